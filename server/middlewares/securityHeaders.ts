import type { Middleware } from 'koa';
import { INLINE_SCRIPT_HASHES } from '../ssr/document';

/** Hosts the home page's video blocks may frame (shared/lib/video.ts builds the player addresses). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy. Scripts run only from this origin, or inline when their exact text is one of the
 * document shell's own (by sha256, server/ssr/document.ts), so an injected <script>, an onerror attribute or a
 * javascript: URL does nothing even if some markup slipped past the sanitiser. The policy is the same for every
 * response: a browser that revalidates a stored page shows it under the 304's headers, which must allow exactly
 * what the stored body needs. Styles need no 'unsafe-inline': nothing renders style attributes or <style>.
 * Images may come from any https host because admin-written HTML and image addresses can point elsewhere.
 */
export function contentSecurityPolicy(https: boolean, uploadOrigins: string[] = []): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...INLINE_SCRIPT_HASHES].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // Browsers PUT uploads straight to S3 storage through presigned URLs, so its origin may be fetched too.
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    `frame-src ${VIDEO_PLAYERS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  // Over HTTPS, a stray http:// image or video is fetched over HTTPS instead of being mixed content.
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The built scripts and stylesheets: hashed files under /assets/ that a browser runs or applies, never shows as a
 * document. The policies that only govern documents (what a page may load, frame or use) do nothing on them.
 */
const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css)$/;

/** Headers that only a document (a page, an SVG or an error page opened directly) is governed by. */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
];

/**
 * Security headers on every response (pages, API, static files and errors alike). Scripts and stylesheets keep
 * nosniff, the referrer rule and HSTS but not the document-only policies: about a kilobyte less on each of the
 * several files every page loads, where a phone on a weak line feels it.
 */
export function securityHeaders(options: { publicUrlIsHttps: boolean; uploadOrigins?: string[] }): Middleware {
  // The two policies this site can send (over plain HTTP and over HTTPS), made once.
  const policies = {
    http: contentSecurityPolicy(false, options.uploadOrigins),
    https: contentSecurityPolicy(true, options.uploadOrigins),
  };
  return async (ctx, next) => {
    // ctx.secure honours X-Forwarded-Proto only when TRUST_PROXY turned on app.proxy.
    const https = options.publicUrlIsHttps || ctx.secure;
    ctx.set('Content-Security-Policy', https ? policies.https : policies.http);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Older browsers ignore frame-ancestors; this says the same to them.
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // HSTS over plain HTTP is ignored by browsers and would only mislead; send it when the site is HTTPS.
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000');
    try {
      await next();
    } finally {
      ctx.remove('X-Powered-By');
      if (ctx.status < 400 && SUBRESOURCE.test(ctx.path)) for (const name of DOCUMENT_ONLY) ctx.remove(name);
    }
  };
}
