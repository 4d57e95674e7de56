import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { HttpError } from '../errors';

/** The compressions a request body may come in: what the body parser's decoder (the `inflation` package) reads. */
export const ACCEPTED_BODY_ENCODINGS = ['gzip', 'deflate', 'br'] as const;

export const BODY_NOT_DECOMPRESSED = 'The request body could not be decompressed. Please send it as its header says.';
export const BODY_ENCODING_NOT_ACCEPTED =
  'That Content-Encoding is not accepted. Please send the body uncompressed, or as gzip, deflate or br.';

/**
 * A body parser whose own failures are the client's: a body that does not decompress as its Content-Encoding says
 * is a 400 and an encoding the decoder does not know a 415 (with Accept-Encoding naming the ones it does, as RFC
 * 7694 asks), both with the usual {message}. The decoder's stream errors (zlib's Z_DATA_ERROR, brotli's) carry no
 * status, so without this they reached the error handler as 500s with a logged stack. Failures of whatever runs
 * after the parser pass through untouched.
 */
export function parseBodies(options: Parameters<typeof bodyParser>[0]): Middleware {
  const parse = bodyParser({ ...options, encoding: 'utf-8' });
  return async (ctx, next) => {
    const declared = ctx.req.headers['content-encoding'];
    // Content codings are case-insensitive (RFC 9110); the decoder compares them as written.
    if (declared) ctx.req.headers['content-encoding'] = declared.trim().toLowerCase();
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (err) {
      if (parsed) throw err;
      throw clientBodyError(ctx.req.headers['content-encoding'], err, (name, value) => ctx.set(name, value));
    }
  };
}

function clientBodyError(
  encoding: string | undefined,
  err: unknown,
  setHeader: (name: string, value: string) => void,
): unknown {
  const status = (err as { status?: unknown } | null)?.status;
  const compressed = encoding !== undefined && encoding !== 'identity';
  if (status === 415 && compressed && !(ACCEPTED_BODY_ENCODINGS as readonly string[]).includes(encoding)) {
    setHeader('Accept-Encoding', ACCEPTED_BODY_ENCODINGS.join(', '));
    return new HttpError(415, BODY_ENCODING_NOT_ACCEPTED);
  }
  // Read and decoded by the parser, then refused (too large, not JSON): its own 4xx says it already.
  if (typeof status === 'number') return err;
  return compressed ? new HttpError(400, BODY_NOT_DECOMPRESSED) : err;
}
