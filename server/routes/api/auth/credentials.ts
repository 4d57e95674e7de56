import type { Context } from 'koa';
import { UNSEEN_BY_VISITORS } from '@server/db/database';
import type { EntityManager } from 'typeorm';
import { ApiToken, User } from '@server/db/entities';
import { forbidden, unauthorized } from '@server/errors';
import { pageForm, type PageFormParts } from '@server/lib/pageForm';
import { endSessionsOf } from '@server/middlewares/session';
import { normalizeEmail } from '@shared/schemas/common';

/**
 * Only same-site paths may be returned to after signing in. Browsers drop tabs and line breaks inside an address and
 * read a backslash as a slash, so "/\t/evil.example" would leave the site: no control character or backslash at all.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  return value;
}

export const BAD_CREDENTIALS = 'Invalid email or password.';

/** Said only to someone who gave the account's right password: whom to ask, from the site settings. */
export function disabledAccountMessage(orgEmail: string): string {
  const ask = orgEmail
    ? `Please write to ${orgEmail} to have it turned back on.`
    : "Please ask the organisation's administrators to turn it back on.";
  return `This account is disabled, so it cannot sign in. ${ask}`;
}

/**
 * Checks e-mail and password. Unknown and password-less accounts get the same answer, after the same amount of
 * hashing, as a wrong password: nobody learns from it which addresses have accounts. A disabled account is named
 * as such only after its own password matched, which tells its owner why and a stranger nothing.
 */
export async function authenticate(ctx: Context, email: string, password: string): Promise<User> {
  const user = await ctx.deps.db.repo(User).findOneBy({ email: normalizeEmail(email) });
  if (!user?.passwordHash) {
    await ctx.deps.passwords.burn(password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  const ok = await ctx.deps.passwords.verify(password, user.passwordHash);
  if (!ok) throw unauthorized(BAD_CREDENTIALS);
  if (user.disabled) throw forbidden(disabledAccountMessage(ctx.deps.org.email));
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
