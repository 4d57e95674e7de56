import { useEffect, useRef, useState } from 'react';
import type { GalleryImageDto } from '@shared/api/types';
import { useDeleteGalleryImage } from '@shared/api/galleryWrites';

/**
 * The lightbox's delete button, for the uploader or an admin. It asks first, inside the same dialog
 * (a second modal on top of the lightbox would only add focus juggling); focus lands on 'Keep it'.
 */
export function DeleteImageControl({ image, onDeleted }: { image: GalleryImageDto; onDeleted(): void }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  const remove = useDeleteGalleryImage({ onDeleted, onFailed: () => setAsking(false) });

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
      <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={() => remove.mutate(image)}>
        {remove.isPending ? 'Deleting...' : 'Yes, delete'}
      </button>
    </div>
  );
}
