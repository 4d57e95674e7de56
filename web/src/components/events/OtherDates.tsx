import type { EventDto } from '@shared/api/types';
import { formatLongDate, unbrokenTime } from '@shared/lib/eventTime';
import { isEventPast } from '@shared/lib/eventSchedule';
import { Link } from '../../lib/router';

/** The other dates of an event's series, each a link to its own page (its own seats and registration). */
export function OtherDates({ event }: { event: EventDto }) {
  const dates = event.otherDates ?? [];
  if (dates.length === 0) return null;
  const upcoming = dates.filter((d) => !isEventPast(d));
  if (upcoming.length === 0) return null;
  return (
    <section className="event-other-dates" aria-labelledby="event-other-dates">
      <h2 id="event-other-dates">Other Dates</h2>
      <ul>
        {upcoming.map((d) => (
          <li key={d.id}>
            <Link to={`/events/${d.id}`}>
              <time dateTime={d.date}>{formatLongDate(d.date)}</time>, {unbrokenTime(d.time)}
            </Link>
            {d.status === 'cancelled' && <span className="event-other-dates-state"> Cancelled</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
