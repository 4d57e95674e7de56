import type Router from '@koa/router';
import type { Context } from 'koa';
import { User } from '../../../db/entities';
import { conflict, forbidden, HttpError } from '../../../errors';
import { parseInput } from '../../../middlewares/validate';
import { presentUser } from '../../../presenters';
import { hashPassword } from '../../../services/passwords';
import { signupSchema } from '../../../../shared/schemas/auth';
import type { SignUpState } from '../../../../web/src/static-pages/SignInPage';
import { safeReturnTo, startSession } from './credentials';

export const SIGNUP_INVITE_ONLY = 'Sign-up is by invitation only. Ask an administrator for an account.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/** What the sign-in page shows of the sign-up form: nothing when sign-up is by invitation. */
export function signupFormState(ctx: Context, state: SignUpState = {}): SignUpState | null {
  return ctx.deps.config.signup === 'open' ? state : null;
}

/** Creates the account and signs its owner in. Throws HttpErrors (403, 400, 409) the callers present. */
async function signUp(ctx: Context, body: unknown): Promise<User> {
  if (ctx.deps.config.signup !== 'open') throw forbidden(SIGNUP_INVITE_ONLY);
  const input = parseInput(signupSchema, body);
  const email = input.email.toLowerCase();
  const { db } = ctx.deps;
  if (await db.repo(User).existsBy({ email })) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await db.write((m) =>
      m.save(
        m.create(User, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          profileImageUrl: null,
          isAdmin: false,
          disabled: false,
          lastSignInAt: null,
          passwordHash,
        }),
      ),
    );
  } catch (err) {
    // Two sign-ups for one address at once: the unique index lets one through; the other gets the same 409.
    if (await db.repo(User).existsBy({ email })) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  await startSession(ctx, user);
  return user;
}

export function signupRoutes(router: Router): void {
  router.post('/api/auth/signup', async (ctx) => {
    const user = await signUp(ctx, ctx.request.body);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  // The sign-in page's "Create an account" form posts here; works without JavaScript.
  router.post('/api/signup', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(body.returnTo);
    try {
      await signUp(ctx, body);
      ctx.redirect(returnTo);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      // Typed values come back (bounded; React escapes them); the password never does.
      const kept = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
      ctx.status = err.status;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ctx.deps.pages.renderSignIn({
        returnTo,
        error: ctx.deps.config.signup === 'open' ? undefined : err.message,
        signup: signupFormState(ctx, {
          firstName: kept(body.firstName, 100),
          lastName: kept(body.lastName, 100),
          email: kept(body.email, 254),
          error: err.message,
          fieldErrors: err.fieldErrors,
        }),
      });
    }
  });
}
