import type { Database } from '@server/db/database';
import { GalleryImage } from '@server/db/entities';
import type { GalleryUrlMigrationDto } from '@shared/api/types';
import { objectIdFromUrl, objectPathOf } from '@shared/lib/objectPaths';

/**
 * Rewrites every gallery address that is a raw upload URL to the stored path `/objects/uploads/{id}`, in
 * one transaction. Addresses already in that form are left alone (running it twice changes nothing);
 * addresses that name no upload are left as they are and counted as errors for the admin to look at.
 */
export async function migrateGalleryUrls(db: Database): Promise<GalleryUrlMigrationDto> {
  return db.write(async (m) => {
    const rows: Array<{ id: string; imageUrl: string }> = await m
      .createQueryBuilder(GalleryImage, 'g')
      .select('g.id', 'id')
      .addSelect('g.image_url', 'imageUrl')
      .getRawMany();
    let migrated = 0;
    let errors = 0;
    for (const row of rows) {
      // The shared reader, in its lenient form for what older versions stored (shared/lib/objectPaths.ts).
      const id = objectIdFromUrl(row.imageUrl, 'stored');
      if (!id) {
        errors += 1;
        continue;
      }
      if (row.imageUrl.toLowerCase() === objectPathOf(id)) continue;
      await m.update(GalleryImage, { id: row.id }, { imageUrl: objectPathOf(id) });
      migrated += 1;
    }
    return { migrated, errors };
  });
}
