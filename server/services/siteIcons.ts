import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CLIENT_DIST_DIR, ROOT_DIR } from '../lib/paths';

/**
 * The icons browsers, bookmarks and phone home screens ask for, drawn from the organisation's logo: /favicon.ico
 * (16, 32 and 48 px, what tabs, bookmarks and search results use where the SVG icon is not taken) and
 * /apple-touch-icon.png (180 px, opaque: iOS fills transparent parts with black). Made once per process.
 */

export const FAVICON_SIZES = [16, 32, 48] as const;
export const TOUCH_ICON_SIZE = 180;
/** What shows around the logo on a home screen. */
const TOUCH_ICON_BACKGROUND = '#ffffff';
/** The logo's share of the touch icon's side: iOS rounds the corners, which must not cut into it. */
const TOUCH_ICON_FILL = 0.86;

export interface SiteIcon {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * The organisation's logo as a square raster picture: the built copy of web/public/logo.png, or the source file
 * where the client has not been built (tests run from source). Where a logo of the organisation's own is stored,
 * this is the one place to read it.
 */
async function logoSource(): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(CLIENT_DIST_DIR, 'logo.png'));
  } catch {
    return fs.readFile(path.join(ROOT_DIR, 'web', 'public', 'logo.png'));
  }
}

/** An ICO file whose pictures are PNGs (as every browser since 2007 reads them), smallest first. */
export function icoOf(pngs: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

const tagged = (body: Buffer, type: string): SiteIcon => ({
  body,
  type,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

async function drawIcons(): Promise<{ favicon: SiteIcon; touchIcon: SiteIcon }> {
  const logo = await logoSource();
  const pngs = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(logo)
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    })),
  );
  const inner = Math.round(TOUCH_ICON_SIZE * TOUCH_ICON_FILL);
  const margin = Math.floor((TOUCH_ICON_SIZE - inner) / 2);
  const touch = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: TOUCH_ICON_BACKGROUND })
    .extend({
      top: margin,
      left: margin,
      bottom: TOUCH_ICON_SIZE - inner - margin,
      right: TOUCH_ICON_SIZE - inner - margin,
      background: TOUCH_ICON_BACKGROUND,
    })
    .flatten({ background: TOUCH_ICON_BACKGROUND })
    .png()
    .toBuffer();
  return { favicon: tagged(icoOf(pngs), 'image/x-icon'), touchIcon: tagged(touch, 'image/png') };
}

let drawn: Promise<{ favicon: SiteIcon; touchIcon: SiteIcon }> | null = null;

/** The site's icons, drawn on first use; a failed drawing is tried again on the next request. */
export function siteIcons(): Promise<{ favicon: SiteIcon; touchIcon: SiteIcon }> {
  drawn ??= drawIcons().catch((err: unknown) => {
    drawn = null;
    throw err;
  });
  return drawn;
}
