import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { notFound } from '@server/errors';
import { isVideoName, scanVideoFiles, videoKeyOf } from '@server/services/videos';

const ONE_HOUR = 60 * 60;

/** The Video File Scanner's read (GET /api/admin/scan-video-files) and the stored videos themselves. */
export function videosRouter(): Router {
  const router = apiRouter();

  route(router, 'adminScanVideos', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { videos: await scanVideoFiles(ctx.deps.storage) };
  });

  // A name may be replaced by a new file of the same name, so unlike image uploads this is cached briefly.
  route(router, 'storedVideo', async (ctx) => {
    const { name } = ctx.params;
    if (!isVideoName(name)) throw notFound();
    const obj = await ctx.deps.storage.get(videoKeyOf(name));
    if (!obj) throw notFound();
    ctx.set('Cache-Control', `public, max-age=${ONE_HOUR}`);
    ctx.type = obj.contentType;
    ctx.length = obj.size;
    ctx.body = obj.body;
  });

  return router;
}
