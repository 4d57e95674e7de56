import sharp from 'sharp';
import { expect } from 'vitest';
import { srcSetFor } from '@shared/lib/imageSizes';
import type { BuiltServer } from './server';

/** The chunk names of a RIFF (WebP) file: metadata would sit in 'EXIF' or 'XMP ' chunks. */
export function riffChunks(file: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= file.length; ) {
    names.push(file.toString('latin1', at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

/**
 * Fetches a stored picture and every size its srcset offers, as a visitor's browser may (or, with `as.cookie`,
 * as a signed-in person's), and checks each is WebP with no metadata at all: no EXIF (so no GPS), no XMP, and
 * none of the `secrets` (coordinates, camera names) anywhere in the bytes, and, when given, that each answer
 * carries `as.cacheControl`. Returns the widths served, so a test can see the sizes really differ.
 */
export async function expectServedWithoutLocation(
  server: BuiltServer,
  imageUrl: string,
  secrets: string[],
  as: { cookie?: string; cacheControl?: string } = {},
): Promise<number[]> {
  const variants = (srcSetFor(imageUrl) ?? '').split(', ').map((entry) => entry.split(' ')[0]);
  expect(variants.length, 'a stored upload offers a srcset').toBeGreaterThan(1);
  const widths: number[] = [];
  for (const url of [imageUrl, ...variants]) {
    const res = await fetch(server.url + url, { headers: as.cookie ? { cookie: as.cookie } : {} });
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type'), url).toBe('image/webp');
    if (as.cacheControl) expect(res.headers.get('cache-control'), url).toBe(as.cacheControl);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
    // Look at the file's structure (noise in pixels makes random bytes), then at the bytes for the secrets.
    expect(riffChunks(bytes), url).not.toEqual(expect.arrayContaining(['EXIF']));
    expect(riffChunks(bytes), url).not.toEqual(expect.arrayContaining(['XMP ']));
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, url).toBeUndefined();
    expect(meta.xmp, url).toBeUndefined();
    const text = bytes.toString('latin1');
    for (const secret of secrets) expect(text, url).not.toContain(secret);
    widths.push(meta.width!);
  }
  return widths;
}
