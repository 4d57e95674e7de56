import type { EventDto } from '@shared/api/types';
import { addMonths, eventsByDay, monthTitle, monthWeeks } from '@shared/lib/eventMonth';
import { isCancelled } from '@shared/lib/eventState';
import { isEventPast } from '@shared/lib/eventSchedule';
import { unbrokenTime } from '@shared/lib/eventTime';
import { Link } from '../../lib/router';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface Props {
  month: string;
  events: EventDto[];
  /** The address of the same view for another month. */
  hrefOf(month: string): string;
}

/**
 * One month of events as a calendar: a grid of weeks on a laptop, the days that have events one under another on a
 * phone. Rendered by the server and moved through with plain links, so it works without scripts.
 */
export function EventMonthView({ month, events, hrefOf }: Props) {
  const byDay = eventsByDay(events, month);
  const [prev, next] = [addMonths(month, -1), addMonths(month, 1)];
  const title = monthTitle(month);
  const monthName = title.split(' ')[0];
  return (
    <section className="event-month" aria-labelledby="event-month-title">
      <div className="event-month-nav">
        <Link to={hrefOf(prev)} rel="nofollow" preventScrollReset>
          <span aria-hidden="true">← </span>
          {monthTitle(prev)}
        </Link>
        <h2 id="event-month-title">{title}</h2>
        <Link to={hrefOf(next)} rel="nofollow" preventScrollReset>
          {monthTitle(next)}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      {byDay.size === 0 && <p className="event-month-empty">No events in {title}.</p>}
      <table className="event-month-grid">
        <caption className="visually-hidden">Events in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} className="is-outside" />;
                const list = byDay.get(day) ?? [];
                return (
                  <td key={d} className={list.length > 0 ? 'has-events' : undefined}>
                    <span className="event-month-day">
                      <span className="event-month-weekday">{`${WEEKDAYS[d][1]}, ${monthName} `}</span>
                      <time dateTime={day}>{Number(day.slice(8))}</time>
                    </span>
                    {list.length > 0 && (
                      <ul>
                        {list.map((event) => (
                          <li key={event.id} className={isCancelled(event) ? 'is-cancelled' : undefined}>
                            <Link to={`/events/${event.id}`}>
                              <span className="event-month-time">{unbrokenTime(event.time)}</span> {event.title}
                            </Link>
                            {isCancelled(event) ? (
                              <span className="event-month-state">Cancelled</span>
                            ) : isEventPast(event) ? (
                              <span className="event-month-state">Past</span>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
