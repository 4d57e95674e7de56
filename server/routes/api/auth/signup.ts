import type Router from '@koa/router';
import type { Context } from 'koa';
import { PendingSignup, User } from '@server/db/entities';
import { isUniqueViolation } from '@server/db/errors';
import { badRequest, forbidden, type HttpError } from '@server/errors';
import { pageForm, refusal } from '@server/lib/pageForm';
import { parseInput } from '@server/middlewares/validate';
import { presentUser } from '@server/presenters';
import { recordAccountRequest } from '@server/services/accountRequests';
import { hashSecret } from '@server/services/tokens';
import { PASSWORD_IS_EMAIL, passwordIsEmail, signupConfirmSchema, signupSchema } from '@shared/schemas/auth';
import { normalizeEmail } from '@shared/schemas/common';
import type { SignUpState } from '@shared/api/accounts';
import { safeReturnTo, startSession, tokenPage, tokenPageForm } from './credentials';
import { route } from '../routing';

export const SIGNUP_INVITE_ONLY = 'Sign-up is by invitation only. Ask an administrator for an account.';
export const SIGNUP_REQUESTED = 'Check your e-mail to finish creating your account.';
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid or has expired.';

const signUpForm = pageForm({
  async answer(ctx, body) {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    await requestSignup(ctx, body);
    ctx.body = ctx.deps.pages.renderSignIn({
      returnTo: safeReturnTo(body.returnTo),
      signup: signupFormState(ctx, { sentMessage: SIGNUP_REQUESTED }),
    });
  },
  // The typed address comes back (bounded; React escapes it).
  errorPage: (ctx, err, body) =>
    ctx.deps.pages.renderSignIn({
      returnTo: safeReturnTo(body.returnTo),
      error: ctx.deps.config.signup === 'open' ? undefined : err.message,
      signup: signupFormState(ctx, { email: kept(body.email, 254), ...refusal(err) }),
    }),
});

const signUpConfirmForm = tokenPageForm({
  async answer(ctx, body) {
    await confirmSignup(ctx, body);
    ctx.redirect('/');
  },
  // A dead link gets the way to sign up again; anything else the form again, with what was typed but the password.
  errorPage: confirmPageAfter,
});

/** What the sign-in page shows of the sign-up form: nothing when sign-up is by invitation. */
export function signupFormState(ctx: Context, state: SignUpState = {}): SignUpState | null {
  return ctx.deps.config.signup === 'open' ? state : null;
}

function requireOpenSignup(ctx: Context): void {
  if (ctx.deps.config.signup !== 'open') throw forbidden(SIGNUP_INVITE_ONLY);
}

/**
 * Takes a sign-up without saying, by its answer or by its time, whether the address has an account (ADR 027, 052):
 * the request is recorded, and what depends on the address (a link that makes the account for a new one, a note to
 * the owner of an existing one) is done after the answer by services/accountRequests.ts. Nothing but the address is
 * taken: names and password are chosen on the link's page. Throws HttpErrors (403, 400) the callers present; those
 * depend only on the request, never on the address.
 */
async function requestSignup(ctx: Context, body: unknown): Promise<void> {
  requireOpenSignup(ctx);
  const input = parseInput(signupSchema, body);
  await recordAccountRequest(ctx.deps.db, 'signup', normalizeEmail(input.email));
  ctx.deps.accountRequests.kick();
}

/** The waiting sign-up a link names, while it is usable. */
async function usableSignup(ctx: Context, token: unknown): Promise<PendingSignup | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const row = await ctx.deps.db.repo(PendingSignup).findOneBy({ tokenHash: hashSecret(token.trim()) });
  return row && row.expiresAt.getTime() > Date.now() ? row : null;
}

/**
 * Makes the account a sign-up link names, with the names and password typed on the link's page, and signs its
 * owner in. The link works once: the pending row is claimed by deleting it, so two uses at once end with one account;
 * every other waiting sign-up of the address goes too. An address that gained an account meanwhile (another link,
 * an admin) makes the link invalid.
 */
async function confirmSignup(ctx: Context, body: unknown): Promise<User> {
  requireOpenSignup(ctx);
  const input = parseInput(signupConfirmSchema, body);
  const found = await usableSignup(ctx, input.token);
  if (!found) throw badRequest(SIGNUP_LINK_INVALID);
  if (passwordIsEmail(input.password, found.email))
    throw badRequest(PASSWORD_IS_EMAIL, { password: [PASSWORD_IS_EMAIL] });
  // Hashing is slow on purpose; it happens before the write so it never holds the write queue.
  const passwordHash = await ctx.deps.passwords.hash(input.password);
  let user: User | null;
  try {
    user = await ctx.deps.db.write(async (m) => {
      const claim = await m.delete(PendingSignup, { id: found.id });
      if (claim.affected !== 1) return null;
      await m.delete(PendingSignup, { email: found.email });
      if (await m.existsBy(User, { email: found.email })) return null;
      return m.save(
        m.create(User, {
          email: found.email,
          firstName: input.firstName,
          lastName: input.lastName,
          profileImageUrl: null,
          isAdmin: false,
          disabled: false,
          lastSignInAt: null,
          passwordHash,
        }),
      );
    });
  } catch (err) {
    // An account made for the address at the same moment (the unique index on users.email): this link is spent.
    if (!isUniqueViolation(err, 'users')) throw err;
    user = null;
  }
  if (!user) throw badRequest(SIGNUP_LINK_INVALID);
  await startSession(ctx, user);
  return user;
}

/** The link's page after a refused post: the form again while the link is usable, else the way to sign up again. */
async function confirmPageAfter(ctx: Context, err: HttpError, body: Record<string, unknown>): Promise<string> {
  const fixable = err.status === 400 && err.message !== SIGNUP_LINK_INVALID;
  const found = fixable ? await usableSignup(ctx, body.token) : null;
  if (!found) {
    const error = err.status === 400 ? SIGNUP_LINK_INVALID : err.message;
    return ctx.deps.pages.renderSignupConfirm({ token: null, error });
  }
  return ctx.deps.pages.renderSignupConfirm({
    token: kept(body.token, 200).trim(),
    email: found.email,
    firstName: kept(body.firstName, 100),
    lastName: kept(body.lastName, 100),
    ...refusal(err),
  });
}

const kept = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

export function signupRoutes(router: Router): void {
  route(router, 'signUp', async (ctx) => {
    await requestSignup(ctx, ctx.request.body);
    ctx.status = 202;
    ctx.body = { message: SIGNUP_REQUESTED };
  });

  route(router, 'signUpConfirm', async (ctx) => {
    const user = await confirmSignup(ctx, ctx.request.body);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  // The sign-in page's "Create an account" form posts here; works without JavaScript.
  route(router, 'signUpForm', signUpForm);

  // The e-mailed link opens a page with the form that makes the account: opening the link alone (a mail scanner
  // fetching it) makes nothing.
  route(router, 'signUpConfirmPage', async (ctx) => {
    tokenPage(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const found = ctx.deps.config.signup === 'open' ? await usableSignup(ctx, token) : null;
    if (found) {
      ctx.body = ctx.deps.pages.renderSignupConfirm({ token, email: found.email });
    } else {
      ctx.status = ctx.deps.config.signup === 'open' ? 400 : 403;
      ctx.body = ctx.deps.pages.renderSignupConfirm({
        token: null,
        error: ctx.status === 400 ? SIGNUP_LINK_INVALID : SIGNUP_INVITE_ONLY,
      });
    }
  });

  route(router, 'signUpConfirmForm', signUpConfirmForm);
}
