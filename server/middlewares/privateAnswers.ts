import type { Middleware } from 'koa';

/**
 * Answers about accounts and everything admins see: sign-in and sign-up (their pages echo an e-mail address),
 * password reset, tokens, and all of /api/admin/ (registrations, volunteers, contact messages, mail, users).
 */
const PRIVATE_PATHS = [/^\/api\/(admin|auth)(\/|$)/, /^\/api\/(login|logout|signup|password-reset|reset-password)$/];

export const isPrivatePath = (path: string) => PRIVATE_PATHS.some((p) => p.test(path));

/**
 * Makes `Cache-Control: no-store` the rule for private answers, in one place rather than per route: set before
 * anything runs, so refusals, errors and 404s carry it too, and put back afterwards if a route set a header without
 * no-store. A route may still send something stricter that includes it ('private, no-store').
 */
export function privateAnswers(): Middleware {
  return async (ctx, next) => {
    if (!isPrivatePath(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      if (!/(^|[\s,])no-store($|[\s,])/i.test(String(ctx.response.get('Cache-Control'))))
        ctx.set('Cache-Control', 'no-store');
    }
  };
}
