import { eventTimes, type ScheduledEvent } from './eventSchedule';

/**
 * Volunteer hours: checking someone in at an event that records hours (a workday) gives them the event's length,
 * which an admin may correct. Kept in whole minutes, so sums are exact; shown in hours.
 */

/** Most minutes one person may be given for one event: a long day. */
export const MAX_VOLUNTEER_MINUTES = 16 * 60;

/** The event's length in minutes: from its picked start to its end; null when it is all day or has no readable time. */
export function eventLengthMinutes(event: ScheduledEvent): number | null {
  const times = eventTimes(event);
  if (times.allDay) return null;
  return Math.round((times.end.getTime() - times.start.getTime()) / 60_000);
}

/** '2.5 h' style numbers for lists and CSV: hours with at most two decimals. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
