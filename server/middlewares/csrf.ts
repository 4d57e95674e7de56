import type { Context, Middleware } from 'koa';
import { forbidden } from '../errors';
import { SESSION_COOKIE } from './session';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Does the request carry the session cookie, the only credential a browser attaches on its own? */
function carriesSessionCookie(ctx: Context): boolean {
  const header = ctx.get('Cookie');
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Refuses cookie-authenticated writes that another site started (ARCHITECTURE security anchors; contract in
 * issue 3). Browsers send Origin on every cross-origin write (and modern ones Sec-Fetch-Site on every request
 * over HTTPS), so checking them needs no token in forms or fetches. Requests that carry no session cookie
 * cannot borrow anyone's sign-in and pass; so do clients that send none of these headers (scripts, curl),
 * since a browser never leaves out Origin when another site starts the write.
 */
export function csrfProtection(publicUrl: string): Middleware {
  const publicOrigin = originOf(publicUrl);
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !carriesSessionCookie(ctx)) return next();

    const fetchSite = ctx.get('Sec-Fetch-Site');
    if (fetchSite === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);

    const origin = ctx.get('Origin');
    const referer = ctx.get('Referer');
    // Without Origin, the Referer's origin says the same (older browsers omit Origin on same-origin POSTs).
    const claimed = origin || (referer ? (originOf(referer) ?? 'invalid') : '');
    // Built by hand: in Koa 3, ctx.origin is the request's Origin header itself, not this server's origin.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (claimed && claimed !== ownOrigin && claimed !== publicOrigin) throw forbidden(CROSS_SITE_MESSAGE);

    await next();
  };
}
