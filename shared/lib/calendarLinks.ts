import type { EventDto } from '../api/types';
import { PRESERVE_TIME_ZONE } from '../constants';
import { eventTimes } from './eventSchedule';
import type { CalendarSite } from './eventCalendarEntry';
import { calendarLocationOf } from './preserveLocation';

/**
 * Addresses that put events into people's calendars: the site's own calendar files (served by the feeds router)
 * and Google Calendar's "add event" page, which needs no file.
 */

export const EVENTS_FEED_PATH = '/events.ics';
export const eventCalendarPath = (id: string) => `/events/${encodeURIComponent(id)}/calendar.ics`;

/** The feed as a `webcal:` address, which calendar programs open as a subscription. */
export function webcalUrl(siteUrl: string): string {
  return `${siteUrl.replace(/^https?:/i, 'webcal:')}${EVENTS_FEED_PATH}`;
}

/** 20260615T140000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDay = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Google Calendar's template page for the event, with the title, times and place of its calendar entry (the same
 * eventTimes and calendarLocationOf eventCalendarEntry uses; the entry itself is not built here, which keeps the
 * calendar file writer out of the pages' script).
 */
export function googleCalendarUrl(
  event: Pick<EventDto, 'id' | 'title' | 'date' | 'time' | 'location' | 'description'>,
  site: CalendarSite,
): string {
  const times = eventTimes(event);
  const dates = times.allDay
    ? `${compactDay(times.day)}/${compactDay(nextDay(times.day))}`
    : `${utc(times.start)}/${utc(times.end)}`;
  // The address must stay short: the description is cut, the page's address kept whole.
  const text = event.description.replace(/\s+/g, ' ').trim();
  const summary = text.length > 300 ? `${text.slice(0, 297).trimEnd()}...` : text;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: PRESERVE_TIME_ZONE,
    details: [summary, `${site.publicUrl}/events/${event.id}`].filter(Boolean).join('\n\n'),
  });
  const location = calendarLocationOf(site.org, event.location);
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
