import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';

/**
 * The few requests whose JSON may outgrow the site-wide 100 KB body limit, each with its own ceiling.
 * The gallery order lists up to 5,000 images (about 70 bytes each, some 350 KB). Everything else keeps the
 * small limit; the general parser then finds the body already read and leaves it alone.
 */
const LARGER_JSON: Record<string, string> = {
  'PUT /api/gallery/reorder': '1mb',
};

export function largeJsonBodies(): Middleware {
  const parsers = new Map(
    Object.entries(LARGER_JSON).map(([route, limit]) => [
      route,
      bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' }),
    ]),
  );
  return (ctx, next) => {
    const parser = parsers.get(`${ctx.method} ${ctx.path}`);
    return parser ? parser(ctx, next) : next();
  };
}
