import sharp from 'sharp';
import type { Readable } from 'node:stream';
import type { Storage, StoredObject } from './storage';
import { mainKeyOf } from './images';
import { inImageQueue } from './imageQueue';
import { IMAGE_MAX_PIXELS } from '../../shared/constants';

/**
 * Link previews (chat programs, social sites) show a picture at 1.91 : 1 and many of them read only JPEG or PNG,
 * while the site stores pictures as WebP (images.ts). So a stored upload has a share rendition: a 1200 x 630 JPEG
 * cut from its stored main picture, made the first time it is asked for (through the image queue, like any
 * picture work) and kept beside its sizes, so later requests are a plain read. Uploads stored before this
 * existed get theirs the same way. Deleting the upload deletes it with the sizes (`uploads/<id>.` prefix).
 */

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The rendition's public address; served by the files router with the picture's own access rule. */
export const shareImagePath = (id: string) => `/objects/uploads/${id}/share.jpg`;
export const shareKeyOf = (id: string) => `${mainKeyOf(id)}.share.jpg`;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The JPEG: the stored picture cut to fill the frame around its most eye-catching part, on white where it is clear. */
export async function renderShareImage(stored: Buffer): Promise<Buffer> {
  return sharp(stored, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Upload `id`'s share rendition, made now if it is missing; null when the upload has no stored picture. */
export async function shareImageOf(storage: Storage, id: string): Promise<StoredObject | null> {
  const kept = await storage.get(shareKeyOf(id));
  if (kept) return kept;
  const main = await storage.get(mainKeyOf(id));
  if (!main) return null;
  const source = await bytesOf(main.body);
  // Two first requests at once both make it; the second write replaces the first with the same picture.
  const jpeg = await inImageQueue(() => renderShareImage(source));
  await storage.put(shareKeyOf(id), jpeg, SHARE_IMAGE.type);
  return storage.get(shareKeyOf(id));
}
