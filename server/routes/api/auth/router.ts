import Router from '@koa/router';
import type { Context } from 'koa';
import { User } from '../../../db/entities';
import { unauthorized } from '../../../errors';
import { parseInput } from '../../../middlewares/validate';
import { presentUser } from '../../../presenters';
import { burnPasswordCheck, verifyPassword } from '../../../services/passwords';
import { loginSchema } from '../../../../shared/schemas/auth';
import { HttpError } from '../../../errors';

const BAD_CREDENTIALS = 'Invalid email or password.';

/** Only same-site paths may be returned to after signing in. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

/** Checks the credentials; the answer never tells whether the account exists. */
async function authenticate(email: string, password: string, ctx: Context): Promise<User> {
  const user = await ctx.deps.db.repo(User).findOneBy({ email: email.toLowerCase() });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw unauthorized(BAD_CREDENTIALS);
  return user;
}

/** A fresh session id at every sign-in, so an id planted before sign-in is worthless after it. */
async function startSession(ctx: Context, user: User) {
  ctx.session!.userId = user.id;
  await ctx.session!.regenerate();
}

export function authRouter(): Router {
  const router = new Router();

  router.post('/api/auth/login', async (ctx) => {
    const input = parseInput(loginSchema, ctx.request.body);
    const user = await authenticate(input.email, input.password, ctx);
    await startSession(ctx, user);
    ctx.body = presentUser(user);
  });

  router.get('/api/auth/user', async (ctx) => {
    if (!ctx.state.user) throw unauthorized('Not signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUser(ctx.state.user);
  });

  router.get('/api/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (ctx.state.user) return ctx.redirect(returnTo);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ctx.deps.pages.renderSignIn({ returnTo });
  });

  // The sign-in page's form posts here, so signing in works without JavaScript.
  router.post('/api/login', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(body.returnTo);
    try {
      const input = parseInput(loginSchema, body);
      const user = await authenticate(input.email, input.password, ctx);
      await startSession(ctx, user);
      ctx.redirect(returnTo);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      ctx.status = err.status;
      ctx.type = 'html';
      ctx.body = ctx.deps.pages.renderSignIn({
        returnTo,
        email: typeof body.email === 'string' ? body.email.slice(0, 254) : '',
        error: err.message,
      });
    }
  });

  router.get('/api/logout', async (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  return router;
}
