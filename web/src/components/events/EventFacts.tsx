import type { ComponentType } from 'react';
import type { EventDto } from '@shared/api/types';
import { unbrokenTime } from '@shared/lib/eventTime';
import { eventFacts, type EventFactField } from '@shared/lib/eventFacts';
import { CalendarIcon, ClockIcon, PinIcon } from './Icons';

type DateStyle = 'long' | 'monthDayYear';

const ICONS: Record<EventFactField, ComponentType> = {
  date: CalendarIcon,
  time: ClockIcon,
  location: PinIcon,
};

/** Date, time and place of an event, each with a label that screen readers hear and sighted people infer. */
export function EventFacts({
  event,
  dateStyle = 'long',
}: {
  event: Pick<EventDto, 'date' | 'time' | 'location'>;
  dateStyle?: DateStyle;
}) {
  return (
    <ul className="event-facts">
      {eventFacts(event, { dateStyle, unsetPlace: 'omit' }).map(({ field, label, text }) => {
        const Icon = ICONS[field];
        return (
          <li key={field}>
            <Icon />
            <span className="visually-hidden">{label}: </span>
            {field === 'date' ? (
              <time dateTime={event.date}>{text}</time>
            ) : (
              <span>{field === 'time' ? unbrokenTime(text) : text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
