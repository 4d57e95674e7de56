import type { Database } from '../../../db/database';
import { GalleryImage } from '../../../db/entities';
import type { GalleryUrlMigrationDto } from '../../../../shared/api/types';
import { objectPathOf } from '../../../../shared/lib/objectPaths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NORMALISED = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Folders a stored upload's id sits in: ours (served and upload paths), S3's raw uploads, older buckets' uploads. */
const UPLOAD_FOLDERS = new Set(['uploads', 'upload', 'incoming']);

/**
 * The upload id inside an image address the gallery may hold: `/objects/uploads/{id}` itself, the same on a
 * full address (`https://host/objects/uploads/{id}`), our own signed upload URL (`/objects/upload/{id}?...`),
 * or a storage service's (presigned) URL whose path ends in `uploads/{id}` or `incoming/{id}`. Null when the
 * address names no upload. (D1's shared/lib/objectPaths.ts does the same for new uploads; this one only
 * has to read what older versions of the site stored.)
 */
export function uploadIdOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [folder, id] = segments.slice(-2);
  return segments.length >= 2 && UPLOAD_FOLDERS.has(folder) && UUID.test(id) ? id : null;
}

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
      if (NORMALISED.test(row.imageUrl)) continue;
      const id = uploadIdOf(row.imageUrl);
      if (!id) {
        errors += 1;
        continue;
      }
      await m.update(GalleryImage, { id: row.id }, { imageUrl: objectPathOf(id) });
      migrated += 1;
    }
    return { migrated, errors };
  });
}
