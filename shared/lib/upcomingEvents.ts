import { UPCOMING_EVENTS_ON_HOME } from '../constants';
import { hasPublicPage, isEventUpcoming, type ScheduledEvent } from './eventSchedule';

type Listed = ScheduledEvent & { isActive: boolean };

/** The events list: events that have not ended yet and are listed publicly (active ones, see hasPublicPage). */
export function upcomingEvents<E extends Listed>(events: E[], now = new Date()): E[] {
  return events.filter((e) => isEventUpcoming(e, now) && hasPublicPage(e, now));
}

/**
 * The home page's "Coming Up": the soonest upcoming events, at most UPCOMING_EVENTS_ON_HOME. The server answers
 * only these (GET /api/upcoming-events), so the home page carries three events, not the whole list.
 */
export function nextEvents<E extends Listed>(events: E[], now = new Date()): E[] {
  return upcomingEvents(events, now)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    .slice(0, UPCOMING_EVENTS_ON_HOME);
}
