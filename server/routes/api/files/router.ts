import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { PLACEHOLDER_SVG } from '@server/services/placeholder';
import { pickVariantKey } from '@server/services/images';
import { isUploadPublic, uploadOwners } from '@server/services/uploadReferences';
import { notFound } from '@server/errors';
import { isId } from '@shared/schemas/common';

const ONE_DAY = 24 * 60 * 60;

export function filesRouter(): Router {
  const router = apiRouter();

  route(router, 'placeholderImage', async (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    ctx.body = PLACEHOLDER_SVG;
  });

  route(router, 'newsletterPdf', async (ctx) => {
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', 'inline; filename="newsletter.pdf"');
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    // The PDF library and its fonts load on the first request for the file, not at every start.
    const { newsletterPdf } = await import('@server/services/newsletter');
    ctx.body = await newsletterPdf(ctx.deps.org);
  });

  // Stored uploads and their sizes. A file visitors may see (isUploadPublic) never changes at its address (ids are
  // never reused): cached for a year by anyone. Any other file (a photo waiting for approval, a hidden one, an
  // upload not added anywhere yet) goes only to the accounts it belongs to and to admins, and no cache keeps it;
  // everyone else gets the same 404 as for a file that does not exist, so the site never hosts what nobody approved.
  route(router, 'storedFile', async (ctx) => {
    const { id } = ctx.params;
    // Also on refusals: a shared cache must not keep a 404 that turns into the picture once it is approved.
    ctx.set('Cache-Control', 'no-store');
    if (!isId(id)) throw notFound();
    const viewer = ctx.state.user;
    const isPublic = await isUploadPublic(ctx.deps, id);
    if (!isPublic && !viewer?.isAdmin && !(viewer && (await uploadOwners(ctx.deps, id)).has(viewer.id)))
      throw notFound();
    const storage = ctx.deps.storage;
    const main = await storage.head(`uploads/${id}`);
    if (!main) throw notFound();
    const w = Number(ctx.query.w);
    const key = pickVariantKey(id, main.meta, Number.isInteger(w) && w > 0 ? w : null);
    const obj = await storage.get(key);
    if (!obj) throw notFound();
    ctx.set('Cache-Control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store');
    ctx.set('ETag', `"${key.replace(/[^\w.-]/g, '')}"`);
    ctx.status = 200;
    if (ctx.fresh) {
      obj.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.type = obj.contentType;
    ctx.length = obj.size;
    ctx.body = obj.body;
  });

  return router;
}
