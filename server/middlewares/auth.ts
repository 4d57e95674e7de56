import type { Context, Middleware } from 'koa';
import { UNSEEN_BY_VISITORS } from '../db/database';
import { ApiToken, User } from '../db/entities';
import { isId } from '../../shared/schemas/common';
import { unauthorized } from '../errors';
import { hashSecret } from '../services/tokens';

export const INVALID_TOKEN = 'Invalid or revoked token';

/** lastUsedAt is a hint for people reviewing their devices; writing it on every call would only add load. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The secret of an `Authorization: Bearer <token>` header; null without one. Other schemes are not ours. */
function bearerOf(ctx: Context): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(ctx.get('authorization').trim());
  if (!match) return null;
  // "Bearer" with nothing usable after it is still a (bad) bearer credential, not an absent one.
  const secret = (match[1] ?? '').trim();
  return /\s/.test(secret) ? '' : secret;
}

/**
 * A request that names a token must be refused if the token is bad: silently treating it as signed out would
 * hide a revoked device behind confusing 403s. Health checks stay open so monitors with stale headers work.
 */
function refuseBadToken(ctx: Context) {
  if (ctx.path.startsWith('/api/') && !(ctx.method === 'GET' && ctx.path === '/api/health'))
    throw unauthorized(INVALID_TOKEN);
}

async function userOfToken(ctx: Context, secret: string): Promise<{ user: User; token: ApiToken } | null> {
  if (!secret || secret.length > 200) return null;
  const token = await ctx.deps.db.repo(ApiToken).findOneBy({ tokenHash: hashSecret(secret) });
  if (!token) return null;
  const user = await ctx.deps.db.repo(User).findOneBy({ id: token.userId });
  if (!user || user.disabled) return null;
  const now = Date.now();
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    token.lastUsedAt = new Date(now);
    await ctx.deps.db.write(
      (m) => m.update(ApiToken, { id: token.id }, { lastUsedAt: token.lastUsedAt }),
      UNSEEN_BY_VISITORS,
    );
  }
  return { user, token };
}

/**
 * Loads who is calling into ctx.state.user: from a bearer token (desktop app) when the request carries one,
 * else from the session. Disabled accounts count as signed out everywhere.
 */
export function loadUser(): Middleware {
  return async (ctx, next) => {
    ctx.state.user = null;
    ctx.state.apiToken = null;

    const secret = bearerOf(ctx);
    if (secret !== null) {
      const found = await userOfToken(ctx, secret);
      if (found) {
        ctx.state.user = found.user;
        ctx.state.apiToken = found.token;
      } else {
        refuseBadToken(ctx);
      }
      return next();
    }

    const userId = ctx.session?.userId;
    if (typeof userId === 'string' && isId(userId)) {
      const user = await ctx.deps.db.repo(User).findOneBy({ id: userId });
      if (user && !user.disabled) ctx.state.user = user;
      else if (ctx.session) ctx.session.userId = undefined;
    }
    await next();
  };
}
