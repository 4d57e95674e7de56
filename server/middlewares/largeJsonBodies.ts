import type { Middleware } from 'koa';
import { parseBodies } from './bodyParsing';

/**
 * The few requests whose JSON may outgrow the site-wide 100 KB body limit, each with its own ceiling.
 * The gallery order lists up to 5,000 images (about 70 bytes each, some 350 KB). Everything else keeps the
 * small limit; the general parser then finds the body already read and leaves it alone.
 */
const LARGER_JSON: Record<string, string> = {
  'PUT /api/gallery/reorder': '1mb',
  // A newsletter PDF of up to 20 MB, as base64 (four characters for three bytes), with its title and day.
  'POST /api/admin/newsletter-issues': '28mb',
};

export function largeJsonBodies(): Middleware {
  const parsers = new Map(
    Object.entries(LARGER_JSON).map(([route, limit]) => [
      route,
      parseBodies({ enableTypes: ['json'], jsonLimit: limit }),
    ]),
  );
  return (ctx, next) => {
    const parser = parsers.get(`${ctx.method} ${ctx.path}`);
    // Only JSON gets the larger ceiling; any other body is the general parser's, with its own limits and checks.
    return parser && ctx.is('json') ? parser(ctx, next) : next();
  };
}
