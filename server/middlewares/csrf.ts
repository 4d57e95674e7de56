import type { Middleware } from 'koa';
import { forbidden } from '../errors';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses every write (any method but GET, HEAD and OPTIONS) that another site started, signed in or not: a
 * cross-site post to the sign-in or sign-up form would otherwise sign the visitor into an account the other site
 * controls (login CSRF). Browsers send Origin on every cross-origin write (and modern ones Sec-Fetch-Site on
 * every request over HTTPS), so the check needs no token in forms or fetches. The site's own origin is
 * PUBLIC_URL's and nothing else: the Host header is the client's to choose. Clients that send none of Origin,
 * Sec-Fetch-Site and Referer (curl, scripts, the desktop app's Node core) pass, since a browser never leaves
 * out Origin when another site starts the write. `Origin: null` (a sandboxed frame, a page with
 * Referrer-Policy: no-referrer) is not this site and is refused.
 */
export function csrfProtection(publicUrl: string): Middleware {
  const ownOrigin = originOf(publicUrl);
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();

    if (ctx.get('Sec-Fetch-Site') === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);

    const origin = ctx.get('Origin');
    const referer = ctx.get('Referer');
    // Without Origin, the Referer's origin says the same (older browsers omit Origin on same-origin POSTs).
    const claimed = origin || (referer ? (originOf(referer) ?? 'invalid') : '');
    if (claimed && claimed !== ownOrigin) throw forbidden(CROSS_SITE_MESSAGE);

    await next();
  };
}
