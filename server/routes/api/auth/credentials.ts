import type { Context } from 'koa';
import { UNSEEN_BY_VISITORS } from '@server/db/database';
import type { EntityManager } from 'typeorm';
import { ApiToken, User } from '@server/db/entities';
import { unauthorized } from '@server/errors';
import { pageForm, type PageFormParts } from '@server/lib/pageForm';
import { endSessionsOf } from '@server/middlewares/session';
import { burnPasswordCheck, verifyPassword } from '@server/services/passwords';

/** Only same-site paths may be returned to after signing in. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

export const BAD_CREDENTIALS = 'Invalid email or password.';

/**
 * Checks e-mail and password. Unknown, password-less and disabled accounts get the same answer, after the
 * same amount of hashing, as a wrong password: nobody learns from it which addresses have accounts.
 */
export async function authenticate(ctx: Context, email: string, password: string): Promise<User> {
  const user = await ctx.deps.db.repo(User).findOneBy({ email: email.toLowerCase() });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password, ctx.deps.config.passwordHashCost);
    throw unauthorized(BAD_CREDENTIALS);
  }
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok || user.disabled) throw unauthorized(BAD_CREDENTIALS);
  return user;
}

export async function recordSignIn(ctx: Context, user: User): Promise<void> {
  user.lastSignInAt = new Date();
  // Only the admins' users screen shows it, never an anonymous page: the public response cache stays.
  await ctx.deps.db.write(
    (m) => m.update(User, { id: user.id }, { lastSignInAt: user.lastSignInAt }),
    UNSEEN_BY_VISITORS,
  );
}

/** A fresh session id at every sign-in, so an id planted before sign-in is worthless after it. */
export async function startSession(ctx: Context, user: User): Promise<void> {
  await recordSignIn(ctx, user);
  ctx.session!.userId = user.id;
  await ctx.session!.regenerate();
}

/**
 * Signs a user out everywhere: every session (but `keepSid`) and every desktop token. Called inside the write
 * that changes the password or disables the account, so both land together.
 */
export async function endAllAccessOf(m: EntityManager, userId: string, keepSid?: string): Promise<void> {
  await endSessionsOf(m, userId, keepSid);
  await m.delete(ApiToken, { userId });
}

/**
 * Pages with a secret token in their address (password reset, sign-up link): never cached, and the token never
 * leaks in a Referer. The policy is strict-origin, not no-referrer: a Referer is then never more than the site's
 * origin, while the pages' own forms still post with this site's Origin (under no-referrer a browser sends
 * `Origin: null`, which the cross-site check refuses).
 */
export function tokenPage(ctx: Context) {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'strict-origin');
}

/** A form posted by a page that carries a token: answered, whatever the outcome, as such a page. */
export const tokenPageForm = (form: PageFormParts) =>
  pageForm({
    ...form,
    async answer(ctx, body) {
      tokenPage(ctx);
      await form.answer(ctx, body);
    },
  });
