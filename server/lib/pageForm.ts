import type { Context } from 'koa';
import { HttpError } from '@server/errors';

type Body = Record<string, unknown>;

/**
 * The handler of a form posted by a server-rendered page. A failure the visitor can act on (4xx) is answered with
 * its status and the page again, as `errorPage` renders it for that error; anything else goes to the error handler.
 */
export interface PageFormParts {
  answer(ctx: Context, body: Body): Promise<void>;
  errorPage(ctx: Context, err: HttpError, body: Body): string | Promise<string>;
}

export const pageForm =
  (form: PageFormParts) =>
  async (ctx: Context): Promise<void> => {
    const body = (ctx.request.body ?? {}) as Body;
    try {
      await form.answer(ctx, body);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      ctx.status = err.status;
      ctx.body = await form.errorPage(ctx, err, body);
    }
  };

/** What a form shows of a refused post: the message, and each field's errors. */
export const refusal = (err: HttpError) => ({ error: err.message, fieldErrors: err.fieldErrors });
