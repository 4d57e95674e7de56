import { Img } from '../Img';
import type { DetailMedia } from './eventImages';

const MAIN_SIZES = '(min-width: 1200px) 680px, (min-width: 900px) 58vw, 100vw';
const THUMB_SIZES = '(min-width: 1200px) 220px, (min-width: 900px) 19vw, 33vw';

function Media({ item, sizes, priority }: { item: DetailMedia; sizes: string; priority?: boolean }) {
  if (item.kind === 'video') {
    return <video src={item.src} muted controls playsInline preload="metadata" aria-label={item.alt} />;
  }
  return <Img src={item.src} alt={item.alt} sizes={sizes} priority={priority} />;
}

/** The event's pictures: the first one large (it is the page's main image), the others in a row beneath. */
export function EventMedia({ media }: { media: DetailMedia[] }) {
  const [first, ...rest] = media;
  return (
    <div className="event-media">
      <div className="event-media-main">
        <Media item={first} sizes={MAIN_SIZES} priority />
      </div>
      {rest.length > 0 && (
        <ul className="event-media-more" aria-label="More photos">
          {rest.map((m) => (
            <li key={m.src}>
              <Media item={m} sizes={THUMB_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
