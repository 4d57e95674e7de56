import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { countDemoContent, removeDemoContent } from '@server/services/demoContent';

/** What the demo seed wrote, counted for the confirmation, and removing all of it at once (ADR 043). */
export function demoContentRouter(): Router {
  const router = apiRouter();

  route(router, 'adminDemoContent', async (ctx) => {
    ctx.body = await countDemoContent(ctx.deps);
  });

  route(router, 'adminDemoContentRemove', async (ctx) => {
    ctx.body = { removed: await removeDemoContent(ctx.deps) };
  });

  return router;
}
