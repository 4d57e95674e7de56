import { useRef, type ReactNode } from 'react';
import type { GalleryImageDto } from '@shared/api/types';
import { Img } from '../Img';
import { categoryLabel, normaliseCategory } from './galleryFilters';
import { useModalDialog } from '../useModalDialog';

interface Props {
  image: GalleryImageDto | null;
  onClose(): void;
  /** Extra controls for the people allowed to change this picture (delete; admin tools). */
  actions?: ReactNode;
}

/**
 * A larger view of one picture in a native modal dialog: the browser traps focus, Escape closes it, and
 * the page underneath is inert. The gallery puts focus back on the tile that opened it.
 */
export function Lightbox({ image, onClose, actions }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useModalDialog(dialog, !!image);

  const category = normaliseCategory(image?.category);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      // Its buttons (approve, hide, move, Edit Details) report through notices: the Toaster shows them in here.
      data-holds-notices=""
      aria-labelledby={image ? 'lightbox-title' : undefined}
      onClose={onClose}
      onCancel={(e) => {
        // Escape belongs to a dialog opened inside the lightbox (Edit Details) while that one is open.
        if (dialog.current?.querySelector('[aria-modal="true"]')) e.preventDefault();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) dialog.current.close(); // a click on the backdrop
      }}
    >
      {image && (
        <div className="lightbox-panel">
          <div className="lightbox-header">
            <h2 id="lightbox-title">{image.title}</h2>
            <button
              type="button"
              className="icon-button lightbox-close"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="lightbox-media">
            <Img
              key={image.id}
              src={image.imageUrl}
              alt={image.altText || image.title}
              sizes="(min-width: 1024px) 960px, 100vw"
              priority
            />
          </div>
          {image.description && <p className="lightbox-description">{image.description}</p>}
          {category && <p className="lightbox-category">Category: {categoryLabel(category)}</p>}
          {image.pending && <p className="gallery-badge">Pending approval</p>}
          {actions && <div className="lightbox-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
