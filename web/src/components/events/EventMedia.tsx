import { useCallback, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { Img } from '../Img';
import { Lightbox, type LightboxImage, type LightboxPlace } from '../gallery/Lightbox';
import type { DetailMedia } from './eventImages';

const MAIN_SIZES = '(min-width: 1200px) 680px, (min-width: 900px) 58vw, 100vw';
const THUMB_SIZES = '(min-width: 1200px) 220px, (min-width: 900px) 19vw, 33vw';

/**
 * The event page's query parameter naming the picture shown larger: /events/<id>?photo=2, counted from 1 over the
 * pictures that open. Like the gallery's photo addresses (ADR 055) it can be shared, the server renders it open
 * (before and without scripts too), and Back closes it.
 */
const PHOTO_PARAM = 'photo';

function Media({ item, sizes, priority }: { item: DetailMedia; sizes: string; priority?: boolean }) {
  if (item.kind === 'video') {
    return <video src={item.src} muted controls playsInline preload="metadata" aria-label={item.alt} />;
  }
  return <Img src={item.src} alt={item.alt} sizes={sizes} priority={priority} />;
}

/** The event's pictures: the first one large (it is the page's main image), the others in a row beneath. */
export function EventMedia({ media }: { media: DetailMedia[] }) {
  const { pathname, search, state } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A video plays where it is; the site's stand-in for an event without pictures (no text) shows nothing more larger.
  const pictures = media.filter((m) => m.kind === 'image' && m.alt);
  const numberOf = (item: DetailMedia) => pictures.indexOf(item) + 1;

  const addressOf = useCallback(
    (n: number | null) => {
      const p = new URLSearchParams(search);
      p.delete(PHOTO_PARAM);
      if (n !== null) p.set(PHOTO_PARAM, String(n));
      const query = p.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );

  const asked = Number(params.get(PHOTO_PARAM));
  const shown = Number.isInteger(asked) && asked >= 1 && asked <= pictures.length ? asked : null;
  const picture = shown ? pictures[shown - 1] : null;
  const image: LightboxImage | null = picture && {
    id: String(shown),
    title: picture.alt,
    imageUrl: picture.src,
    altText: picture.alt,
    description: null,
    category: null,
  };
  const place: LightboxPlace | null = shown
    ? {
        position: shown,
        total: pictures.length,
        previous: shown > 1 ? addressOf(shown - 1) : null,
        next: shown < pictures.length ? addressOf(shown + 1) : null,
      }
    : null;

  const step = useCallback(
    (to: string) => void navigate(to, { replace: true, preventScrollReset: true, state }),
    [navigate, state],
  );
  const close = useCallback(() => {
    if (!shown) return; // already closed by Back: the address no longer names a picture
    // Opened here: its history entry goes, as with Back. Opened from a shared address: the page stays.
    if ((state as { lightbox?: boolean } | null)?.lightbox) void navigate(-1);
    else void navigate(addressOf(null), { replace: true, preventScrollReset: true });
    document.querySelector<HTMLElement>(`[data-event-photo="${shown}"]`)?.focus();
  }, [shown, state, navigate, addressOf]);

  /** A picture that opens larger is a link to its address; anything else is shown as it is. */
  const opener = (item: DetailMedia, content: ReactNode) => {
    const n = numberOf(item);
    if (!n) return content;
    return (
      <Link
        to={addressOf(n)}
        state={{ lightbox: true }}
        preventScrollReset
        className="event-media-open"
        data-event-photo={n}
        aria-label={`View larger: ${item.alt}`}
      >
        {content}
      </Link>
    );
  };

  const [first, ...rest] = media;
  return (
    <div className="event-media">
      <div className="event-media-main">{opener(first, <Media item={first} sizes={MAIN_SIZES} priority />)}</div>
      {rest.length > 0 && (
        <ul className="event-media-more" aria-label="More photos">
          {rest.map((m) => (
            <li key={m.src}>{opener(m, <Media item={m} sizes={THUMB_SIZES} />)}</li>
          ))}
        </ul>
      )}
      <Lightbox image={image} onClose={close} place={place} onStep={step} />
    </div>
  );
}
