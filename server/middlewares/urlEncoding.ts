import type { Middleware } from 'koa';
import { badRequest } from '../errors';

export const BAD_ADDRESS_MESSAGE = 'That address is not valid: it holds a broken %-escape.';

/**
 * The decoded text, or null when it does not decode. The result is used on purpose: the production bundler
 * treats decodeURIComponent as free of side effects and drops a call whose result is thrown away, and with it
 * the check.
 */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Refuses a request whose path or query has percent-encoding that does not decode ('%E0%A4%A', '%ff', '%zz')
 * with a 400, before anything reads the address: static files, the routers' parameters, the page renderer and
 * the query parser then only ever see addresses that decode, and a broken one is the client's mistake, not a
 * server failure with a stack trace in the log. The error middleware answers {message} under /api/ and
 * /objects/, and the plain error page elsewhere.
 */
export function rejectBadlyEncodedAddresses(): Middleware {
  return async (ctx, next) => {
    if (decoded(ctx.path) === null || decoded(ctx.querystring) === null) throw badRequest(BAD_ADDRESS_MESSAGE);
    await next();
  };
}
