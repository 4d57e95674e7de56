import type { EventDto } from '@shared/api/types';
import { Img } from '../Img';
import { CapacityBadge } from './CapacityBadge';
import { EventFacts } from './EventFacts';
import { cardImageOf } from './eventImages';
import { EventCardTitle } from './EventCardTitle';
import '@shared/ui/layout.css';

/** Matches the card grid: three columns from 900px (within the 1200px container), two from 640px, else one. */
export const EVENT_CARD_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 640px) 48vw, 100vw';

/**
 * An upcoming event. The title's link covers the whole card, so the card is one large target. `priority`: the first
 * card of a list, whose picture is the largest thing on a phone's first screen, loads at once and first.
 */
export function EventCard({ event, priority = false }: { event: EventDto; priority?: boolean }) {
  return (
    <article className="card event-card">
      <div className="card-media">
        <Img src={cardImageOf(event)} alt="" sizes={EVENT_CARD_SIZES} priority={priority} />
      </div>
      <div className="card-body event-card-body">
        <EventCardTitle event={event} />
        <EventFacts event={event} />
        <p className="event-card-summary clamp-3">{event.description}</p>
        <div className="event-card-footer">
          <CapacityBadge event={event} />
          <span className="event-card-more" aria-hidden="true">
            Details →
          </span>
        </div>
      </div>
    </article>
  );
}
