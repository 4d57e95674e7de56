import { formatLongDate, formatMonthDayYear } from './eventTime';

/**
 * An event's date, time and place, printed the same way wherever they are shown (the admin's event cards and
 * sign-in sheet, the public pages, every mail about the event, the change notices), so that a page and a letter
 * about one event never read differently.
 */

export type EventFactField = 'date' | 'time' | 'location';

/**
 * What registrants planned their day around, and so what they are told about when an admin changes it: the
 * server's change notice and the edit form's "E-mail the registered people" both follow this list.
 */
export const TOLD_TO_REGISTRANTS: readonly EventFactField[] = ['date', 'time', 'location'];

/** Said where a place is expected and none is set. */
export const NO_LOCATION = 'No location';

const LABELS: Record<EventFactField, string> = { date: 'Date', time: 'Time', location: 'Location' };

type DateStyle = 'long' | 'monthDayYear';

interface FactsSource {
  date: Date | string;
  time: string;
  location: string | null;
}

/** The facts' texts one by one; `location` is null when no place is set. */
export function eventFactTexts(event: FactsSource, dateStyle: DateStyle = 'long') {
  return {
    date: dateStyle === 'long' ? formatLongDate(event.date) : formatMonthDayYear(event.date),
    time: event.time,
    location: event.location || null,
  };
}

export interface EventFact {
  field: EventFactField;
  label: string;
  text: string;
}

/**
 * The facts as labelled rows, date first. An event without a place says NO_LOCATION where the rows stand in a grid
 * or are compared (a change from no place to one must read as a change); `unsetPlace: 'omit'` leaves the row out
 * where it would only be noise to the reader (public pages, letters).
 */
export function eventFacts(
  event: FactsSource,
  options: { dateStyle?: DateStyle; unsetPlace?: 'say' | 'omit' } = {},
): EventFact[] {
  const texts = eventFactTexts(event, options.dateStyle);
  const location = texts.location ?? (options.unsetPlace === 'omit' ? null : NO_LOCATION);
  const facts: Array<[EventFactField, string | null]> = [
    ['date', texts.date],
    ['time', texts.time],
    ['location', location],
  ];
  return facts.flatMap(([field, text]) => (text === null ? [] : [{ field, label: LABELS[field], text }]));
}
