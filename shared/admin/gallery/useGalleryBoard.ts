import { useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryImageDto } from '../../api/types';
import {
  boardOf,
  findImage,
  moveTargetOf,
  moveTo,
  rebaseBoard,
  sameOrder,
  type Board,
  type MoveAction,
  type Section,
} from '../../lib/galleryBoard';

const SECTION_NAME: Record<Section, string> = { above: 'above section', below: 'below section' };

/**
 * The board's working order over the gallery as loaded: moves by drag or button, each announced, Reset back to
 * the saved order. When the gallery changes underneath (a picture deleted, hidden, uploaded), an untouched board
 * simply follows it and a drafted one keeps its moves (rebaseBoard).
 */
export function useGalleryBoard(images: GalleryImageDto[]) {
  const saved = useMemo(() => boardOf(images), [images]);
  const [state, setState] = useState<{ base: Board; board: Board }>({ base: saved, board: saved });
  let board = state.board;
  if (state.base !== saved) {
    // Adjusted during render (not in an effect), so the board never shows a picture that is gone.
    board = sameOrder(state.board, state.base) ? saved : rebaseBoard(state.board, images);
    setState({ base: saved, board });
  }
  const setBoard = (next: Board) => setState({ base: saved, board: next });
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; action: MoveAction } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Moving a list item re-inserts its DOM node, which drops focus: put it back on the same control.
  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const item = [...(root.current?.querySelectorAll<HTMLElement>('[data-image-id]') ?? [])].find(
      (el) => el.dataset.imageId === want.id,
    );
    // The same button even when the move reached the section's edge (it is then aria-disabled, still focusable).
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${want.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [board]);

  const place = (id: string, section: Section, index: number, focusAction?: MoveAction) => {
    const next = moveTo(board, id, section, index);
    const at = findImage(next, id);
    if (!at) return;
    if (focusAction) refocus.current = { id, action: focusAction };
    setBoard(next);
    setAnnouncement(
      `${next[at.section][at.index].title} moved to position ${at.index + 1} of ${next[at.section].length} in the ${SECTION_NAME[at.section]}.`,
    );
  };

  const move = (id: string, action: MoveAction) => {
    const target = moveTargetOf(board, id, action);
    if (target) place(id, target.section, target.index, action);
  };

  const reset = () => {
    setBoard(saved);
    setAnnouncement('Order reset to the saved order.');
  };

  return { board, dirty: !sameOrder(board, saved), place, move, reset, announcement, root };
}
