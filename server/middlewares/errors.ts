import type { Middleware } from 'koa';
import { BusyError, HttpError } from '../errors';
import type { ApiErrorBody } from '../../shared/schemas/common';

const GENERIC = 'Something went wrong on our side. Please try again in a moment.';

const BODYLESS_MESSAGES: Record<number, string> = {
  404: 'Not found',
  405: 'That method is not allowed here.',
  501: 'That method is not supported.',
};

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/objects/');

function isClientError(err: unknown): err is { status: number; message: string; expose?: boolean } {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Messages for client errors raised by Koa helpers (body parser and friends), in our own words. */
function messageForStatus(status: number, fallback: string): string {
  if (status === 413) return 'That request is too large.';
  if (status === 415) return 'Please send JSON (Content-Type: application/json).';
  if (status === 400) return 'The request body could not be read. Please send valid JSON.';
  return fallback;
}

/**
 * The one place failures become answers: {message, fieldErrors?} with the right status. Unexpected errors
 * are logged with their stack and answered with a generic 500; no stack trace ever leaves the server.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Answers nobody gave a body (unknown path, 405 from allowedMethods) are still JSON on API paths.
      if (ctx.status >= 400 && ctx.body == null && isApiPath(ctx.path)) {
        const status = ctx.status;
        ctx.status = status; // made explicit, or Koa turns a default 404 into 200 when the body is set
        ctx.body = { message: BODYLESS_MESSAGES[status] ?? 'Bad request' } satisfies ApiErrorBody;
      }
    } catch (err) {
      let status = 500;
      let body: ApiErrorBody = { message: GENERIC };
      if (err instanceof HttpError) {
        status = err.status;
        body = { message: err.message, ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}), ...err.extra };
        if (err.headers) ctx.set(err.headers);
      } else if (isClientError(err)) {
        status = err.status;
        body = { message: messageForStatus(status, err.expose ? err.message : 'Bad request') };
      }
      if (err instanceof BusyError) {
        // Expected under load, and counted by the metrics: a warning without a stack, not a failure.
        ctx.set('Retry-After', String(err.retryAfterSeconds));
        ctx.deps.log.warn('refused while busy', { method: ctx.method, path: ctx.path, message: err.message });
      } else if (status >= 500) {
        ctx.deps.log.error('request failed', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          err,
        });
      }
      ctx.status = status;
      if (isApiPath(ctx.path) || !ctx.accepts('html')) {
        ctx.body = body;
      } else {
        ctx.type = 'html';
        ctx.body = ctx.deps.pages.renderError(status, body.message);
      }
    }
  };
}
