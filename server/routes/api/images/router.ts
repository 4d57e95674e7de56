import type Router from '@koa/router';
import { queueMemberPhotoNotices } from '@server/services/mail/outgoing';
import { apiRouter, route } from '../routing';
import { claimVersion } from '@server/db/versions';
import { GalleryImage, HiddenImage } from '@server/db/entities';
import { mayDeleteImage, mayEditImageDetails } from '@server/policies';
import { badRequest, forbidden, notFound } from '@server/errors';
import { presentGalleryImage } from '@server/presenters';
import { presentGalleryImageFor } from '@server/presenters/gallery';
import { finaliseUpload, UPLOAD_NOT_FOUND_MESSAGE } from '@server/services/uploads';
import { forgetUpload } from '@server/services/uploadReferences';
import { detailChangesOf } from '@shared/schemas/galleryImageDetails';
import { objectIdFromUrl, objectPathOf } from '@shared/lib/objectPaths';
import { idParam } from '../idParam';

const IMAGE_NOT_FOUND = 'Image not found';
const NOT_YOURS_TO_EDIT = 'You can only change the details of your own photos while they wait for approval.';

/**
 * Gallery writes by members: add an uploaded photo, correct its words while it waits for approval, delete one's
 * own (admins: any).
 */
export function imagesRouter(): Router {
  const router = apiRouter();

  route(router, 'imageCreate', async (ctx) => {
    const user = ctx.state.user;
    const input = ctx.input.body;
    const uploadId = objectIdFromUrl(input.imageUrl);
    if (!uploadId) throw badRequest(UPLOAD_NOT_FOUND_MESSAGE, { imageUrl: [UPLOAD_NOT_FOUND_MESSAGE] });
    // Only the uploader's own file, or any file for an admin (finaliseUpload checks).
    await finaliseUpload(ctx.deps, uploadId, user);

    const row = await ctx.deps.db.write(async (m) => {
      const last = await m
        .createQueryBuilder(GalleryImage, 'g')
        .select('MAX(g.display_order)', 'max')
        .getRawOne<{ max: number | string | null }>();
      // A member's photo waits for an admin: the office hears of it in the same transaction.
      if (!user.isAdmin) await queueMemberPhotoNotices(ctx.deps, m, user, input);
      return m.save(
        m.create(GalleryImage, {
          title: input.title,
          description: input.description,
          // Only the public path is kept: the upload URL expires and names a host that may change.
          imageUrl: objectPathOf(uploadId),
          altText: input.altText,
          category: input.category,
          uploadedBy: user.id,
          // Members' photos wait for an admin's approval; admins publish at once.
          isPublic: user.isAdmin,
          position: 'above',
          displayOrder: last?.max == null ? 0 : Number(last.max) + 1,
          createdAt: new Date(),
        }),
      );
    });
    if (!user.isAdmin) ctx.deps.mailQueue.kick();
    ctx.status = 201;
    // As the uploader sees it: a member's photo says it is pending, so the dialog can say it waits for approval.
    ctx.body = presentGalleryImageFor(user, row, false);
  });

  route(router, 'imageUpdate', async (ctx) => {
    const user = ctx.state.user;
    const id = idParam(ctx, IMAGE_NOT_FOUND);
    const input = ctx.input.body;
    const { image, hidden } = await ctx.deps.db.write(async (m) => {
      const before = await m.findOneBy(GalleryImage, { id });
      if (!before) throw notFound(IMAGE_NOT_FOUND);
      // Refused before the version check, so someone who may not edit learns nothing about later changes.
      if (!mayEditImageDetails(user, before)) throw forbidden(NOT_YOURS_TO_EDIT);
      const image = await claimVersion(m, GalleryImage, { id }, input.version, {
        thing: 'image',
        present: (row: GalleryImage) => presentGalleryImageFor(user, row, false),
      });
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      // The row as locked now: an approval that landed since the first read ends the uploader's turn.
      if (!mayEditImageDetails(user, image)) throw forbidden(NOT_YOURS_TO_EDIT);
      const changes = detailChangesOf(input);
      await m.update(GalleryImage, { id }, changes);
      return { image: Object.assign(image, changes), hidden: await m.existsBy(HiddenImage, { imageId: id }) };
    });
    ctx.body = presentGalleryImageFor(user, image, hidden);
  });

  route(router, 'imageDelete', async (ctx) => {
    const user = ctx.state.user;
    const id = idParam(ctx, IMAGE_NOT_FOUND);
    const { version } = ctx.input.query;
    const row = await ctx.deps.db.repo(GalleryImage).findOneBy({ id });
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    if (!mayDeleteImage(user, row)) throw forbidden('You can only delete images you uploaded.');

    await ctx.deps.db.write(async (m) => {
      await claimVersion(m, GalleryImage, { id }, version, { thing: 'image', present: presentGalleryImage });
      await m.delete(HiddenImage, { imageId: id });
      await m.delete(GalleryImage, { id });
    });
    await forgetUpload(ctx.deps, row.imageUrl);
    ctx.status = 204;
  });

  return router;
}
