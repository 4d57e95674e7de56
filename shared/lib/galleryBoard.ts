import type { GalleryImageDto } from '../api/types';
import { GALLERY_ABOVE_COUNT } from '../constants';
import { splitGallerySections, type Section } from './gallerySections';

export type { Section };
export type Board = Record<Section, GalleryImageDto[]>;

/**
 * The working order, in the sections visitors see (shared/lib/gallerySections.ts): pictures marked 'above'
 * beyond the eighth already sit below the divider here, and saving writes them back as 'below'.
 */
export function boardOf(images: GalleryImageDto[]): Board {
  return splitGallerySections(images);
}

export function findImage(board: Board, id: string): { section: Section; index: number } | null {
  for (const section of ['above', 'below'] as const) {
    const index = board[section].findIndex((i) => i.id === id);
    if (index >= 0) return { section, index };
  }
  return null;
}

/**
 * Moves one picture to `index` within `section` (the index counts the list without the moved picture). The
 * above section holds at most eight: a picture joining a full one takes at most the last place there, and
 * the picture it displaces leads the below section.
 */
export function moveTo(board: Board, id: string, section: Section, index: number): Board {
  const from = findImage(board, id);
  if (!from) return board;
  const image = board[from.section][from.index];
  const next: Board = { above: [...board.above], below: [...board.below] };
  next[from.section].splice(from.index, 1);
  const room = section === 'above' ? GALLERY_ABOVE_COUNT - 1 : Infinity;
  const at = Math.max(0, Math.min(index, next[section].length, room));
  next[section].splice(at, 0, { ...image, position: section });
  while (next.above.length > GALLERY_ABOVE_COUNT) next.below.unshift({ ...next.above.pop()!, position: 'below' });
  return next;
}

export function sameOrder(a: Board, b: Board): boolean {
  const ids = (x: Board) => [...x.above.map((i) => `a${i.id}`), ...x.below.map((i) => `b${i.id}`)].join();
  return ids(a) === ids(b);
}

/** The request body: one running displayOrder across both sections, each with its section. */
export function imageUpdatesOf(board: Board) {
  return [...board.above, ...board.below].map((image, displayOrder) => ({
    id: image.id,
    displayOrder,
    position: board.above.includes(image) ? ('above' as const) : ('below' as const),
  }));
}
