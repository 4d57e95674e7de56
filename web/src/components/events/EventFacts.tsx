import type { EventDto } from '@shared/api/types';
import { formatLongDate, formatMonthDayYear, unbrokenTime } from '@shared/lib/eventTime';
import { CalendarIcon, ClockIcon, PinIcon } from './Icons';

type DateStyle = 'long' | 'monthDayYear';

/** Date, time and place of an event, each with a label that screen readers hear and sighted people infer. */
export function EventFacts({
  event,
  dateStyle = 'long',
}: {
  event: Pick<EventDto, 'date' | 'time' | 'location'>;
  dateStyle?: DateStyle;
}) {
  const date = dateStyle === 'long' ? formatLongDate(event.date) : formatMonthDayYear(event.date);
  return (
    <ul className="event-facts">
      <li>
        <CalendarIcon />
        <span className="visually-hidden">Date: </span>
        <time dateTime={event.date}>{date}</time>
      </li>
      <li>
        <ClockIcon />
        <span className="visually-hidden">Time: </span>
        <span>{unbrokenTime(event.time)}</span>
      </li>
      {event.location && (
        <li>
          <PinIcon />
          <span className="visually-hidden">Location: </span>
          <span>{event.location}</span>
        </li>
      )}
    </ul>
  );
}
