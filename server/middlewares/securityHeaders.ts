import type { Middleware } from 'koa';
import { randomBytes } from 'node:crypto';

/** Hosts the home page's video blocks may frame (shared/lib/video.ts builds the player addresses). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy for one response. Scripts run only from this origin or with this response's
 * nonce, so an injected <script>, an onerror attribute or a javascript: URL does nothing even if some markup
 * slipped past the sanitiser. Styles need no 'unsafe-inline': nothing renders style attributes or <style>.
 * Images may come from any https host because admin-written HTML and image addresses can point elsewhere.
 */
export function contentSecurityPolicy(nonce: string, https: boolean, uploadOrigins: string[] = []): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
 * Security headers on every response (pages, API, static files and errors alike). The per-request nonce is
 * left in ctx.state.cspNonce for the document shell, which puts it on its <script> tags.
 */
export function securityHeaders(options: { publicUrlIsHttps: boolean; uploadOrigins?: string[] }): Middleware {
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64');
    ctx.state.cspNonce = nonce;
    // ctx.secure honours X-Forwarded-Proto only when TRUST_PROXY turned on app.proxy.
    const https = options.publicUrlIsHttps || ctx.secure;
    ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce, https, options.uploadOrigins));
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
    }
  };
}

declare module 'koa' {
  interface DefaultState {
    /** Set by securityHeaders() for every request. */
    cspNonce: string;
  }
}
