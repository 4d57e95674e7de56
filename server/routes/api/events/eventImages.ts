import type { AppDeps } from '@server/deps';
import type { User } from '@server/db/entities';
import { finaliseUpload } from '@server/services/uploads';
import { objectIdFromUrl, objectPathOf } from '@shared/lib/objectPaths';
import { isStoredImagePath } from '@shared/lib/pastEvents';
import { mainKeyOf } from '@server/services/images';
import type { Storage } from '@server/services/storage/types';

const STORED_PATH = /^\/objects\/uploads\/[0-9a-f-]{36}$/i;

/**
 * An event's image as the database keeps it. The admin's uploader hands back the address it PUT the file to
 * (our signed URL or an S3 presigned one); like POST /api/images, that upload is finalised (an S3 raw file is
 * processed now, a missing one is a 400) and only the public path `/objects/uploads/{id}` is stored, since the
 * upload URL expires and names a host. A value already in that stored form is kept as it is (an image kept
 * while editing), and so is any other path or web address (bulk-created past events name bundled pictures).
 */
async function storedImageAddress(
  deps: Pick<AppDeps, 'storage' | 'db' | 'config'>,
  url: string,
  actor: User,
): Promise<string> {
  if (STORED_PATH.test(url)) return url.toLowerCase();
  const id = objectIdFromUrl(url);
  if (!id) return url;
  await finaliseUpload(deps, id, actor);
  return objectPathOf(id);
}

/** The image fields of a create or edit body, in stored form; fields the body does not carry stay absent. */
export async function storedImageAddresses(
  deps: Pick<AppDeps, 'storage' | 'db' | 'config'>,
  input: { imageUrl?: string | null; imageUrls?: string[] },
  actor: User,
): Promise<{ imageUrl?: string | null; imageUrls?: string[] }> {
  const out: { imageUrl?: string | null; imageUrls?: string[] } = {};
  if (input.imageUrl !== undefined)
    out.imageUrl = input.imageUrl ? await storedImageAddress(deps, input.imageUrl, actor) : null;
  if (input.imageUrls !== undefined) {
    out.imageUrls = [];
    for (const url of input.imageUrls) out.imageUrls.push(await storedImageAddress(deps, url, actor));
  }
  return out;
}

/**
 * Whether `path` names a picture the site holds (`/objects/uploads/{id}` with its file in storage): anything else
 * would show "Image unavailable" wherever it is used.
 */
export async function isStoredImage(storage: Storage, path: string): Promise<boolean> {
  if (!isStoredImagePath(path)) return false;
  const stored = await storage.head(mainKeyOf(objectIdFromUrl(path, 'stored')!));
  return stored !== null && stored.contentType.startsWith('image/');
}
