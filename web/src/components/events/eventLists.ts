import type { EventDto } from '@shared/api/types';
import type { EventSort } from '@shared/constants';
import { isEventPast } from '@shared/lib/eventSchedule';
import { upcomingEvents } from '@shared/lib/upcomingEvents';
import { sameCategory } from '@shared/lib/eventCategories';

const byDate = (a: EventDto, b: EventDto) => new Date(a.date).getTime() - new Date(b.date).getTime();
const byTitle = (a: EventDto, b: EventDto) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

export { upcomingEvents };

/** The events of one kind; all of them when no category is chosen. */
export function inCategory(events: EventDto[], category: string | null): EventDto[] {
  return category ? events.filter((e) => sameCategory(e.category, category)) : events;
}

/** Case-insensitive match on title, description or location; a blank term matches everything. */
export function searchEvents(events: EventDto[], term: string): EventDto[] {
  const t = term.trim().toLowerCase();
  if (!t) return events;
  return events.filter((e) => [e.title, e.description, e.location ?? ''].some((s) => s.toLowerCase().includes(t)));
}

export function sortEvents(events: EventDto[], sort: EventSort): EventDto[] {
  return [...events].sort(
    sort === 'title' ? (a, b) => byTitle(a, b) || byDate(a, b) : (a, b) => byDate(a, b) || byTitle(a, b),
  );
}

/**
 * Past events, newest first. Inactive ones are included on purpose: events imported in bulk from earlier
 * years are created inactive, and this page is where they belong.
 */
export function pastEvents(events: EventDto[], now = new Date()): EventDto[] {
  return events.filter((e) => isEventPast(e, now)).sort((a, b) => byDate(b, a));
}

/**
 * 'X / Y attended', or 'X attended' when there was no limit; null when X would be 0, since "0 attended" under a
 * thank-you reads as if nobody came when nobody was counted. X is who was checked in at the trailhead once anyone
 * was; events without check-ins (most older ones) count the registrations instead.
 */
export function attendanceLabel(
  event: Pick<EventDto, 'currentRegistrations' | 'maxCapacity'> & { checkedInCount?: number },
): string | null {
  const attended = event.checkedInCount ? event.checkedInCount : event.currentRegistrations;
  if (attended <= 0) return null;
  return event.maxCapacity != null ? `${attended} / ${event.maxCapacity} attended` : `${attended} attended`;
}
