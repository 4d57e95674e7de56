import type { EventDto } from '@shared/api/types';
import type { EventSort } from '@shared/constants';
import { isEventPast, isEventUpcoming } from '@shared/lib/eventSchedule';

const byDate = (a: EventDto, b: EventDto) => new Date(a.date).getTime() - new Date(b.date).getTime();
const byTitle = (a: EventDto, b: EventDto) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** The events list: active events that have not ended yet. */
export function upcomingEvents(events: EventDto[], now = new Date()): EventDto[] {
  return events.filter((e) => e.isActive && isEventUpcoming(e, now));
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
 * 'X / Y attended', or 'X attended' when there was no limit. X is who was checked in at the trailhead once anyone
 * was; events without check-ins (most older ones) count the registrations instead.
 */
export function attendanceLabel(
  event: Pick<EventDto, 'currentRegistrations' | 'maxCapacity'> & { checkedInCount?: number },
): string {
  const attended = event.checkedInCount ? event.checkedInCount : event.currentRegistrations;
  return event.maxCapacity != null ? `${attended} / ${event.maxCapacity} attended` : `${attended} attended`;
}

/** Free text as paragraphs: blank lines and single line breaks both start a new one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
