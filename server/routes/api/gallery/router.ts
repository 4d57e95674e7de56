import Router from '@koa/router';
import { badRequest } from '../../../errors';
import { parseInput } from '../../../middlewares/validate';
import { requireAdmin } from '../../../policies';
import { galleryPageQuerySchema } from '../../../../shared/schemas/galleryList';
import { reorderGallerySchema } from '../../../../shared/schemas/galleryAdmin';
import type { GalleryReorderResultDto } from '../../../../shared/api/types';
import { readCursor } from './cursor';
import { listGalleryPage } from './reads';
import { applyReorder } from './reorder';

const BAD_CURSOR = 'cursor must be the X-Next-Cursor of an earlier page';

export function galleryRouter(): Router {
  const router = new Router();

  // The spec's list call answers an array; `?limit=n` (and then `&cursor=`) pages through the same order,
  // with the next page's cursor in X-Next-Cursor, absent on the last page.
  router.get('/api/gallery', async (ctx) => {
    const query = parseInput(galleryPageQuerySchema, ctx.query);
    const cursor = query.cursor ? readCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw badRequest(BAD_CURSOR, { cursor: [BAD_CURSOR] });
    const page = await listGalleryPage(ctx.deps.db, ctx.state.user, { limit: query.limit, cursor });
    // The answer depends on who asks (own pending images, admin flags): no shared cache may hand it on.
    ctx.vary('Cookie');
    ctx.vary('Authorization');
    if (ctx.state.user) ctx.set('Cache-Control', 'private, no-store');
    if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
    ctx.body = page.images;
  });

  router.put('/api/gallery/reorder', async (ctx) => {
    requireAdmin(ctx);
    const { imageUpdates } = parseInput(reorderGallerySchema, ctx.request.body);
    const body: GalleryReorderResultDto = { updated: await applyReorder(ctx.deps.db, imageUpdates) };
    ctx.body = body;
  });

  return router;
}
