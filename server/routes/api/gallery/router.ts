import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { Context } from 'koa';
import type { GalleryPageDto } from '@shared/api/gallery';
import { GALLERY_FIRST_PAGE, GALLERY_NEXT_PAGE } from '@shared/constants';
import { badRequest } from '@server/errors';
import type { GalleryOrderDto, GalleryReorderResultDto } from '@shared/api/types';
import { currentGalleryOrder } from './orderVersion';
import { readCursor } from './cursor';
import { listGalleryPage } from './reads';
import { applyReorder } from './reorder';

const BAD_CURSOR = 'cursor must be the X-Next-Cursor of an earlier page';

export function galleryRouter(): Router {
  const router = apiRouter();

  // The answer depends on who asks (own pending images, admin flags): no shared cache may hand it on.
  const personal = (ctx: Context) => {
    ctx.vary('Cookie');
    ctx.vary('Authorization');
    if (ctx.state.user) ctx.set('Cache-Control', 'private, no-store');
  };

  // The plain list call answers an array; `?limit=n` (and then `&cursor=`) pages through the same order,
  // with the next page's cursor in X-Next-Cursor, absent on the last page.
  route(router, 'gallery', async (ctx) => {
    const query = ctx.input.query;
    const cursor = query.cursor ? readCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw badRequest(BAD_CURSOR, { cursor: [BAD_CURSOR] });
    const page = await listGalleryPage(ctx.deps.db, ctx.state.user, { limit: query.limit, cursor });
    personal(ctx);
    if (page.nextCursor) ctx.set('X-Next-Cursor', page.nextCursor);
    ctx.body = page.images;
  });

  // The gallery page's own reads (ADR 012), as paths so they are cached reads like any other (a read
  // GETs its query key joined with '/'): the first screenful, then each following page, with the cursor in the body.
  route(router, 'galleryFirstPage', async (ctx) => {
    const body: GalleryPageDto = await listGalleryPage(ctx.deps.db, ctx.state.user, { limit: GALLERY_FIRST_PAGE });
    personal(ctx);
    ctx.body = body;
  });

  route(router, 'galleryAfter', async (ctx) => {
    const cursor = readCursor(ctx.params.cursor);
    if (!cursor) throw badRequest(BAD_CURSOR, { cursor: [BAD_CURSOR] });
    const body: GalleryPageDto = await listGalleryPage(ctx.deps.db, ctx.state.user, {
      limit: GALLERY_NEXT_PAGE,
      cursor,
    });
    personal(ctx);
    ctx.body = body;
  });

  route(router, 'galleryReorder', async (ctx) => {
    const admin = ctx.state.user;
    const { imageUpdates, version } = ctx.input.body;
    const body: GalleryReorderResultDto = await applyReorder(ctx.deps.db, imageUpdates, version, admin.id);
    ctx.body = body;
  });

  route(router, 'galleryOrder', async (ctx) => {
    const body: GalleryOrderDto = await currentGalleryOrder(ctx.deps.db.read);
    ctx.body = body;
  });

  return router;
}
