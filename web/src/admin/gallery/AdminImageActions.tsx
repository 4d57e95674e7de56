import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryImageDto } from '../../../../shared/api/types';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { queryKeys } from '../../../../shared/api/keys';
import { toast } from '../../../../shared/ui/toast';

type Change = { isPublic: true } | { position: 'above' | 'below' };

/** In the lightbox, for admins: approve a member's pending picture, hide it from everyone else, and the above/below toggle. */
export default function AdminImageActions({
  image,
  section,
  onChanged,
}: {
  image: GalleryImageDto;
  /** Where visitors see it (shared/lib/gallerySections.ts): a ninth picture marked 'above' is shown below. */
  section: 'above' | 'below';
  onChanged(image: GalleryImageDto): void;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (body: Change) => (await apiRequest('PATCH', `/api/admin/images/${encodeURIComponent(image.id)}`, body)).json() as Promise<GalleryImageDto>,
    onSuccess: async (updated, body) => {
      toast({ title: 'isPublic' in body ? 'Image approved' : `Moved to the ${updated.position} section` });
      onChanged(updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (err) => toast({ title: 'Could not change the image', description: serverMessage(err) ?? undefined, variant: 'destructive' }),
  });

  // Hiding keeps the picture (and who uploaded it) but takes it off the public gallery until shown again.
  const visibility = useMutation({
    mutationFn: async (hide: boolean) => {
      await apiRequest(hide ? 'POST' : 'DELETE', `/api/admin/images/${encodeURIComponent(image.id)}/hide`);
      return hide;
    },
    onSuccess: async (hidden) => {
      toast({ title: hidden ? 'Image hidden from visitors' : 'Image shown to visitors again' });
      onChanged({ ...image, hidden });
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (err) => toast({ title: 'Could not change the image', description: serverMessage(err) ?? undefined, variant: 'destructive' }),
  });
  const busy = change.isPending || visibility.isPending;

  // The server puts the picture first among those marked like it, so the move always shows (ADR 012).
  const other = section === 'above' ? 'below' : 'above';
  return (
    <>
      {image.pending && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => change.mutate({ isPublic: true })}>
          Approve
        </button>
      )}
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => change.mutate({ position: other })}>
        Move to {other} section
      </button>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => visibility.mutate(!image.hidden)}>
        {image.hidden ? 'Show to visitors' : 'Hide from visitors'}
      </button>
    </>
  );
}
