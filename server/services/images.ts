import sharp, { type Metadata } from 'sharp';
import { randomUUID } from 'node:crypto';
import type { Storage } from './storage';
import { HttpError } from '../errors';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';

/**
 * The image pipeline: only real JPEG, PNG or WebP files (judged by their bytes), turned upright, stripped of
 * every piece of metadata (GPS included) by re-encoding, and stored as WebP in the sizes pages ask for.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
const MAX_MAIN_WIDTH = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  widths: number[];
}

export const uploadUrlOf = (id: string) => `/objects/uploads/${id}`;
export const mainKeyOf = (id: string) => `uploads/${id}`;
export const variantKeyOf = (id: string, width: number) => `uploads/${id}.w${width}`;

export async function ingestImage(storage: Storage, input: Buffer, id: string = randomUUID()): Promise<StoredImage> {
  if (input.length > IMAGE_UPLOAD_MAX_BYTES) throw new HttpError(413, 'Images must be 10 MB or smaller.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new HttpError(415, 'That file is not an image we can read. Please choose a JPG, PNG or WebP photo.');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw new HttpError(415, 'Only JPG, PNG and WebP images are accepted.');
  }
  const written: string[] = [];
  try {
    // rotate() applies the EXIF orientation; output without withMetadata() carries no EXIF, XMP, IPTC or GPS.
    const upright = sharp(input, { failOn: 'error' }).rotate();
    const main = await upright
      .clone()
      .resize({ width: MAX_MAIN_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const widths = IMAGE_WIDTHS.filter((w) => w < main.info.width);
    for (const w of widths) {
      const buf = await upright.clone().resize({ width: w }).webp({ quality: 78 }).toBuffer();
      const key = variantKeyOf(id, w);
      await storage.put(key, buf, 'image/webp');
      written.push(key);
    }
    const info = { width: main.info.width, height: main.info.height, widths };
    await storage.put(mainKeyOf(id), main.data, 'image/webp', info);
    written.push(mainKeyOf(id));
    return { id, url: uploadUrlOf(id), ...info };
  } catch (err) {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => undefined)));
    if (err instanceof HttpError) throw err;
    throw new HttpError(415, 'That image could not be processed. It may be damaged; please try another file.');
  }
}

/** The stored key that best serves a request for `width` pixels: the smallest variant at least that wide. */
export function pickVariantKey(id: string, meta: Record<string, unknown>, width: number | null): string {
  const widths = Array.isArray(meta.widths) ? (meta.widths as number[]) : [];
  if (width == null) return mainKeyOf(id);
  const fit = widths.filter((w) => w >= width).sort((a, b) => a - b)[0];
  return fit ? variantKeyOf(id, fit) : mainKeyOf(id);
}
