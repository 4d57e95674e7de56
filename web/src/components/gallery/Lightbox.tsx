import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Link, useLocation } from '../../lib/router';
import type { GalleryImageDto } from '@shared/api/types';
import { PlainText } from '@shared/ui/PlainText';
import { Img } from '../Img';
import { categoryLabel, normaliseCategory } from './galleryFilters';
import { useModalDialog } from '../useModalDialog';
import '../../styles/pages/lightbox.css';

/** What the lightbox shows of a picture: a gallery photo, or one of an event's pictures. */
export type LightboxImage = Pick<
  GalleryImageDto,
  'id' | 'title' | 'imageUrl' | 'altText' | 'description' | 'category' | 'pending'
>;

/** Where the lightbox stands in the photos being looked at, and the addresses of its neighbours. */
export interface LightboxPlace {
  /** 1-based. */
  position: number;
  total: number;
  previous: string | null;
  next: string | null;
}

interface Props {
  image: LightboxImage | null;
  onClose(): void;
  place?: LightboxPlace | null;
  /** Steps to a neighbour (arrow keys, a swipe): the address of the photo to show. */
  onStep?(to: string): void;
  /** Extra controls for the people allowed to change this picture (delete; admin tools). */
  actions?: ReactNode;
}

/** How far a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_PX = 50;

/**
 * A larger view of one picture in a native modal dialog: the browser traps focus, Escape closes it, and the page
 * underneath is inert. Previous and Next (buttons, the arrow keys, a swipe) step through the photos being looked
 * at; the gallery and an event page give each photo its own address (ADR 055). Rendered by the server with the dialog open, so a
 * shared address shows the photo before and without scripts (Close then closes it natively, through its form).
 */
export function Lightbox({ image, onClose, place, onStep, actions }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  // A page whose address names a photo comes from the server with the dialog open in place (the attribute stays
  // as rendered, so the first browser render matches). Once the scripts run it is closed and opened again as a
  // modal; the close that this fires is not the visitor's.
  const [renderedOpen] = useState(() => !!image);
  const reopening = useRef(false);
  useEffect(() => {
    const d = dialog.current;
    if (d?.open && !d.matches(':modal')) {
      reopening.current = true;
      d.close();
    }
  }, [image]);
  useModalDialog(dialog, !!image);

  const category = normaliseCategory(image?.category);

  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || !place || !onStep) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
    const to = dx < 0 ? place.next : place.previous;
    if (to) onStep(to);
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      open={renderedOpen || undefined}
      // Its buttons (approve, hide, move, Edit Details) report through notices: the Toaster shows them in here.
      data-holds-notices=""
      aria-labelledby={image ? 'lightbox-title' : undefined}
      onClose={() => {
        if (reopening.current) reopening.current = false;
        else onClose();
      }}
      onCancel={(e) => {
        // Escape belongs to a dialog opened inside the lightbox (Edit Details) while that one is open.
        if (dialog.current?.querySelector('[aria-modal="true"]')) e.preventDefault();
      }}
      onKeyDown={(e) => {
        if (!place || !onStep || e.altKey || e.ctrlKey || e.metaKey) return;
        // Keys typed into a field (or a dialog inside the lightbox) are that field's.
        const target = e.target as HTMLElement;
        if (target.closest('input, textarea, select, [aria-modal="true"]')) return;
        const to = e.key === 'ArrowRight' ? place.next : e.key === 'ArrowLeft' ? place.previous : null;
        if (!to) return;
        e.preventDefault();
        onStep(to);
      }}
      onClick={(e) => {
        if (e.target === dialog.current) dialog.current.close(); // a click on the backdrop
      }}
    >
      {image && (
        <div className="lightbox-panel">
          <div className="lightbox-header">
            <h2 id="lightbox-title">{image.title}</h2>
            <form method="dialog">
              <button type="submit" className="icon-button lightbox-close" aria-label="Close">
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </form>
          </div>
          <div
            className="lightbox-media"
            onPointerDown={(e) => (swipeFrom.current = { x: e.clientX, y: e.clientY })}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
          >
            <Img
              key={image.id}
              src={image.imageUrl}
              alt={image.altText || image.title}
              sizes="(min-width: 1024px) 960px, 100vw"
              priority
            />
          </div>
          {place && (
            <nav className="lightbox-nav" aria-label="Photos">
              <StepLink to={place.previous} label="Previous photo" direction="previous" />
              <p className="lightbox-position" aria-live="polite">
                {place.position} of {place.total}
              </p>
              <StepLink to={place.next} label="Next photo" direction="next" />
            </nav>
          )}
          {/* The uploader's lines and paragraphs, as typed. */}
          {image.description && <PlainText text={image.description} className="lightbox-description" />}
          {category && <p className="lightbox-category">Category: {categoryLabel(category)}</p>}
          {image.pending && <p className="gallery-badge">Pending approval</p>}
          {actions && <div className="lightbox-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

/**
 * A step to the neighbouring photo: a link to its address, which replaces the open photo's entry so that Back
 * still closes the lightbox. At either end it is shown disabled.
 */
function StepLink({ to, label, direction }: { to: string | null; label: string; direction: 'previous' | 'next' }) {
  // The entry's state says the lightbox was opened from the gallery (so Close goes Back); the step keeps it.
  const { state } = useLocation();
  const arrow = (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
  if (!to) {
    return (
      <span className="icon-button lightbox-step" role="link" aria-disabled="true" aria-label={label}>
        {arrow}
      </span>
    );
  }
  return (
    <Link to={to} replace preventScrollReset state={state} className="icon-button lightbox-step" aria-label={label}>
      {arrow}
    </Link>
  );
}
