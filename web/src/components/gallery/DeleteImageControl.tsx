import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryImageDto } from '../../../../shared/api/types';
import { apiRequest, serverMessage } from '../../../../shared/api/http';
import { queryKeys } from '../../../../shared/api/keys';
import { toast } from '../../../../shared/ui/toast';

/**
 * The lightbox's delete button, for the uploader or an admin. It asks first, inside the same dialog
 * (a second modal on top of the lightbox would only add focus juggling); focus lands on 'Keep it'.
 */
export function DeleteImageControl({ image, onDeleted }: { image: GalleryImageDto; onDeleted(): void }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/images/${encodeURIComponent(image.id)}`),
    onSuccess: async () => {
      toast({ title: 'Image removed successfully!' });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
    onError: (err) => {
      setAsking(false);
      toast({ title: 'Failed to remove image', description: serverMessage(err) ?? undefined, variant: 'destructive' });
    },
  });

  if (!asking) {
    return (
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        Delete Image
      </button>
    );
  }
  return (
    <div className="lightbox-confirm" role="group" aria-labelledby="lightbox-confirm-text">
      <p id="lightbox-confirm-text">Delete this image from the gallery? This cannot be undone.</p>
      <button ref={keep} type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
        Keep it
      </button>
      <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {remove.isPending ? 'Deleting...' : 'Yes, delete'}
      </button>
    </div>
  );
}
