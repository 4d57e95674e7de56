import type { EventDto } from '../api/types';
import { PRESERVE_TIME_ZONE } from '../constants';
import { calendarTimesFor } from './calendarFile';

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

/** Google Calendar's template page for the event, with the same times as the event's calendar file. */
export function googleCalendarUrl(
  event: Pick<EventDto, 'id' | 'title' | 'date' | 'time' | 'location' | 'description'>,
  siteUrl: string,
): string {
  const times = calendarTimesFor(new Date(event.date), event.time);
  const dates = times.allDay
    ? `${compactDay(times.day)}/${compactDay(nextDay(times.day))}`
    : `${utc(times.start)}/${utc(times.end)}`;
  const text = event.description.replace(/\s+/g, ' ').trim();
  const summary = text.length > 300 ? `${text.slice(0, 297).trimEnd()}...` : text;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: PRESERVE_TIME_ZONE,
    details: [summary, `${siteUrl}/events/${event.id}`].filter(Boolean).join('\n\n'),
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
