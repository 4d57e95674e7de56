import { MoreThanOrEqual } from 'typeorm';
import type { Database } from '@server/db/database';
import { Event } from '@server/db/entities';
import type { Organisation } from '@shared/organisation';
import { buildCalendar } from '@shared/lib/calendarFile';
import { eventCalendarEntry, eventCalendarFile } from '@shared/lib/eventCalendarEntry';

/** The feed keeps recent events too, so a subscriber's calendar does not lose what happened last month. */
export const FEED_PAST_DAYS = 90;
/** How often subscribed programs are asked to fetch the feed again. */
const FEED_REFRESH_HOURS = 6;

const DAY_MS = 86_400_000;

/** Active events from FEED_PAST_DAYS ago on, as a subscribable calendar. */
export async function buildEventFeed(
  db: Database,
  org: Organisation,
  siteUrl: string,
  now = new Date(),
): Promise<{ ics: string; lastModified: Date | null }> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const events = await db.repo(Event).find({
    where: { isActive: true, date: MoreThanOrEqual(since) },
    order: { date: 'ASC', title: 'ASC' },
  });
  const ics = buildCalendar({
    producer: org.name,
    product: 'Events',
    name: `${org.name} events`,
    description: `Events at ${org.preserveName}: ${siteUrl}/events`,
    refreshHours: FEED_REFRESH_HOURS,
    // A called-off event stays in the feed as cancelled, so subscribed calendars strike it rather than keep it.
    entries: events.map((e) => eventCalendarEntry(e, { org, publicUrl: siteUrl })),
  });
  // The newest change among the events it lists; the ETag also covers what no date shows (a deleted event).
  const lastModified = events.length ? new Date(Math.max(...events.map((e) => e.updatedAt.getTime()))) : null;
  return { ics, lastModified };
}

export function buildSingleEventCalendar(event: Event, org: Organisation, siteUrl: string): string {
  return eventCalendarFile(event, { org, publicUrl: siteUrl });
}

/** A download name from the title: letters, digits and dashes only. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
