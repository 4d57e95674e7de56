import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/database';
import { GalleryImage, HiddenImage } from '@server/db/entities';

/**
 * Gallery rows for the gallery tests, written straight to the database (uploads are tested with their own
 * endpoint). Each new row is one second younger than the last, so creation order is predictable.
 */
let clock = Date.UTC(2025, 0, 1);

export function addImage(db: Database, fields: Partial<GalleryImage> = {}): Promise<GalleryImage> {
  return db.write((m) =>
    m.save(
      m.create(GalleryImage, {
        title: 'Sample photo',
        description: null,
        imageUrl: `/objects/uploads/${randomUUID()}`,
        altText: null,
        category: 'conservation',
        uploadedBy: null,
        isPublic: true,
        displayOrder: 0,
        position: 'above',
        createdAt: new Date((clock += 1000)),
        ...fields,
      }),
    ),
  );
}

export function hideImage(db: Database, imageId: string, hiddenBy: string): Promise<HiddenImage> {
  return db.write((m) => m.save(m.create(HiddenImage, { imageId, hiddenBy, createdAt: new Date() })));
}

/** Empties the gallery between tests that need a known set of images. */
export async function clearGallery(db: Database): Promise<void> {
  await db.write(async (m) => {
    await m.createQueryBuilder().delete().from(HiddenImage).execute();
    await m.createQueryBuilder().delete().from(GalleryImage).execute();
  });
}

export const titlesOf = (body: Array<{ title: string }>) => body.map((g) => g.title);
