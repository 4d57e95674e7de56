import type { Event } from '@server/db/entities';
import { badRequest } from '@server/errors';
import { clockAfterWrite, clockFromText, type ClockInput, type EventClock } from '@shared/lib/eventClock';

const END_AFTER_START = 'End time must be after the start time';

const clockOfEvent = (event: Event): EventClock => ({
  startTime: event.startTime,
  endTime: event.endTime,
  allDay: event.allDay,
  timeNeedsReview: event.timeNeedsReview,
  time: event.time,
});

/** A new event's times: the schema has made sure one of picked times, all day or a time text was given. */
export function clockOfNewEvent(input: ClockInput): EventClock {
  return clockAfterWrite(input, null) ?? clockFromText('');
}

/**
 * Lays an edit's times over the event (an edit naming none leaves them). Only the end may be sent alone, so the
 * rule that it comes after the start is checked against the event's own start too.
 */
export function applyClockEdit(event: Event, input: ClockInput): void {
  const next = clockAfterWrite(input, clockOfEvent(event));
  if (!next) return;
  if (next.startTime && next.endTime && next.endTime <= next.startTime)
    throw badRequest(END_AFTER_START, { endTime: [END_AFTER_START] });
  Object.assign(event, next);
}
