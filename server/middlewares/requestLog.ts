import type { Middleware } from 'koa';
import { randomUUID } from 'node:crypto';

/** Gives each request an id (echoed as X-Request-Id) and writes one access-log line when it finishes. */
export function requestLog(): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
      };
      if (ctx.path.startsWith('/assets/')) ctx.deps.log.debug('request', fields);
      else ctx.deps.log.info('request', fields);
    }
  };
}
