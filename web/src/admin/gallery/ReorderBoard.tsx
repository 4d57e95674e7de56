import { useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryImageDto } from '../../../../shared/api/types';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { queryKeys } from '../../../../shared/api/keys';
import { toast } from '../../../../shared/ui/toast';
import { boardOf, findImage, imageUpdatesOf, moveTo, sameOrder, type Board, type Section } from './reorderModel';
import { ReorderSection } from './ReorderSection';
import './reorder.css';

export type MoveAction = 'earlier' | 'later' | 'section';

const SECTION_NAME: Record<Section, string> = { above: 'above section', below: 'below section' };

/**
 * Reorder mode: drag pictures within or between the two sections, or move them with buttons and hear
 * where they landed. Nothing is sent until Save Order; Reset goes back to the order as loaded.
 */
export default function ReorderBoard({ images, onDone }: { images: GalleryImageDto[]; onDone(): void }) {
  const initial = useMemo(() => boardOf(images), [images]);
  const [board, setBoard] = useState<Board>(initial);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; action: MoveAction } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const dirty = !sameOrder(board, initial);

  // Moving a list item re-inserts its DOM node, which drops focus: put it back on the same control.
  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const item = root.current?.querySelector<HTMLElement>(`[data-reorder-id="${want.id}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${want.action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [board]);

  const place = (id: string, section: Section, index: number, focusAction?: MoveAction) => {
    const next = moveTo(board, id, section, index);
    const at = findImage(next, id);
    if (!at) return;
    if (focusAction) refocus.current = { id, action: focusAction };
    setBoard(next);
    const title = next[at.section][at.index].title;
    setAnnouncement(`${title} moved to position ${at.index + 1} of ${next[at.section].length} in the ${SECTION_NAME[at.section]}.`);
  };

  const move = (id: string, action: MoveAction) => {
    const at = findImage(board, id);
    if (!at) return;
    if (action === 'earlier') place(id, at.section, at.index - 1, action);
    else if (action === 'later') place(id, at.section, at.index + 1, action);
    else {
      const other: Section = at.section === 'above' ? 'below' : 'above';
      // Joining the above section puts it last there; joining the below section puts it first, next to the divider.
      place(id, other, other === 'above' ? board.above.length : 0, action);
    }
  };

  const save = useMutation({
    mutationFn: () => apiRequest('PUT', '/api/gallery/reorder', { imageUpdates: imageUpdatesOf(board) }),
    onSuccess: async () => {
      toast({ title: 'Gallery order saved successfully!' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
      onDone();
    },
    onError: (err) => toast({ title: 'Failed to save gallery order', description: serverMessage(err) ?? undefined, variant: 'destructive' }),
  });

  return (
    <DndProvider backend={HTML5Backend}>
      <div ref={root} className="reorder-board">
        <div className="reorder-bar" role="group" aria-label="Reorder controls">
          <p className="reorder-help">
            Drag pictures to a new place, or use each picture&apos;s move buttons. Nothing changes for visitors until you save.
          </p>
          <button type="button" className="btn btn-primary" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? 'Saving...' : 'Save Order'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setBoard(initial);
              setAnnouncement('Order reset to the saved order.');
            }}
          >
            Reset
          </button>
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Exit Reorder Mode
          </button>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <ReorderSection section="above" label="Featured photos (above section)" images={board.above} onMove={move} onDrop={place} />
        <div className="gallery-divider">
          <h2>More from the Preserve</h2>
        </div>
        <ReorderSection section="below" label="More from the Preserve (below section)" images={board.below} onMove={move} onDrop={place} />
      </div>
    </DndProvider>
  );
}
