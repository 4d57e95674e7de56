import { useEffect, useRef } from 'react';

interface Props {
  /** Asks for the next page (ignored by the caller while one is on its way). */
  onLoad(): void;
  /** The button was used: the caller moves focus to the first new picture once it is in. */
  onLoadByButton(): void;
  busy: boolean;
  failed: boolean;
  onRetry(): void;
  /** How many pictures are shown; the watcher restarts when it changes, so a still-visible end loads again. */
  loaded: number;
}

/**
 * The end of the loaded gallery. Coming near it on screen loads the next page; the button does the same
 * for keyboards, switch access and browsers without IntersectionObserver.
 */
export function LoadMorePhotos({ onLoad, onLoadByButton, busy, failed, onRetry, loaded }: Props) {
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = end.current;
    if (!el || failed || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoad(), {
      rootMargin: '600px 0px',
    });
    watcher.observe(el);
    return () => watcher.disconnect();
  }, [onLoad, failed, loaded]);

  return (
    <div ref={end} className="gallery-more">
      {failed ? (
        <>
          <p role="alert">More photos could not be loaded.</p>
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            Try Again
          </button>
        </>
      ) : (
        // Never disabled while loading: a disabled button would drop the keyboard focus on the page body.
        <button type="button" className="btn btn-outline" aria-busy={busy} onClick={onLoadByButton}>
          {busy ? 'Loading more photos...' : 'Load more photos'}
        </button>
      )}
    </div>
  );
}
