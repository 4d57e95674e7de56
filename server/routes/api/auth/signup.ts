import { randomUUID } from 'node:crypto';
import { UNSEEN_BY_VISITORS } from '@server/db/database';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { LessThan } from 'typeorm';
import { PendingSignup, User } from '@server/db/entities';
import { isUniqueViolation } from '@server/db/errors';
import { badRequest, forbidden } from '@server/errors';
import { pageForm, refusal } from '@server/lib/pageForm';
import { parseInput } from '@server/middlewares/validate';
import { presentUser } from '@server/presenters';
import { hashPassword } from '@server/services/passwords';
import { hashSecret, newSecret } from '@server/services/tokens';
import { signupConfirmationMail, signupExistingAccountMail } from '@server/services/mail/signup';
import { signupConfirmSchema, signupSchema } from '@shared/schemas/auth';
import { normalizeEmail } from '@shared/schemas/common';
import type { SignUpState } from '@shared/api/accounts';
import { safeReturnTo, startSession, tokenPage, tokenPageForm } from './credentials';
import { route } from '../routing';

export const SIGNUP_INVITE_ONLY = 'Sign-up is by invitation only. Ask an administrator for an account.';
export const SIGNUP_REQUESTED = 'Check your e-mail to finish creating your account.';
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid or has expired.';
export const SIGNUP_VALID_HOURS = 24;

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
  // Typed values come back (bounded; React escapes them); the password never does.
  errorPage: (ctx, err, body) =>
    ctx.deps.pages.renderSignIn({
      returnTo: safeReturnTo(body.returnTo),
      error: ctx.deps.config.signup === 'open' ? undefined : err.message,
      signup: signupFormState(ctx, {
        firstName: kept(body.firstName, 100),
        lastName: kept(body.lastName, 100),
        email: kept(body.email, 254),
        ...refusal(err),
      }),
    }),
});

const signUpConfirmForm = tokenPageForm({
  async answer(ctx, body) {
    await confirmSignup(ctx, body);
    ctx.redirect('/');
  },
  errorPage: (ctx, err) =>
    ctx.deps.pages.renderSignupConfirm({
      token: null,
      error: err.status === 400 ? SIGNUP_LINK_INVALID : err.message,
    }),
});

/** What the sign-in page shows of the sign-up form: nothing when sign-up is by invitation. */
export function signupFormState(ctx: Context, state: SignUpState = {}): SignUpState | null {
  return ctx.deps.config.signup === 'open' ? state : null;
}

function requireOpenSignup(ctx: Context): void {
  if (ctx.deps.config.signup !== 'open') throw forbidden(SIGNUP_INVITE_ONLY);
}

/**
 * Takes a sign-up without saying whether the address has an account (ADR 027). Every valid request hashes the
 * password, looks the address up and queues one e-mail in one transaction, then gets the same answer:
 * - a new address gets a link that makes the account (a pending sign-up waits for it);
 * - an address with an account gets a note that someone tried, with the way to reset the password; nothing else
 *   changes, and the typed password is thrown away.
 * Throws HttpErrors (403, 400) the callers present; those depend only on the request, never on the address.
 */
async function requestSignup(ctx: Context, body: unknown): Promise<void> {
  requireOpenSignup(ctx);
  const input = parseInput(signupSchema, body);
  const email = normalizeEmail(input.email);
  const { db, mailQueue, org, config } = ctx.deps;
  const site = { org, publicUrl: config.publicUrl };
  // Slow on purpose, and done for every address, so the time of the answer does not tell them apart either.
  const passwordHash = await hashPassword(input.password, ctx.deps.config.passwordHashCost);
  const existing = await db.repo(User).findOneBy({ email });
  const now = new Date();
  await db.write(async (m) => {
    // Dead links go with the next sign-up, whichever kind it is.
    await m.delete(PendingSignup, { expiresAt: LessThan(now) });
    if (existing) {
      const resetLink = `${config.publicUrl}/api/password-reset`;
      await mailQueue.enqueue(
        m,
        signupExistingAccountMail(site, { to: existing.email, firstName: existing.firstName, resetLink }),
      );
      return;
    }
    const { secret, hash } = newSecret();
    // insert skips entity listeners, so the id is given here.
    await m.insert(PendingSignup, {
      id: randomUUID(),
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + SIGNUP_VALID_HOURS * 60 * 60_000),
      createdAt: now,
    });
    const link = `${config.publicUrl}/api/confirm-signup?token=${secret}`;
    await mailQueue.enqueue(
      m,
      signupConfirmationMail(site, { to: email, firstName: input.firstName, link, validHours: SIGNUP_VALID_HOURS }),
    );
  }, UNSEEN_BY_VISITORS);
  mailQueue.kick();
}

/** The waiting sign-up a link names, while it is usable. */
async function usableSignup(ctx: Context, token: string): Promise<PendingSignup | null> {
  if (!token || token.length > 200) return null;
  const row = await ctx.deps.db.repo(PendingSignup).findOneBy({ tokenHash: hashSecret(token) });
  return row && row.expiresAt.getTime() > Date.now() ? row : null;
}

/**
 * Makes the account a sign-up link names and signs its owner in. The link works once: the pending row is claimed
 * by deleting it, so two uses at once end with one account; every other waiting sign-up of the address goes too.
 * An address that gained an account meanwhile (another link, an admin) makes the link invalid.
 */
async function confirmSignup(ctx: Context, body: unknown): Promise<User> {
  requireOpenSignup(ctx);
  const { token } = parseInput(signupConfirmSchema, body);
  const found = await usableSignup(ctx, token);
  if (!found) throw badRequest(SIGNUP_LINK_INVALID);
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
          firstName: found.firstName,
          lastName: found.lastName,
          profileImageUrl: null,
          isAdmin: false,
          disabled: false,
          lastSignInAt: null,
          passwordHash: found.passwordHash,
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

  // The e-mailed link opens a page with a button: opening the link alone (a mail scanner fetching it) makes nothing.
  route(router, 'signUpConfirmPage', async (ctx) => {
    tokenPage(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    if (ctx.deps.config.signup === 'open' && (await usableSignup(ctx, token))) {
      ctx.body = ctx.deps.pages.renderSignupConfirm({ token });
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
