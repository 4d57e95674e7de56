import { preserveCalendarDay, preserveTimeToInstant } from './eventTime';
import { parseTimeRange } from './eventTimeRange';

/**
 * The one rule for "upcoming" and "past", used by the event lists, the home page, the event page, the
 * admin screens and the server's registration check: an event is upcoming until it has ended and past after
 * that. It ends at the end time its time text gives ("9:00 AM - 11:00 AM" ends at 11:00), else at the end of
 * its day, both on the preserve's clock. So an event that started this morning is still open to visitors
 * until it is over, and never shows as upcoming and past at once.
 */

export interface ScheduledEvent {
  date: Date | string;
  time?: string | null;
}

/** The instant the event is over. */
export function eventEndsAt(event: ScheduledEvent): Date {
  const start = typeof event.date === 'string' ? new Date(event.date) : event.date;
  const [year, month, day] = preserveCalendarDay(start).split('-').map(Number);
  const end = parseTimeRange(event.time)?.end;
  const ends = end
    ? preserveTimeToInstant(year, month, day, end.hour, end.minute)
    : preserveTimeToInstant(year, month, day + 1, 0, 0);
  // A time text that ends before the stored start (edited apart) must not end the event before it began.
  return ends.getTime() > start.getTime() ? ends : preserveTimeToInstant(year, month, day + 1, 0, 0);
}

/** Past once the event has ended. */
export function isEventPast(event: ScheduledEvent, now: Date = new Date()): boolean {
  return eventEndsAt(event).getTime() <= now.getTime();
}

/** Upcoming until the event has ended: exactly the events that are not past. */
export function isEventUpcoming(event: ScheduledEvent, now: Date = new Date()): boolean {
  return !isEventPast(event, now);
}

/**
 * The instant the event begins: its start time on the preserve's clock when its time text gives one, else the
 * start of its day (an all-day event has begun once its day has).
 */
export function eventStartsAt(event: ScheduledEvent): Date {
  const start = typeof event.date === 'string' ? new Date(event.date) : event.date;
  const [year, month, day] = preserveCalendarDay(start).split('-').map(Number);
  const begins = parseTimeRange(event.time)?.start;
  return begins
    ? preserveTimeToInstant(year, month, day, begins.hour, begins.minute)
    : preserveTimeToInstant(year, month, day, 0, 0);
}

/** Started once its start instant has come. */
export function hasEventStarted(event: ScheduledEvent, now: Date = new Date()): boolean {
  return eventStartsAt(event).getTime() <= now.getTime();
}
