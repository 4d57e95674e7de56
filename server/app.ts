import Koa from 'koa';
import zlib from 'node:zlib';
import compress from 'koa-compress';
import { bodyParser } from '@koa/bodyparser';
import type { AppDeps } from './deps';
import { requestLog } from './middlewares/requestLog';
import { errorHandler } from './middlewares/errors';
import { securityHeaders } from './middlewares/securityHeaders';
import { staticFiles } from './middlewares/staticFiles';
import { sessionMiddleware } from './middlewares/session';
import { loadUser } from './middlewares/auth';
import { apiRouters } from './routes/api';
import { CLIENT_DIST_DIR } from './lib/paths';

/**
 * The request chain (ARCHITECTURE.md): log -> errors -> headers -> compression -> static files ->
 * body -> session -> user -> API routes (validate, load, policy, change, present) -> server-rendered pages.
 */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.keys = [deps.config.sessionSecret];
  app.context.deps = deps;
  app.silent = true; // errors are logged by errorHandler, once

  app.use(requestLog());
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(staticFiles(CLIENT_DIST_DIR));
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: '100kb',
      formLimit: '20kb',
      encoding: 'utf-8',
    }),
  );
  app.use(sessionMiddleware(app, deps.db, deps.config.publicUrl.startsWith('https:')));
  app.use(loadUser());

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
