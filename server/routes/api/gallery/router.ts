import Router from '@koa/router';
import { listGallery } from './reads';

export function galleryRouter(): Router {
  const router = new Router();
  router.get('/api/gallery', async (ctx) => {
    ctx.body = await listGallery(ctx.deps.db);
  });
  return router;
}
