import { preserveCalendarDay, preserveTimeToInstant } from './eventTime';
import { parseTimeRange, type TimeRange } from './eventTimeRange';

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
  /** The picked times ('HH:MM'), when the record has them; else the time text is read. */
  startTime?: string | null;
  endTime?: string | null;
  allDay?: boolean;
}

/** How long an event whose time text gives only its start is taken to last, in calendars and search results. */
export const DEFAULT_DURATION_MINUTES = 120;

/**
 * When the event takes place, as calendars and search results show it: instants for a timed event (`endGiven`
 * when an end is given), the preserve's calendar day for one all day or without a readable time. The only reading
 * of an event's start and end: the picked start and end when the record has them, else its time text, where
 *   - a range ('10 AM - 2 PM') gives start and end;
 *   - a single time ('9:30am') starts then and lasts DEFAULT_DURATION_MINUTES;
 *   - no readable time ('TBA', 'All day') is the whole day.
 */
export type EventTimes = { allDay: true; day: string } | { allDay: false; start: Date; end: Date; endGiven: boolean };

/** 'HH:MM' as hour and minute (the public pages read picked times without the rest of eventClock.ts). */
const clockPart = (text: string) => ({ hour: Number(text.slice(0, 2)), minute: Number(text.slice(3, 5)) });

const instantOf = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date);

export function eventTimes(event: ScheduledEvent): EventTimes {
  const day = preserveCalendarDay(instantOf(event.date));
  if (event.allDay) return { allDay: true, day };
  const range: TimeRange | null = event.startTime
    ? { start: clockPart(event.startTime), end: event.endTime ? clockPart(event.endTime) : null }
    : parseTimeRange(event.time ?? null);
  if (!range) return { allDay: true, day };
  const [y, m, d] = day.split('-').map(Number);
  const start = preserveTimeToInstant(y, m, d, range.start.hour, range.start.minute);
  if (range.end)
    return {
      allDay: false,
      start,
      end: preserveTimeToInstant(y, m, d, range.end.hour, range.end.minute),
      endGiven: true,
    };
  return { allDay: false, start, end: new Date(start.getTime() + DEFAULT_DURATION_MINUTES * 60_000), endGiven: false };
}

/** The instant the event is over for visitors: the end its time text states, else the end of its day. */
export function eventEndsAt(event: ScheduledEvent): Date {
  const start = instantOf(event.date);
  const [year, month, day] = preserveCalendarDay(start).split('-').map(Number);
  const endOfDay = preserveTimeToInstant(year, month, day + 1, 0, 0);
  const times = eventTimes(event);
  const ends = !times.allDay && times.endGiven ? times.end : endOfDay;
  // A time text that ends before the stored start (edited apart) must not end the event before it began.
  return ends.getTime() > start.getTime() ? ends : endOfDay;
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
  const times = eventTimes(event);
  if (!times.allDay) return times.start;
  const [year, month, day] = times.day.split('-').map(Number);
  return preserveTimeToInstant(year, month, day, 0, 0);
}

/** Started once its start instant has come. */
export function hasEventStarted(event: ScheduledEvent, now: Date = new Date()): boolean {
  return eventStartsAt(event).getTime() <= now.getTime();
}

/**
 * Whether the event is worth adding to a calendar: it is still to come (or under way) and not called off. The
 * one rule for every "Add to calendar" a visitor is offered; calendar files themselves still describe any event.
 */
export function offersAddToCalendar(event: ScheduledEvent & { status: string }, now: Date = new Date()): boolean {
  return event.status !== 'cancelled' && !isEventPast(event, now);
}

/**
 * Whether the event's page is one the public lists link to: an active event while it is still to come (/events,
 * the home page) and every event once it is over (/past-events shows those imported inactive too). The sitemap
 * lists exactly these; the page of any other event (an upcoming one switched off) still answers, but asks search
 * engines not to index it.
 */
export function hasPublicPage(event: ScheduledEvent & { isActive: boolean }, now: Date = new Date()): boolean {
  return event.isActive || isEventPast(event, now);
}
