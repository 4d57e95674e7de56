import { useEffect, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { apiRequest } from '../../api/http';
import { queryKeys } from '../../api/keys';
import { galleryQuery } from '../../api/queries';
import type { GalleryImageDto } from '../../api/types';
import { boardOf, findImage, imageUpdatesOf, moveTo, sameOrder, type Board, type Section } from '../../lib/galleryBoard';
import { AdminScreen } from '../common/AdminScreen';
import { ScreenState } from '../common/ScreenState';
import { failureToast, successToast } from '../common/failureToast';
import type { ImageAction } from './GalleryImageCard';
import { GallerySectionList } from './GallerySectionList';
import { GalleryUpload } from './GalleryUpload';
import './gallery.css';

type Moderation = 'approve' | 'hide' | 'unhide';

const MODERATION: Record<Moderation, { method: string; suffix: string; body?: unknown; done: string }> = {
  approve: { method: 'PATCH', suffix: '', body: { isPublic: true }, done: 'Image approved' },
  hide: { method: 'POST', suffix: '/hide', done: 'Image hidden from visitors' },
  unhide: { method: 'DELETE', suffix: '/hide', done: 'Image shown to visitors again' },
};

/**
 * The gallery for admins (web and desktop): every picture, pending and hidden ones included, in the two sections
 * visitors see. Approve, hide and unhide act at once; the order (drag, or the move buttons) is a draft until
 * Save Order sends it with PUT /api/gallery/reorder.
 */
export function AdminGallery() {
  const queryClient = useQueryClient();
  const { data: images, isPending, isError, refetch } = useQuery(galleryQuery());
  const saved = useMemo(() => boardOf(images ?? []), [images]);
  const [board, setBoard] = useState<Board>(saved);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const dirty = !sameOrder(board, saved);

  // A fresh list from the server (after a change or a reload) replaces the working order.
  useEffect(() => setBoard(saved), [saved]);

  const moderate = useMutation({
    meta: { adminCall: true },
    mutationFn: async ({ image, action }: { image: GalleryImageDto; action: Moderation }) => {
      const step = MODERATION[action];
      await apiRequest(step.method, `/api/admin/images/${encodeURIComponent(image.id)}${step.suffix}`, step.body);
      return step.done;
    },
    onSuccess: async (done) => {
      successToast(done);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Could not change the image', error),
  });

  const saveOrder = useMutation({
    meta: { adminCall: true },
    mutationFn: () => apiRequest('PUT', '/api/gallery/reorder', { imageUpdates: imageUpdatesOf(board) }),
    onSuccess: async () => {
      successToast('Gallery order saved successfully!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (error) => failureToast('Failed to save gallery order', error),
  });

  const place = (id: string, section: Section, index: number) => {
    const next = moveTo(board, id, section, index);
    const at = findImage(next, id);
    if (!at) return;
    setBoard(next);
    const where = at.section === 'above' ? 'above section' : 'below section';
    setAnnouncement(`${next[at.section][at.index].title} moved to position ${at.index + 1} of ${next[at.section].length} in the ${where}.`);
  };

  const act = (image: GalleryImageDto, action: ImageAction) => {
    if (action === 'approve' || action === 'hide' || action === 'unhide') {
      moderate.mutate({ image, action });
      return;
    }
    const at = findImage(board, image.id);
    if (!at) return;
    if (action === 'earlier') place(image.id, at.section, at.index - 1);
    else if (action === 'later') place(image.id, at.section, at.index + 1);
    else {
      const other: Section = at.section === 'above' ? 'below' : 'above';
      // Joining the above section puts it last there; joining the below section puts it first, by the divider.
      place(image.id, other, other === 'above' ? board.above.length : 0);
    }
  };

  const actions = (
    <Button icon={<Add />} intent="primary" onClick={() => setUploading(true)} disabled={uploading}>
      Upload New Image
    </Button>
  );
  const pendingCount = images?.filter((i) => i.pending).length ?? 0;

  return (
    <AdminScreen title="Gallery" actions={actions}>
      {uploading && <GalleryUpload onDone={() => setUploading(false)} />}
      {isPending ? (
        <ScreenState kind="loading" label="Loading the gallery..." />
      ) : isError ? (
        <ScreenState kind="error" title="Error Loading Gallery" description="The gallery could not be loaded." onRetry={() => void refetch()} />
      ) : images.length === 0 ? (
        <ScreenState kind="empty" title="No Images Yet" description="Upload the first picture with Upload New Image." />
      ) : (
        <DndProvider backend={HTML5Backend}>
          {pendingCount > 0 && (
            <Callout intent="warning" className="adm-gallery-pending">
              {pendingCount === 1 ? '1 picture is waiting for approval.' : `${pendingCount} pictures are waiting for approval.`}
            </Callout>
          )}
          <div className="adm-gallery-orderbar" role="group" aria-label="Gallery order">
            <p>Drag pictures to a new place, or use their move buttons. Visitors see the new order once you save it.</p>
            <Button intent="primary" disabled={!dirty} loading={saveOrder.isPending} onClick={() => saveOrder.mutate()}>
              Save Order
            </Button>
            <Button disabled={!dirty || saveOrder.isPending} onClick={() => setBoard(saved)}>
              Reset
            </Button>
          </div>
          <p className="adm-visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          <GallerySectionList section="above" title="Featured (above the divider)" images={board.above} busyId={moderate.isPending ? (moderate.variables?.image.id ?? null) : null} onAction={act} onDrop={place} />
          <GallerySectionList section="below" title="More from the Preserve (below the divider)" images={board.below} busyId={moderate.isPending ? (moderate.variables?.image.id ?? null) : null} onAction={act} onDrop={place} />
        </DndProvider>
      )}
    </AdminScreen>
  );
}
