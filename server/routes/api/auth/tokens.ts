import type Router from '@koa/router';
import { ApiToken } from '@server/db/entities';
import { notFound, unauthorized } from '@server/errors';
import { presentApiToken, presentUser } from '@server/presenters';
import { API_TOKEN_PREFIX, newSecret } from '@server/services/tokens';
import { isId } from '@shared/schemas/common';
import { mayRevokeToken } from '@server/policies';
import { authenticate, recordSignIn } from './credentials';
import { route } from '../routing';

export const NOT_A_TOKEN_REQUEST = 'Send the token to revoke as Authorization: Bearer <token>.';

/** Desktop-app tokens: issued for e-mail + password, shown once, stored as a sha256, revocable. */
export function tokenRoutes(router: Router): void {
  route(router, 'tokenCreate', async (ctx) => {
    const input = ctx.input.body;
    const user = await authenticate(ctx, input.email, input.password);
    const { secret, hash } = newSecret(API_TOKEN_PREFIX);
    const token = await ctx.deps.db.write((m) =>
      m.save(
        m.create(ApiToken, {
          userId: user.id,
          tokenHash: hash,
          deviceName: input.deviceName,
          createdAt: new Date(),
          lastUsedAt: null,
        }),
      ),
    );
    await recordSignIn(ctx, user);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: secret, tokenInfo: presentApiToken(token), user: presentUser(user) };
  });

  // Desktop sign-out: revokes the very token the request came with.
  route(router, 'tokenRevokeCurrent', async (ctx) => {
    const token = ctx.state.apiToken;
    if (!token) throw unauthorized(NOT_A_TOKEN_REQUEST);
    await ctx.deps.db.write((m) => m.delete(ApiToken, { id: token.id }));
    ctx.status = 204;
  });

  route(router, 'tokenList', async (ctx) => {
    const user = ctx.state.user;
    const rows = await ctx.deps.db.repo(ApiToken).find({ where: { userId: user.id }, order: { createdAt: 'DESC' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentApiToken);
  });

  // Someone else's token is "not found" to a non-admin, so ids cannot be probed.
  route(router, 'tokenRevoke', async (ctx) => {
    const user = ctx.state.user;
    const id = ctx.params.id;
    const deleted = await ctx.deps.db.write(async (m) => {
      const token = isId(id) ? await m.findOneBy(ApiToken, { id }) : null;
      if (!token || !mayRevokeToken(user, token)) return false;
      await m.delete(ApiToken, { id: token.id });
      return true;
    });
    if (!deleted) throw notFound('Token not found');
    ctx.status = 204;
  });
}
