import type { Context } from 'koa';
import { HttpError } from '@server/errors';

/**
 * Does a page form's work. A failure the visitor can act on (4xx) is answered with its status and the page again,
 * as `errorPage` renders it for that error; anything else goes to the error handler.
 */
export async function withErrorPage(
  ctx: Context,
  work: () => Promise<void>,
  errorPage: (err: HttpError) => string,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    ctx.status = err.status;
    ctx.body = errorPage(err);
  }
}
