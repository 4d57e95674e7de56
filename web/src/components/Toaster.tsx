import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useToastStore } from '@shared/ui/toast';

const SWIPE_THRESHOLD_PX = 50;

/**
 * The open modal `<dialog>` on top that asks for the notices (`data-holds-notices`: the gallery's lightbox, whose
 * buttons report only through notices). The browser shows a modal dialog above everything else and makes the rest
 * of the page inert, so a notice outside it could be neither seen nor dismissed. Dialogs that show their own
 * messages (the upload dialog) do not ask, so nothing is said twice.
 */
function useModalDialog(): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open][data-holds-notices]')].filter((d) =>
        d.matches(':modal'),
      );
      setDialog(open.at(-1) ?? null);
    };
    find();
    // Opening and closing set the open attribute; a dialog may also leave the page while open.
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/**
 * The notice area: one toast at a time, announced to screen readers (assertively for errors). F8 moves
 * focus to it, Escape or a swipe to the right dismisses it.
 */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  // Null during the server render and hydration, so the first browser render matches the server's.
  const modal = useModalDialog();

  // Open dialogs end their scroll area above the notice (--toast-space, read by the admin styles), so none of
  // their buttons lies under it; the notice's height depends on its text, so it is measured.
  useEffect(() => {
    const el = region.current;
    const root = document.documentElement;
    if (!current || !el) return;
    const measure = () => root.style.setProperty('--toast-space', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-space');
    };
  }, [current, modal]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current != null && e.clientX - swipeStart.current > SWIPE_THRESHOLD_PX) dismiss();
    swipeStart.current = null;
  };

  const destructive = current?.variant === 'destructive';
  const toast = current && (
    <div
      className={destructive ? 'toast toast-destructive' : 'toast'}
      key={current.id}
      onPointerDown={(e) => (swipeStart.current = e.clientX)}
      onPointerUp={onPointerUp}
    >
      <ToastBody title={current.title} description={current.description} onClose={dismiss} />
    </div>
  );

  // An error is announced at once (alert), anything else when the reader is idle (status).
  const area = (
    <div
      ref={region}
      className="toast-viewport"
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      onKeyDown={(e) => e.key === 'Escape' && dismiss()}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && toast}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive && toast}
      </div>
    </div>
  );
  // Inside an open modal dialog the notice is shown in it, above the dialog and reachable.
  return modal ? createPortal(area, modal) : area;
}

function ToastBody({ title, description, onClose }: { title: string; description?: string; onClose: () => void }) {
  return (
    <>
      <div className="toast-text">
        <p className="toast-title">{title}</p>
        {description && <p className="toast-description">{description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onClose}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );
}
