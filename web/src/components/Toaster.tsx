import { useEffect, useRef, type PointerEvent } from 'react';
import { useToastStore } from '@shared/ui/toast';

const SWIPE_THRESHOLD_PX = 50;

/**
 * The notice area: one toast at a time, announced to screen readers (assertively for errors). F8 moves
 * focus to it, Escape or a swipe to the right dismisses it.
 */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

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

  // Errors go to the assertive region so they are read out at once; everything else waits its turn.
  const urgent = current?.variant === 'destructive';
  const card = current && (
    <div
      className={urgent ? 'toast toast-destructive' : 'toast'}
      key={current.id}
      onPointerDown={(e) => (swipeStart.current = e.clientX)}
      onPointerUp={onPointerUp}
    >
      <ToastBody title={current.title} description={current.description} onClose={dismiss} />
    </div>
  );

  return (
    <div
      ref={region}
      className="toast-viewport"
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      onKeyDown={(e) => e.key === 'Escape' && dismiss()}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!urgent && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent && card}
      </div>
    </div>
  );
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
