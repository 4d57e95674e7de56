import { parseTimeRange, type ClockTime } from './eventTimeRange';

/**
 * An event's start and end as the admin picks them: clock times on the preserve's clock ('09:00', 24-hour, as an
 * `<input type="time">` gives them), or all day. The time text visitors read ("9:00 AM - 12:00 PM") is derived from
 * these. Events from before there were such fields, and clients that still send only a text, are read once with
 * the free-text reader; a text it cannot read ('TBA') is kept as it is and flagged for an admin to set.
 */
export interface EventClock {
  /** 'HH:MM', or null when the event is all day or its time could not be read. */
  startTime: string | null;
  /** 'HH:MM' after the start, or null when no end is given. */
  endTime: string | null;
  allDay: boolean;
  /** The time text could not be read: the text is shown as it is and the admin is asked to set the times. */
  timeNeedsReview: boolean;
  /** What visitors read. */
  time: string;
}

/** A clock time as the time pickers give it: 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The text visitors read for an all-day event. */
export const ALL_DAY_TEXT = 'All day';

const ALL_DAY = /^\s*all[\s-]*day\s*$/i;

const two = (n: number) => String(n).padStart(2, '0');

export const clockText = (t: ClockTime): string => `${two(t.hour)}:${two(t.minute)}`;

export function clockOf(text: string): ClockTime {
  const [hour, minute] = text.split(':').map(Number);
  return { hour, minute };
}

/** '09:00' as visitors read it: '9:00 AM'; '12:00' is '12:00 PM'. */
export function formatClock(text: string): string {
  const { hour, minute } = clockOf(text);
  const half = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${half}`;
}

/** The time text of picked times: '9:00 AM - 12:00 PM', '9:00 AM' with no end, or 'All day'. */
export function timeTextOf(times: { startTime: string | null; endTime: string | null; allDay: boolean }): string {
  if (times.allDay || !times.startTime) return ALL_DAY_TEXT;
  return times.endTime
    ? `${formatClock(times.startTime)} - ${formatClock(times.endTime)}`
    : formatClock(times.startTime);
}

/** Reads a time text once (an older event, or a client that sends only text): the text itself is kept. */
export function clockFromText(text: string): EventClock {
  const time = text.trim();
  if (ALL_DAY.test(time)) return { startTime: null, endTime: null, allDay: true, timeNeedsReview: false, time };
  const range = parseTimeRange(time);
  if (!range) return { startTime: null, endTime: null, allDay: false, timeNeedsReview: true, time };
  return {
    startTime: clockText(range.start),
    endTime: range.end ? clockText(range.end) : null,
    allDay: false,
    timeNeedsReview: false,
    time,
  };
}

/** What an admin's write says about the times, in the fields the event form and the API take. */
export interface ClockInput {
  time?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  allDay?: boolean;
}

/**
 * The event's times after a write: picked times (or all day) win and give the text; a text alone is read as
 * above; a write that names none of them leaves them as they were (`current`), or, for a new event, null.
 */
export function clockAfterWrite(input: ClockInput, current: EventClock | null): EventClock | null {
  if (input.allDay === true)
    return { startTime: null, endTime: null, allDay: true, timeNeedsReview: false, time: ALL_DAY_TEXT };
  if (input.startTime) {
    const picked = { startTime: input.startTime, endTime: input.endTime ?? null, allDay: false };
    return { ...picked, timeNeedsReview: false, time: timeTextOf(picked) };
  }
  if (input.time != null && input.time.trim() !== '') return clockFromText(input.time);
  if (input.endTime !== undefined && current?.startTime) {
    // Only the end changed.
    const picked = { startTime: current.startTime, endTime: input.endTime, allDay: false };
    return { ...picked, timeNeedsReview: false, time: timeTextOf(picked) };
  }
  return current;
}
