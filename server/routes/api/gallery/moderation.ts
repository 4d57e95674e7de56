import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiRouter, route } from '../routing';
import { claimVersion } from '@server/db/versions';
import { GalleryImage, HiddenImage, User } from '@server/db/entities';
import { conflict, notFound } from '@server/errors';
import { presentGalleryImageFor, presentHiddenImage } from '@server/presenters/gallery';
import { forgetUpload } from '@server/services/uploadReferences';
import { photoApproved, photoDeclined } from '@server/services/mail/photoMessages';
import type { EntityManager } from 'typeorm';
import { isId } from '@shared/schemas/common';
import { detailChangesOf } from '@shared/schemas/galleryImageDetails';
import { migrateGalleryUrls } from './migrateUrls';
import { claimGalleryOrder } from './orderVersion';

const IMAGE_NOT_FOUND = 'Image not found';
export const NOT_PENDING = 'Only a photo that waits for approval can be declined.';

/** The member who added a photo, when there is one to tell (an admin's own upload, or a demo picture, has none). */
async function uploaderOf(m: EntityManager, image: GalleryImage, admin: User): Promise<User | null> {
  if (!image.uploadedBy || image.uploadedBy === admin.id) return null;
  const user = await m.findOneBy(User, { id: image.uploadedBy });
  return user && !user.disabled ? user : null;
}

const siteOf = (ctx: Context) => ({ org: ctx.deps.org, publicUrl: ctx.deps.config.publicUrl });

/** The image's id from the path, or 404 before any query when it cannot be one. */
function imageIdOf(raw: string): string {
  if (!isId(raw)) throw notFound(IMAGE_NOT_FOUND);
  return raw;
}

/**
 * Admin tools for the gallery: approving members' uploads, the above/below toggle, correcting a picture's words,
 * hiding and unhiding, and the one-off repair of image addresses stored by older versions of the site.
 */
export function galleryAdminRouter(): Router {
  const router = apiRouter();

  route(router, 'adminMigrateGalleryUrls', async (ctx) => {
    ctx.body = await migrateGalleryUrls(ctx.deps.db);
  });

  route(router, 'adminImageUpdate', async (ctx) => {
    const admin = ctx.state.user;
    const id = imageIdOf(ctx.params.id);
    const input = ctx.input.body;
    const { image, hidden } = await ctx.deps.db.write(async (m) => {
      const image = await claimVersion(m, GalleryImage, { id }, input.version, {
        thing: 'image',
        present: (row: GalleryImage) => presentGalleryImageFor(admin, row, false),
      });
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      const changes: Partial<GalleryImage> = detailChangesOf(input);
      if (input.isPublic !== undefined) changes.isPublic = input.isPublic;
      // Approved now (it was waiting): the member who added it hears so, in the transaction that approves it.
      const approved = input.isPublic === true && !image.isPublic;
      if (input.position !== undefined) {
        // The toggle must show: the picture goes first among those marked like it (ADR 012), so moving up is
        // never left beyond the eighth 'above' place, where visitors would still see it below the divider.
        const first = await m
          .createQueryBuilder(GalleryImage, 'g')
          .select('MIN(g.display_order)', 'min')
          .where('g.position = :p AND g.id <> :id', { p: input.position, id })
          .getRawOne<{ min: number | string | null }>();
        changes.position = input.position;
        // A change of the order like a reorder: a board made before it is stale.
        await claimGalleryOrder(m, undefined, admin.id);
        if (first?.min != null) changes.displayOrder = Math.min(image.displayOrder, Number(first.min) - 1);
      }
      await m.update(GalleryImage, { id }, changes);
      const uploader = approved ? await uploaderOf(m, image, admin) : null;
      if (uploader) await ctx.deps.mailQueue.enqueue(m, photoApproved(siteOf(ctx), uploader, { ...image, ...changes }));
      return { image: Object.assign(image, changes), hidden: await m.existsBy(HiddenImage, { imageId: id }) };
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentGalleryImageFor(admin, image, hidden);
  });

  // Declining removes a member's waiting photo and mails them the admin's reason, in one transaction.
  route(router, 'adminImageDecline', async (ctx) => {
    const admin = ctx.state.user;
    const id = imageIdOf(ctx.params.id);
    const { reason } = ctx.input.body;
    const image = await ctx.deps.db.write(async (m) => {
      const image = await m.findOneBy(GalleryImage, { id });
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      if (image.isPublic) throw conflict(NOT_PENDING);
      const removed = await m.delete(GalleryImage, { id, isPublic: false });
      if (!removed.affected) throw conflict(NOT_PENDING);
      await m.delete(HiddenImage, { imageId: id });
      const uploader = await uploaderOf(m, image, admin);
      if (uploader) await ctx.deps.mailQueue.enqueue(m, photoDeclined(siteOf(ctx), uploader, image, reason));
      return image;
    });
    ctx.deps.mailQueue.kick();
    await forgetUpload(ctx.deps, image.imageUrl);
    ctx.status = 204;
  });

  // Hiding keeps the image and its files; it only takes the image out of everyone's gallery but admins'.
  route(router, 'adminImageHide', async (ctx) => {
    const admin = ctx.state.user;
    const id = imageIdOf(ctx.params.id);
    const { row, created } = await ctx.deps.db.write(async (m) => {
      if (!(await m.existsBy(GalleryImage, { id }))) throw notFound(IMAGE_NOT_FOUND);
      // Hiding twice is not an error, and leaves the first admin's record in place. image_id is unique, and
      // the insert yields to a row that is already there (or that a concurrent request has just committed:
      // PostgreSQL waits for it, then skips), so two admins clicking at once both get an answer, never a 500.
      const rowId = randomUUID();
      await m
        .createQueryBuilder()
        .insert()
        .into(HiddenImage)
        .values({ id: rowId, imageId: id, hiddenBy: admin.id, createdAt: new Date() })
        .orIgnore()
        .execute();
      const row = await m.findOneByOrFail(HiddenImage, { imageId: id });
      return { row, created: row.id === rowId };
    });
    ctx.status = created ? 201 : 200;
    ctx.body = presentHiddenImage(row);
  });

  route(router, 'adminImageShow', async (ctx) => {
    const id = imageIdOf(ctx.params.id);
    await ctx.deps.db.write(async (m) => {
      if (!(await m.existsBy(GalleryImage, { id }))) throw notFound(IMAGE_NOT_FOUND);
      await m.delete(HiddenImage, { imageId: id });
    });
    ctx.status = 204;
  });

  return router;
}
