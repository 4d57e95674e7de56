import { GALLERY_ABOVE_COUNT, type GalleryPosition } from '../constants';

/**
 * Which pictures lead the gallery, in one rule for the public page, the admins' reorder board and the API
 * (docs/decisions/012-gallery-sections-and-paging.md):
 *
 * 1. Gallery order is: position 'above' before 'below', then displayOrder, then age, then id (what
 *    GET /api/gallery answers, page after page).
 * 2. The 'above' section is the pictures marked 'above', in that order, at most GALLERY_ABOVE_COUNT (8) of
 *    them. Everything else follows the divider: first any 'above' pictures beyond the eighth, then those
 *    marked 'below'.
 *
 * So an admin's "below" is always honoured, and the first 8 images form the 'above' section whenever at least
 * eight pictures are marked 'above' (the default position).
 */
export interface Sectioned {
  id: string;
  position: GalleryPosition;
  displayOrder: number;
  createdAt: string;
}

export type Section = GalleryPosition;

const RANK: Record<GalleryPosition, number> = { above: 0, below: 1 };

/** Rule 1 as a comparator (the API sorts the same way in SQL; see routes/api/gallery/reads.ts). */
export function compareGalleryOrder(a: Sectioned, b: Sectioned): number {
  return (
    RANK[a.position] - RANK[b.position] ||
    a.displayOrder - b.displayOrder ||
    (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Rule 2: the pictures of the whole gallery (or its first page, which always holds the first eight) split in two. */
export function splitGallerySections<T extends Sectioned>(images: readonly T[]): { above: T[]; below: T[] } {
  const ordered = [...images].sort(compareGalleryOrder);
  let lead = 0;
  while (lead < ordered.length && lead < GALLERY_ABOVE_COUNT && ordered[lead].position === 'above') lead++;
  return { above: ordered.slice(0, lead), below: ordered.slice(lead) };
}

/** The ids of the 'above' section, for placing pictures of a filtered or partly loaded list. */
export function aboveSectionIds(images: readonly Sectioned[]): Set<string> {
  return new Set(splitGallerySections(images).above.map((i) => i.id));
}

/**
 * A subset (a search result) split by where each picture sits in the whole gallery: `aboveIds` comes from
 * aboveSectionIds over the whole gallery, so a picture never changes section just because others are filtered out.
 */
export function splitBySection<T extends Sectioned>(
  subset: readonly T[],
  aboveIds: ReadonlySet<string>,
): { above: T[]; below: T[] } {
  const ordered = [...subset].sort(compareGalleryOrder);
  return { above: ordered.filter((i) => aboveIds.has(i.id)), below: ordered.filter((i) => !aboveIds.has(i.id)) };
}
