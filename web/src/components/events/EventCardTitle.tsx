import { Link } from '../../lib/router';
import type { EventDto } from '@shared/api/types';

/** An event card's title, linking to the event; the link covers the whole card. */
export function EventCardTitle({ event }: { event: EventDto }) {
  return (
    <h2 className="event-card-title">
      <Link to={`/events/${event.id}`} className="stretched-link">
        {event.title}
      </Link>
    </h2>
  );
}
