import type { Organisation } from '../organisation';
import { buildCalendar, type CalendarEntry, type CalendarMethod } from './calendarFile';
import { plainText } from './html';
import { calendarLocationOf, coordinatesOf } from './preserveLocation';

/**
 * The one mapping from an event to its calendar entry, used by the subscribed feed (/events.ics), the event's own
 * file and every file mailed to registrants (confirmation, change, cancellation, call-off). Because they all carry
 * the same UID and the same SEQUENCE for the same version of the event, a calendar that holds the event from more
 * than one of them keeps one entry, and a later file updates or removes it.
 */

/** What a calendar entry tells about the site: the organisation (producer, place) and the public address. */
export interface CalendarSite {
  org: Pick<Organisation, 'name' | 'preserveName' | 'preserveLocation'>;
  publicUrl: string;
}

/** The event's fields an entry is made of; the database row and the API's answer both have them. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  date: Date | string;
  time: string | null;
  location: string | null;
  /** Counts the record's writes: every admin edit, a call-off included, raises it. */
  version: number;
  status: string;
  updatedAt: Date | string;
}

/** event-<id>@<host>: the event's UID in every calendar file, whoever receives it. */
export const eventUid = (eventId: string, publicUrl: string) => `event-${eventId}@${new URL(publicUrl).hostname}`;

/** The SEQUENCE of the event's current version: it rises with every edit, so calendars replace what they hold. */
export const eventSequence = (event: Pick<CalendarEvent, 'version'>) => Math.max(0, event.version - 1);

export const eventPageUrl = (site: CalendarSite, eventId: string) => `${site.publicUrl}/events/${eventId}`;

/** The event as a calendar entry; STATUS:CANCELLED once it is called off, so calendars strike it. */
export function eventCalendarEntry(event: CalendarEvent, site: CalendarSite): CalendarEntry {
  const url = eventPageUrl(site, event.id);
  const about = plainText(event.description);
  return {
    uid: eventUid(event.id, site.publicUrl),
    title: event.title,
    date: new Date(event.date),
    timeText: event.time,
    location: calendarLocationOf(site.org, event.location),
    geo: coordinatesOf(site.org.preserveLocation.coordinates),
    description: about ? `${about}\n\n${url}` : url,
    url,
    stamp: new Date(event.updatedAt),
    sequence: eventSequence(event),
    cancelled: event.status === 'cancelled',
  };
}

/**
 * A file holding the event's one entry: its own .ics, and what mail attaches. CANCEL takes the entry out of the
 * calendar that imported it; `personal` is for one person's own cancellation, which changes nothing about the event
 * itself: it is stamped when it happened and carries a SEQUENCE above the event's, so it outranks every file that
 * person received before.
 */
export function eventCalendarFile(
  event: CalendarEvent,
  site: CalendarSite,
  method: CalendarMethod = 'PUBLISH',
  personal?: { at: Date },
): string {
  const entry = eventCalendarEntry(event, site);
  const removal = method === 'CANCEL';
  return buildCalendar({
    producer: site.org.name,
    product: 'Events',
    method,
    entries: [
      {
        ...entry,
        ...(personal ? { stamp: personal.at, sequence: eventSequence(event) + 1 } : {}),
        cancelled: entry.cancelled || removal,
      },
    ],
  });
}
