import { GALLERY_POSITIONS, type GalleryPosition } from '@shared/constants';
import type { GalleryImage } from '@server/db/entities';

/**
 * Where a page of the gallery ended: the sort key of its last image (section, order, creation time, id).
 * The next page starts strictly after that key, so images added, removed or moved meanwhile never make a
 * page repeat or skip one of the images that stayed put. Clients treat it as an opaque string.
 */
export interface GalleryCursor {
  position: GalleryPosition;
  displayOrder: number;
  createdAt: Date;
  id: string;
}

export const cursorAfter = (g: GalleryImage): string =>
  Buffer.from(JSON.stringify([g.position, g.displayOrder, g.createdAt.toISOString(), g.id])).toString('base64url');

/** The cursor a client sent back, or null when it is not one this server made (then the caller answers 400). */
export function readCursor(text: string): GalleryCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [position, displayOrder, createdAt, id] = parts as unknown[];
  if (!GALLERY_POSITIONS.includes(position as GalleryPosition)) return null;
  // Any integer a 32-bit column can hold: the values come from rows, which the API keeps well inside that.
  if (!Number.isInteger(displayOrder) || Math.abs(displayOrder as number) > 2 ** 31 - 1) return null;
  if (typeof createdAt !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(createdAt)) return null;
  const when = new Date(createdAt);
  if (Number.isNaN(when.getTime())) return null;
  // Any id the column can hold (ids are uuids, but rows written by hand need not be version 4).
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { position: position as GalleryPosition, displayOrder: displayOrder as number, createdAt: when, id };
}
