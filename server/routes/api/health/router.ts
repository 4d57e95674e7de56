import Router from '@koa/router';

export function healthRouter(): Router {
  const router = new Router();
  // The server only listens once migrations have run, so answering at all means ready.
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true };
  });
  return router;
}
