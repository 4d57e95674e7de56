import type { Context, Middleware } from 'koa';
import { randomUUID } from 'node:crypto';
import { runInRequest } from '../lib/requestContext';
import type { RequestMetrics } from '../lib/metrics';

/** An id a proxy or client may hand us to follow one request through several systems; anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** The route pattern (not the raw path), so /api/events/:id is one line in the metrics however many events exist. */
function routeOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched) return `${ctx.method} ${String(matched)}`;
  if (ctx.path.startsWith('/assets/')) return `${ctx.method} /assets/*`;
  if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/objects/')) return `${ctx.method} (no route)`;
  return `${ctx.method} (page)`;
}

/**
 * Gives each request an id (a valid incoming X-Request-Id, else a new one), echoes it as X-Request-Id, makes
 * every log line written while it runs carry it, counts it in the metrics and writes one access-log line.
 */
export function requestLog(metrics?: RequestMetrics): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    await runInRequest(ctx.state.requestId, async () => {
      try {
        await next();
      } finally {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        metrics?.record(routeOf(ctx), ctx.status, ms);
        const fields = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 };
        if (ctx.path.startsWith('/assets/')) ctx.deps.log.debug('request', fields);
        else ctx.deps.log.info('request', fields);
      }
    });
  };
}
