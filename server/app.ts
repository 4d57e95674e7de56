import Koa from 'koa';
import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { AppDeps } from './deps';
import { requestLog } from './middlewares/requestLog';
import { errorHandler } from './middlewares/errors';
import { privateAnswers } from './middlewares/privateAnswers';
import { securityHeaders } from './middlewares/securityHeaders';
import { staticFiles } from './middlewares/staticFiles';
import { rejectBadlyEncodedAddresses } from './middlewares/urlEncoding';
import { sessionMiddleware } from './middlewares/session';
import { csrfProtection } from './middlewares/csrf';
import { rateLimit, rateLimitByAccount } from './middlewares/rateLimit';
import { RateLimitStore, type CounterStore } from './middlewares/rateLimitStore';
import { loadUser } from './middlewares/auth';
import { largeJsonBodies } from './middlewares/largeJsonBodies';
import { parseBodies } from './middlewares/bodyParsing';
import { publicCache } from './middlewares/publicCache';
import { apiRouters } from './routes/api';
import { CLIENT_DIST_DIR } from './lib/paths';

/**
 * The request chain: log -> no-store for private answers -> errors -> headers -> addresses that do not decode ->
 * compression -> static files -> body -> rate limits -> session -> CSRF check -> user -> public response cache ->
 * API routes (validate, load, policy, change, present) -> server-rendered pages.
 */
export function createApp(deps: AppDeps, options: { rateLimitStore?: CounterStore } = {}): Koa {
  // Only behind a proxy we trust may X-Forwarded-For/-Proto decide the client address and https.
  const app = new Koa({ proxy: deps.config.trustProxy });
  const httpsSite = deps.config.publicUrl.startsWith('https:');
  app.keys = [deps.config.sessionSecret];
  app.context.deps = deps;
  app.silent = true; // errors are logged by errorHandler, once

  app.use(requestLog(deps.metrics));
  // Outside the error handler, so the error answers it makes are covered too.
  app.use(privateAnswers());
  app.use(errorHandler());
  const uploadOrigins = deps.storage.browserOrigin ? [deps.storage.browserOrigin] : [];
  app.use(securityHeaders({ publicUrlIsHttps: httpsSite, uploadOrigins }));
  app.use(rejectBadlyEncodedAddresses());
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(staticFiles(CLIENT_DIST_DIR));
  app.use(largeJsonBodies());
  const parseBody = parseBodies({ enableTypes: ['json', 'form'], jsonLimit: '100kb', formLimit: '20kb' });
  // Upload targets take the file itself as the body, whatever Content-Type the client declares; the route
  // streams it with its own limit.
  app.use((ctx, next) => (ctx.path.startsWith('/objects/upload/') ? next() : parseBody(ctx, next)));
  const limitStore = options.rateLimitStore ?? new RateLimitStore();
  if (deps.config.rateLimits) app.use(rateLimit(limitStore));
  if (httpsSite) {
    // The public address is https, so the browser's side of the connection is encrypted even when a proxy
    // speaks plain HTTP to us; without this, Secure cookies would be refused whenever TRUST_PROXY is off.
    app.use(async (ctx, next) => {
      ctx.cookies.secure = true;
      await next();
    });
  }
  app.use(sessionMiddleware(app, deps.db, httpsSite));
  app.use(csrfProtection(deps.config.publicUrl));
  app.use(loadUser());
  // Limits that depend on who calls (admins' own upload allowance) are checked once the caller is known.
  if (deps.config.rateLimits) app.use(rateLimitByAccount(limitStore));
  // Another instance may have saved the site settings: a cheap version check first, so no page shows the old ones.
  app.use(async (_ctx, next) => {
    await deps.siteSettings.fresh().catch((err: unknown) => deps.log.warn('site settings check failed', { err }));
    return next();
  });
  app.use(publicCache(deps.responseCache));

  for (const router of apiRouters()) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/objects/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await deps.pages.page(ctx);
  });

  return app;
}
