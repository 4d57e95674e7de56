import type { Middleware } from 'koa';

/** Baseline headers on every response. The accounts-and-security issue adds the full CSP and HSTS. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  };
}
