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
  /^\/api\/newsletter-issues$/,
];

/**
 * Headers a stored answer never takes from the handler: the cache writes these itself on every answer (type,
 * policy, ETag, X-Cache, the encoding it sends), or they belong to one response or connection only. Every other
 * header the handler set (X-Next-Cursor, Vary, Last-Modified, Content-Disposition, ...) is part of the answer and
 * goes out again with each hit; a list of headers to keep would lose the next one a handler adds.
 */
const NOT_REPLAYED = new Set([
  'content-type',
  'cache-control',
  'etag',
  'x-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

type HeaderValue = string | string[];

/** Whether anonymous GETs of this path are answered from the cache (pages, feeds and the public read API). */
export function isCachedPath(path: string): boolean {
  if (path.startsWith('/objects/')) return false;
  if (path.startsWith('/api/')) return PUBLIC_API_READS.some((p) => p.test(path));
  return true;
}

function cacheable(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  // Only for people nobody knows: a signed-in visitor's page and data carry their own state.
  if (ctx.state.user || ctx.get('authorization')) return false;
  return isCachedPath(ctx.path);
}

const headerValue = (value: unknown): HeaderValue =>
  Array.isArray(value) ? value.map(String) : String(value as string | number);

/** The response headers as they stand (lower-case names, as Node keeps them). */
function snapshot(ctx: Context): Record<string, HeaderValue> {
  return Object.fromEntries(
    Object.entries(ctx.response.headers).map(([name, value]) => [name, headerValue(value)] as const),
  );
}

/**
 * What the handler (and anything after this middleware) added or changed: the headers that differ from the ones
 * the request chain had set before it. Headers set before the cache (security headers, X-Request-Id) are set again
 * on every request, hit or miss, so they are not stored.
 */
function handlerHeaders(before: Record<string, HeaderValue>, after: Record<string, HeaderValue>) {
  const changed: Record<string, HeaderValue> = {};
  for (const [name, value] of Object.entries(after)) {
    if (NOT_REPLAYED.has(name)) continue;
    if (JSON.stringify(before[name]) !== JSON.stringify(value)) changed[name] = value;
  }
  return changed;
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
  const before = snapshot(ctx);
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
  const headers = handlerHeaders(before, snapshot(ctx));
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
