import type { Context, Middleware, Next } from 'koa';
import type { CachedResponse, ResponseCache } from '../services/responseCache';

/** The public read API: what anonymous pages fetch. Anything else (health, auth, admin) is never stored. */
const PUBLIC_API_READS = [
  /^\/api\/events(\/[^/]+)?$/,
  /^\/api\/home-content$/,
  /^\/api\/page-content\/[^/]+$/,
  /^\/api\/gallery(\/first-page|\/after\/[^/]+)?$/,
  /^\/api\/history-content$/,
  /^\/api\/page-texts$/,
];

/** Headers that describe the stored body and go out with it again. */
const KEPT_HEADERS = ['Last-Modified', 'Content-Disposition'];

function cacheable(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  // Only for people nobody knows: a signed-in visitor's page and data carry their own state.
  if (ctx.state.user || ctx.get('authorization')) return false;
  if (ctx.path.startsWith('/objects/')) return false;
  if (ctx.path.startsWith('/api/')) return PUBLIC_API_READS.some((p) => p.test(ctx.path));
  return true;
}

/**
 * Answers anonymous page and public API GETs from the in-memory ResponseCache, with ETags so a browser's
 * revalidation costs a 304. Only complete 200 answers without cookies or private cache rules are stored, and
 * they are sent exactly as stored: nothing in a page depends on the response that carries it (its inline script
 * is allowed by hash, not by a per-response nonce), so a 304's headers always fit the body the browser kept.
 */
export function publicCache(cache: ResponseCache): Middleware {
  return async (ctx, next) => {
    if (!cacheable(ctx)) return next();
    const key = ctx.url;
    const hit = cache.get(key);
    if (hit) return answer(ctx, hit, 'hit');
    const outcome = await cache.once(key, () => produce(ctx, next, cache, key));
    if (outcome === 'waited') {
      const made = cache.get(key);
      // Not stored (a write landed meanwhile, or the answer was not cacheable): make our own.
      if (made) return answer(ctx, made, 'hit');
      return next();
    }
  };
}

async function produce(ctx: Context, next: Next, cache: ResponseCache, key: string): Promise<void> {
  const ticket = cache.ticket();
  await next();
  if (ctx.status !== 200 || ctx.response.get('Set-Cookie') || ctx.response.get('Content-Encoding')) return;
  const cacheControl = String(ctx.response.get('Cache-Control') || 'no-cache');
  if (/private|no-store/.test(cacheControl)) return;
  const body: unknown = ctx.body;
  let text: string;
  if (typeof body === 'string') text = body;
  else if (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  )
    text = JSON.stringify(body);
  else return; // streams and buffers (files) are not ours to keep
  const type = String(ctx.response.get('Content-Type'));
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = ctx.response.get(name);
    if (value) headers[name] = String(value);
  }
  const response = { status: 200, type, cacheControl, body: text, headers };
  // A write that landed during the render keeps this answer out of the cache, but it still carries an ETag and
  // honours the browser's copy: the tag names these exact bytes, whatever happens to the cache.
  answer(ctx, cache.store(key, ticket, response) ?? cache.prepare(response), 'miss');
}

function answer(ctx: Context, entry: CachedResponse, outcome: 'hit' | 'miss') {
  ctx.status = entry.status;
  ctx.type = entry.type;
  ctx.set('Cache-Control', entry.cacheControl);
  for (const [name, value] of Object.entries(entry.headers ?? {})) ctx.set(name, value);
  ctx.set('ETag', entry.etag);
  ctx.set('X-Cache', outcome);
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    // Compressed at store time; koa-compress must leave it alone.
    ctx.compress = false;
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
    return;
  }
  ctx.body = entry.body;
}
