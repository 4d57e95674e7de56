import { parseTimeText, preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';

/**
 * Calendar days on the preserve's clock, for placing demo events relative to today: "the Saturday after
 * next", "the fourth Saturday of September". Plain year-month-day values, so no time zone can shift them.
 */
export interface Day {
  y: number;
  m: number;
  d: number;
}

export function preserveToday(now: Date): Day {
  const [y, m, d] = preserveCalendarDay(now).split('-').map(Number);
  return { y, m, d };
}

export function addDays(day: Day, days: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();

/** The first given weekday on or after `day`. */
export const onOrAfter = (day: Day, wd: number) => addDays(day, (wd - weekday(day) + 7) % 7);

/** The last given weekday on or before `day`. */
export const onOrBefore = (day: Day, wd: number) => addDays(day, -((weekday(day) - wd + 7) % 7));

/** National Public Lands Day falls on the fourth Saturday of September. */
export function publicLandsDay(year: number): Day {
  return addDays(onOrAfter({ y: year, m: 9, d: 1 }, 6), 21);
}

export const compareDays = (a: Day, b: Day) => a.y - b.y || a.m - b.m || a.d - b.d;

/** The instant an event starts: its day, at the clock time its free-text time names. */
export function startOf(day: Day, time: string): Date {
  const t = parseTimeText(time);
  if (!t) throw new Error(`demo event time is not a clock time: ${time}`);
  return preserveTimeToInstant(day.y, day.m, day.d, t.hour, t.minute);
}
