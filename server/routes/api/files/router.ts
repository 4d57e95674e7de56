import type Router from '@koa/router';
import type { Context } from 'koa';
import type { StoredObject } from '@server/services/storage';
import { shareImageOf, shareKeyOf } from '@server/services/shareImages';
import { apiRouter, route } from '../routing';
import { PLACEHOLDER_SVG } from '@server/services/placeholder';
import { pickVariantKey } from '@server/services/images';
import { isUploadPublic, uploadOwners } from '@server/services/uploadReferences';
import { notFound } from '@server/errors';
import { mayViewUpload } from '@server/policies';
import { isId } from '@shared/schemas/common';

const ONE_DAY = 24 * 60 * 60;

/** Upload `:id` if the caller may see it (module comment below), else the 404 a missing file gets. */
async function mayFetchUpload(ctx: Context): Promise<{ id: string; isPublic: boolean }> {
  const { id } = ctx.params;
  // Also on refusals: a shared cache must not keep a 404 that turns into the picture once it is approved.
  ctx.set('Cache-Control', 'no-store');
  if (!isId(id)) throw notFound();
  const viewer = ctx.state.user;
  const isPublic = await isUploadPublic(ctx.deps, id);
  if (!(await mayViewUpload(viewer, { isPublic, owners: () => uploadOwners(ctx.deps, id) }))) throw notFound();
  return { id, isPublic };
}

/** A stored file with its caching: a year for public ones, none for the rest; an ETag named after its key. */
function sendStored(ctx: Context, key: string, obj: StoredObject | null, isPublic: boolean) {
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
}

export function filesRouter(): Router {
  const router = apiRouter();

  route(router, 'placeholderImage', async (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    ctx.body = PLACEHOLDER_SVG;
  });

  // Stored uploads and their sizes. A file visitors may see (isUploadPublic) never changes at its address (ids are
  // never reused): cached for a year by anyone. Any other file (a photo waiting for approval, a hidden one, an
  // upload not added anywhere yet) goes only to the accounts it belongs to and to admins, and no cache keeps it;
  // everyone else gets the same 404 as for a file that does not exist, so the site never hosts what nobody approved.
  route(router, 'storedFile', async (ctx) => {
    const { id, isPublic } = await mayFetchUpload(ctx);
    const storage = ctx.deps.storage;
    const main = await storage.head(`uploads/${id}`);
    if (!main) throw notFound();
    const w = Number(ctx.query.w);
    const key = pickVariantKey(id, main.meta, Number.isInteger(w) && w > 0 ? w : null);
    sendStored(ctx, key, await storage.get(key), isPublic);
  });

  // The picture as link previews take it (services/shareImages.ts), under the picture's own access rule.
  route(router, 'storedShareImage', async (ctx) => {
    const { id, isPublic } = await mayFetchUpload(ctx);
    sendStored(ctx, shareKeyOf(id), await shareImageOf(ctx.deps.storage, id), isPublic);
  });

  return router;
}
