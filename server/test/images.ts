import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image files for upload tests, made with sharp: a phone-like photo that carries GPS and other EXIF, a
 * PNG with transparency, files that only pretend to be images, and exact sizes around the 10 MB limit.
 */

/** Where the photo was "taken": a spot whose coordinates must never leave the server. */
export const SECRET_SPOT = { latitude: '40/1 21/1 3000/100', longitude: '74/1 39/1 1234/100' };

/** A landscape 800x600 JPEG whose EXIF says "rotate 90° clockwise", with GPS, camera facts and a copyright. */
export async function photoWithGps(): Promise<Buffer> {
  const gradient = Buffer.alloc(800 * 600 * 3);
  for (let y = 0; y < 600; y++) {
    for (let x = 0; x < 800; x++) {
      const i = (y * 800 + x) * 3;
      gradient[i] = (x * 255) / 800;
      gradient[i + 1] = 120;
      gradient[i + 2] = (y * 255) / 600;
    }
  }
  return sharp(gradient, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket Camera 12', Copyright: 'Owl Watcher' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: SECRET_SPOT.latitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: SECRET_SPOT.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG with a transparent half. */
export function pngWithAlpha(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A JPEG full of noise (so its scan data is long), cut in half. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = crypto.randomBytes(400 * 300 * 3);
  const whole = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="green"/></svg>',
);

export const TEXT_NAMED_JPG = Buffer.from('These are my field notes, saved as owl.jpg by mistake.\n'.repeat(20));

/**
 * `jpeg` grown to exactly `size` bytes with comment segments right after the start marker: still a valid JPEG
 * that decoders read as the same picture, so only its size can decide whether it is accepted.
 */
export function jpegOfSize(jpeg: Buffer, size: number): Buffer {
  const MAX_SEGMENT = 65_535; // length field includes its own two bytes
  let missing = size - jpeg.length;
  if (missing < 0) throw new Error('jpeg is already larger than the requested size');
  const segments: Buffer[] = [];
  while (missing > 0) {
    // Each segment costs 4 bytes of header; never leave a remainder too small to form a segment.
    let total = Math.min(missing, MAX_SEGMENT + 2);
    if (missing - total > 0 && missing - total < 4) total -= 4;
    if (total < 4) throw new Error('cannot pad by fewer than 4 bytes');
    const segment = Buffer.alloc(total, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(total - 2, 2);
    segments.push(segment);
    missing -= total;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Does a file still carry EXIF or GPS anywhere in its bytes? (WebP keeps EXIF in an 'EXIF' chunk, JPEG in 'Exif\0'.) */
export function carriesExif(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return (
    /exif|GPS|XMP |<x:xmpmeta/i.test(text) ||
    text.includes(SECRET_SPOT.latitude) ||
    text.includes('PhoneMaker') ||
    text.includes('Owl Watcher')
  );
}

/**
 * A PNG of `width` x `height` black pixels at one bit each (or greyscale at `bitDepth` 8 or 16), written chunk by
 * chunk: the rows are all zeros, so deflate squeezes them to a few bytes each and a 16000 x 16000 picture fits in
 * about 30 KB. A decoder still has to unpack every pixel, which is what makes such a file a way to spend the
 * server's CPU and memory.
 */
export function tinyPngOfHugeSize(width: number, height: number, bitDepth: 1 | 8 | 16 = 1): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 0; // greyscale
  // Each row: filter type 0, then its bytes of black.
  const rows = Buffer.alloc((1 + Math.ceil((width * bitDepth) / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
