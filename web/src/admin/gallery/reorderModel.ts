import type { GalleryImageDto } from '../../../../shared/api/types';

export type Section = 'above' | 'below';
export type Board = Record<Section, GalleryImageDto[]>;

/** The working order, split by each picture's saved position (what PUT /api/gallery/reorder writes back). */
export function boardOf(images: GalleryImageDto[]): Board {
  return { above: images.filter((i) => i.position !== 'below'), below: images.filter((i) => i.position === 'below') };
}

export function findImage(board: Board, id: string): { section: Section; index: number } | null {
  for (const section of ['above', 'below'] as const) {
    const index = board[section].findIndex((i) => i.id === id);
    if (index >= 0) return { section, index };
  }
  return null;
}

/** Moves one picture to `index` within `section` (the index counts the list without the moved picture). */
export function moveTo(board: Board, id: string, section: Section, index: number): Board {
  const from = findImage(board, id);
  if (!from) return board;
  const image = board[from.section][from.index];
  const next: Board = { above: [...board.above], below: [...board.below] };
  next[from.section].splice(from.index, 1);
  const at = Math.max(0, Math.min(index, next[section].length));
  next[section].splice(at, 0, { ...image, position: section });
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
