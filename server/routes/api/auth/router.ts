import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { unauthorized } from '@server/errors';
import { pageForm } from '@server/lib/pageForm';
import { parseInput } from '@server/middlewares/validate';
import { presentUser } from '@server/presenters';
import { loginSchema } from '@shared/schemas/auth';
import { authenticate, safeReturnTo, startSession } from './credentials';
import { signupFormState, signupRoutes } from './signup';
import { passwordResetRoutes } from './passwordReset';
import { passwordChangeRoutes } from './passwordChange';
import { tokenRoutes } from './tokens';

export function authRouter(): Router {
  const router = apiRouter();

  route(router, 'login', async (ctx) => {
    const input = ctx.input.body;
    const user = await authenticate(ctx, input.email, input.password);
    await startSession(ctx, user);
    ctx.body = presentUser(user);
  });

  route(router, 'currentUser', async (ctx) => {
    if (!ctx.state.user) throw unauthorized('Not signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUser(ctx.state.user);
  });

  route(router, 'signInPage', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (ctx.state.user) return ctx.redirect(returnTo);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ctx.deps.pages.renderSignIn({ returnTo, signup: signupFormState(ctx) });
  });

  // The sign-in page's form posts here, so signing in works without JavaScript.
  route(
    router,
    'signInForm',
    pageForm({
      async answer(ctx, body) {
        const input = parseInput(loginSchema, body);
        const user = await authenticate(ctx, input.email, input.password);
        await startSession(ctx, user);
        ctx.redirect(safeReturnTo(body.returnTo));
      },
      errorPage(ctx, err, body) {
        ctx.type = 'html';
        return ctx.deps.pages.renderSignIn({
          returnTo: safeReturnTo(body.returnTo),
          email: typeof body.email === 'string' ? body.email.slice(0, 254) : '',
          error: err.message,
          signup: signupFormState(ctx),
        });
      },
    }),
  );

  route(router, 'logout', async (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  signupRoutes(router);
  passwordResetRoutes(router);
  passwordChangeRoutes(router);
  tokenRoutes(router);
  return router;
}
