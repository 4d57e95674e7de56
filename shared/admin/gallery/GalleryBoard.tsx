import { useState, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { useQuery } from '@tanstack/react-query';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Button } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import { galleryOrderQuery } from '../../api/queries';
import { useDeleteGalleryImage } from '../../api/galleryWrites';
import { useImageModeration, useSaveGalleryOrder } from './adminWrites';
import type { CardActions } from './GalleryImageCard';
import { GallerySectionList } from './GallerySectionList';
import { useGalleryBoard } from './useGalleryBoard';
import { ImageDetailsDialog } from './ImageDetailsDialog';
import { ConfirmRemoval, type RemovalQuestion } from '../common/ConfirmRemoval';
import { useUnsavedChanges } from '../common/unsavedChanges';
import './gallery.css';

export const DELETE_IMAGE_QUESTION = 'Delete this image from the gallery? This cannot be undone.';

const DELETE_IMAGE: RemovalQuestion<GalleryImageDto> = {
  question: DELETE_IMAGE_QUESTION,
  cancel: 'Keep it',
  confirm: 'Yes, delete',
  details: (image) => `“${image.title}”`,
};

interface Props {
  /** The whole gallery, pending and hidden pictures included. */
  images: GalleryImageDto[];
  /**
   * Approve / hide / show and Edit Details on each picture (the admin screen); the gallery page keeps those in its
   * lightbox.
   */
  moderation?: boolean;
  /** After the order was saved (the gallery page then leaves reorder mode). */
  onSaved?(): void;
  /** More buttons for the order bar, e.g. the gallery page's Exit Reorder Mode. */
  extraActions?: ReactNode;
}

/**
 * The gallery's two sections for admins, on the admin screen (web and desktop) and in the public gallery's reorder
 * mode alike: drag pictures within or between the sections, or move them with buttons and hear where they landed;
 * nothing is sent until Save Order, and Reset goes back to the saved order. Each picture can also be deleted
 * (after a question) and, where asked for, approved, hidden or shown at once, or have its words corrected.
 */
export function GalleryBoard({ images, moderation = false, onSaved, extraActions }: Props) {
  const { board, dirty, place, move, reset, announcement, root } = useGalleryBoard(images);
  // A dragged order lives only here until Save Order: leaving the screen asks first.
  useUnsavedChanges(dirty);
  const save = useSaveGalleryOrder(onSaved);
  const order = useQuery(galleryOrderQuery());
  const moderate = useImageModeration();
  const [deleting, setDeleting] = useState<GalleryImageDto | null>(null);
  const [editing, setEditing] = useState<GalleryImageDto | null>(null);
  // The deleted picture's card (and its focused button) goes: focus waits on the board instead of the page's top.
  const remove = useDeleteGalleryImage({ adminCall: true, onDeleted: () => root.current?.focus() });

  const busyId = moderate.isPending
    ? (moderate.variables?.image.id ?? null)
    : remove.isPending
      ? (remove.variables?.id ?? null)
      : null;
  const actions: CardActions = {
    moderate: moderation ? (image, change) => moderate.mutate({ image, change }) : undefined,
    editDetails: moderation ? setEditing : undefined,
    move,
    remove: setDeleting,
    drop: (id, section, index) => place(id, section, index),
  };

  return (
    <DndProvider backend={HTML5Backend}>
      <div ref={root} className="adm-gallery-board" tabIndex={-1}>
        <div className="adm-gallery-orderbar" role="group" aria-label="Reorder controls">
          <p>
            Drag pictures to a new place, or use each picture&apos;s move buttons. Nothing changes for visitors until
            you save.
          </p>
          <Button
            intent="primary"
            disabled={!dirty || save.isPending}
            loading={save.isPending}
            onClick={() => save.mutate({ board, version: order.data?.version })}
          >
            Save Order
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={reset}>
            Reset
          </Button>
          {extraActions}
        </div>
        <p className="adm-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <GallerySectionList section="above" images={board.above} busyId={busyId} actions={actions} />
        <GallerySectionList section="below" images={board.below} busyId={busyId} actions={actions} />
      </div>
      <ImageDetailsDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmRemoval state={[deleting, setDeleting]} mutation={remove} texts={DELETE_IMAGE} />
    </DndProvider>
  );
}
