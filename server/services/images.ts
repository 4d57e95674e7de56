import sharp, { type Metadata } from 'sharp';
import { randomUUID } from 'node:crypto';
import type { Storage } from './storage';
import { HttpError } from '../errors';
import { IMAGE_MAX_DEEP_PIXELS, IMAGE_MAX_PIXELS, IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';
import { imageFormatOf, looksLikeOtherImage, type AcceptedImageFormat } from './imageFormat';
import { inImageQueue } from './imageQueue';

/**
 * The image pipeline: only real JPEG, PNG or WebP files (judged by their first bytes before any decoder runs) of
 * at most IMAGE_MAX_PIXELS pixels (IMAGE_MAX_DEEP_PIXELS at more than 8 bits a channel), first frame only, turned
 * upright, stripped of every piece of metadata (GPS included) by re-encoding, and stored as WebP in the sizes pages
 * ask for. The work waits its turn in the image queue (imageQueue.ts), so pictures never take every thread.
 */
// libvips keeps recent operations and their pixels for reuse; every upload is new, so that cache only holds memory.
sharp.cache(false);

export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
const MAX_MAIN_WIDTH = 2048;

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
/** Where a raw S3 upload waits until it is processed. */
export const incomingKeyOf = (id: string) => `incoming/${id}`;

/** The pixels of an original, decoded once: upright, at most MAX_MAIN_WIDTH wide, 8 bits per channel. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export const tooManyPixelsMessage = (width: number, height: number) =>
  `Images must be 50 megapixels or smaller; this one is ${width} × ${height} pixels. Please choose a smaller photo.`;
const TOO_NARROW_MESSAGE =
  'That image is too long and narrow to show on the site. Please crop it or choose another photo.';
export const tooDeepMessage = (width: number, height: number) =>
  `Images with 16 bits per colour must be 12 megapixels or smaller; this one is ${width} × ${height} pixels. ` +
  'Please save it with 8 bits per colour or choose a smaller picture.';
export const NOT_ACCEPTED_MESSAGE = 'Only JPG, PNG and WebP images are accepted.';
const UNREADABLE_MESSAGE = 'That file is not an image we can read. Please choose a JPG, PNG or WebP photo.';
const DAMAGED_MESSAGE = 'That image could not be processed. It may be damaged; please try another file.';
/** WebP cannot hold a side longer than this. */
const WEBP_MAX_SIDE = 16383;

const isPixelLimitError = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/** An upload's format from its first bytes, or 415 before any decoder runs. */
function acceptedFormatOf(input: Buffer): AcceptedImageFormat {
  const format = imageFormatOf(input);
  if (!format) throw new HttpError(415, looksLikeOtherImage(input) ? NOT_ACCEPTED_MESSAGE : UNREADABLE_MESSAGE);
  return format;
}

/**
 * What every decoder of an upload is told: stop at a broken file, at IMAGE_MAX_PIXELS, and read only the first
 * frame of an animated picture (a hundred frames would cost a hundred decodes for one still on the page).
 */
const UPLOAD_INPUT = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 } as const;

/**
 * Decodes an original once into raw pixels, turned upright (EXIF orientation) and scaled down to the largest
 * stored width. The format check and sharp's `limitInputPixels` are second guards behind ingestImage's, for any
 * caller that comes here directly.
 */
export async function decodeOriginal(input: Buffer): Promise<RawImage> {
  acceptedFormatOf(input);
  try {
    const { data, info } = await sharp(input, UPLOAD_INPUT)
      .rotate()
      .resize({ width: MAX_MAIN_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (err) {
    if (!isPixelLimitError(err)) throw err;
    // Only the header is read again, to say how large the picture is.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    throw new HttpError(413, tooManyPixelsMessage(meta.width ?? 0, meta.height ?? 0));
  }
}

export interface IngestOptions {
  /** Turns the original into pixels; decodeOriginal unless a test watches the decoding. */
  decode?: (input: Buffer) => Promise<RawImage>;
  /**
   * Demo pictures stored while the server starts, before it listens: no request can be kept waiting, so the work
   * runs at once instead of in the image queue (imageQueue.ts), where an upload waits its turn or is refused with
   * 503 when too many already wait.
   */
  beforeListening?: boolean;
}

/**
 * Checks an uploaded file and stores it with all its sizes. The first bytes must be those of a JPEG, PNG or WebP
 * file before any decoder sees it. Then the header is read (format, dimensions, bits per channel; no pixels): a
 * file with more than IMAGE_MAX_PIXELS pixels (IMAGE_MAX_DEEP_PIXELS at 16 bits a channel), or one that could not
 * be stored as WebP, is refused before anything is decoded. An accepted original is then decoded once, and the
 * main image and every width are encoded from those same pixels.
 */
export async function ingestImage(
  storage: Storage,
  input: Buffer,
  id: string = randomUUID(),
  options: IngestOptions = {},
): Promise<StoredImage> {
  if (input.length > IMAGE_UPLOAD_MAX_BYTES) throw new HttpError(413, 'Images must be 10 MB or smaller.');
  const format = acceptedFormatOf(input);
  const work = () => checkAndStore(storage, input, format, id, options);
  return options.beforeListening ? work() : inImageQueue(work);
}

async function checkAndStore(
  storage: Storage,
  input: Buffer,
  format: AcceptedImageFormat,
  id: string,
  options: IngestOptions,
): Promise<StoredImage> {
  let meta: Metadata;
  try {
    // Header only. The pixel limits are ours to check below, with a message that says what is wrong.
    meta = await sharp(input, { ...UPLOAD_INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, UNREADABLE_MESSAGE);
  }
  // The decoder must agree with the first bytes: nothing but the three formats is ever decoded.
  if (meta.format !== format) throw new HttpError(415, NOT_ACCEPTED_MESSAGE);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new HttpError(415, UNREADABLE_MESSAGE);
  if (width * height > IMAGE_MAX_PIXELS) throw new HttpError(413, tooManyPixelsMessage(width, height));
  // 16 bits a channel (PNG) doubles every byte the decoder inflates and converts, and interlaced ones are held
  // whole in memory: a PNG of a few hundred KB cost seconds of CPU and hundreds of MB at 50 megapixels.
  if (meta.depth !== 'uchar' && width * height > IMAGE_MAX_DEEP_PIXELS)
    throw new HttpError(413, tooDeepMessage(width, height));
  // The main image's height once upright and at most MAX_MAIN_WIDTH wide: WebP must be able to hold it.
  const upright = meta.autoOrient ?? { width, height };
  const mainWidth = Math.min(upright.width, MAX_MAIN_WIDTH);
  if (Math.round((upright.height * mainWidth) / upright.width) > WEBP_MAX_SIDE)
    throw new HttpError(415, TOO_NARROW_MESSAGE);

  const written: string[] = [];
  try {
    const raw = await (options.decode ?? decodeOriginal)(input);
    const pixels = () => sharp(raw.data, { raw: raw.info });
    // Output without withMetadata() carries no EXIF, XMP, IPTC or GPS.
    const main = await pixels().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const widths = IMAGE_WIDTHS.filter((w) => w < main.info.width);
    for (const w of widths) {
      const buf = await pixels().resize({ width: w }).webp({ quality: 78 }).toBuffer();
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
    throw new HttpError(415, DAMAGED_MESSAGE);
  }
}

/** The stored key that best serves a request for `width` pixels: the smallest variant at least that wide. */
export function pickVariantKey(id: string, meta: Record<string, unknown>, width: number | null): string {
  const widths = Array.isArray(meta.widths) ? (meta.widths as number[]) : [];
  if (width == null) return mainKeyOf(id);
  const fit = widths.filter((w) => w >= width).sort((a, b) => a - b)[0];
  return fit ? variantKeyOf(id, fit) : mainKeyOf(id);
}
