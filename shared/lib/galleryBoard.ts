import type { GalleryImageDto } from '../api/types';
import { GALLERY_ABOVE_COUNT } from '../constants';
import { splitGallerySections, type Section } from './gallerySections';

export type { Section };
export type Board = Record<Section, GalleryImageDto[]>;

/** What a picture's move buttons do: one place earlier or later in its section, or over to the other section. */
export type MoveAction = 'earlier' | 'later' | 'section';

const SECTIONS = ['above', 'below'] as const;

/**
 * The working order, in the sections visitors see (shared/lib/gallerySections.ts): pictures marked 'above'
 * beyond the eighth already sit below the divider here, and saving writes them back as 'below'.
 */
export function boardOf(images: readonly GalleryImageDto[]): Board {
  return splitGallerySections(images);
}

export function findImage(board: Board, id: string): { section: Section; index: number } | null {
  for (const section of SECTIONS) {
    const index = board[section].findIndex((i) => i.id === id);
    if (index >= 0) return { section, index };
  }
  return null;
}

/**
 * Puts `image` at `index` of `section`. The above section holds at most eight: a picture joining a full one takes
 * at most the last place there, and the picture it displaces leads the below section.
 */
function insertAt(board: Board, image: GalleryImageDto, section: Section, index: number): Board {
  const next: Board = { above: [...board.above], below: [...board.below] };
  const room = section === 'above' ? GALLERY_ABOVE_COUNT - 1 : Infinity;
  const at = Math.max(0, Math.min(index, next[section].length, room));
  next[section].splice(at, 0, { ...image, position: section });
  while (next.above.length > GALLERY_ABOVE_COUNT) next.below.unshift({ ...next.above.pop()!, position: 'below' });
  return next;
}

/** Moves one picture to `index` within `section` (the index counts the list without the moved picture). */
export function moveTo(board: Board, id: string, section: Section, index: number): Board {
  const from = findImage(board, id);
  if (!from) return board;
  const image = board[from.section][from.index];
  const without: Board = { above: board.above.filter((i) => i.id !== id), below: board.below.filter((i) => i.id !== id) };
  return insertAt(without, image, section, index);
}

/**
 * Where a move button sends a picture. Joining the above section puts it last there; joining the below section
 * puts it first, next to the divider.
 */
export function moveTargetOf(board: Board, id: string, action: MoveAction): { section: Section; index: number } | null {
  const at = findImage(board, id);
  if (!at) return null;
  if (action === 'earlier') return { section: at.section, index: at.index - 1 };
  if (action === 'later') return { section: at.section, index: at.index + 1 };
  const other: Section = at.section === 'above' ? 'below' : 'above';
  return { section: other, index: other === 'above' ? board.above.length : 0 };
}

export function sameOrder(a: Board, b: Board): boolean {
  const ids = (x: Board) => [...x.above.map((i) => `a${i.id}`), ...x.below.map((i) => `b${i.id}`)].join();
  return ids(a) === ids(b);
}

/**
 * The working order once the gallery changed under an unsaved one (a picture deleted, hidden, approved or
 * uploaded meanwhile): the drafted pictures keep their drafted places with their new details, deleted ones leave,
 * and pictures the draft did not know join where visitors would see them. Saving then still names every picture.
 */
export function rebaseBoard(draft: Board, images: readonly GalleryImageDto[]): Board {
  const current = new Map(images.map((i) => [i.id, i]));
  const keep = (section: Section) =>
    draft[section].flatMap((drafted) => {
      const now = current.get(drafted.id);
      return now ? [{ ...now, position: drafted.position }] : [];
    });
  let next: Board = { above: keep('above'), below: keep('below') };
  const known = new Set([...draft.above, ...draft.below].map((i) => i.id));
  const fresh = boardOf(images);
  for (const section of SECTIONS) {
    fresh[section].forEach((image, index) => {
      if (!known.has(image.id)) next = insertAt(next, image, section, index);
    });
  }
  return next;
}

/** The request body: one running displayOrder across both sections, each with its section. */
export function imageUpdatesOf(board: Board) {
  return [...board.above, ...board.below].map((image, displayOrder) => ({
    id: image.id,
    displayOrder,
    position: board.above.includes(image) ? ('above' as const) : ('below' as const),
  }));
}
