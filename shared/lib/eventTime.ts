import { PRESERVE_TIME_ZONE } from '../constants';

/**
 * Event dates are instants; the free-text time field ("10:00 AM") is what people read. Every calendar
 * decision (is it today? which day is it?) is made on the preserve's clock so the server-rendered page and
 * the hydrated one agree wherever the visitor is.
 */

/** Every field of an instant on the preserve's 24-hour wall clock, two digits each. */
export const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type ZoneParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * formatToParts is slow (a list page of a hundred events spent over 100 ms in it on a throttled phone), and a page
 * asks about the same few instants again and again: the answers are kept, a bounded number of them.
 */
const knownParts = new Map<number, ZoneParts>();

function zoneParts(date: Date): ZoneParts {
  const time = date.getTime();
  const known = knownParts.get(time);
  if (known) return known;
  const out: Record<string, number> = {};
  for (const p of partsFormatter.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  if (knownParts.size >= 2000) knownParts.clear();
  knownParts.set(time, out as ZoneParts);
  return out as ZoneParts;
}

function zoneOffsetMs(date: Date): number {
  const p = zoneParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (date.getTime() - date.getUTCMilliseconds());
}

/** The instant at which the preserve's wall clock shows the given date and time. */
export function preserveTimeToInstant(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let t = guess - zoneOffsetMs(new Date(guess));
  const second = guess - zoneOffsetMs(new Date(t));
  if (second !== t) t = second;
  return new Date(t);
}

/** 'YYYY-MM-DD' of the given instant on the preserve's calendar. */
export function preserveCalendarDay(date: Date): string {
  const p = zoneParts(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Reads the first clock time in free text: "10:00 AM", "9am - noon", "14:30", "Noon". */
export function parseTimeText(text: string | null | undefined): { hour: number; minute: number } | null {
  if (!text) return null;
  const s = text.trim().toLowerCase();
  if (/^noon\b/.test(s)) return { hour: 12, minute: 0 };
  if (/^midnight\b/.test(s)) return { hour: 0, minute: 0 };
  // The first number that reads as a clock time wins, so 'June 15, 10 AM' or 'Ages 8-12, 9:30' still work.
  for (const m of s.matchAll(/(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?m\.?(?![a-z]))?/g)) {
    const time = clockTime(m[1], m[2], m[3]);
    if (time) return time;
  }
  if (/\bnoon\b/.test(s)) return { hour: 12, minute: 0 };
  if (/\bmidnight\b/.test(s)) return { hour: 0, minute: 0 };
  return null;
}

function clockTime(
  h: string,
  mm: string | undefined,
  meridiem: string | undefined,
): { hour: number; minute: number } | null {
  if (!meridiem && !mm) return null; // a bare number is not a time
  let hour = Number(h);
  const minute = mm ? Number(mm) : 0;
  if (minute > 59 || hour > 23) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === 'p' && hour !== 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
  }
  return { hour, minute };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Turns the date a form or script sends into the event's instant. A bare date takes its clock time from the
 * time text (or noon when that cannot be read), so the event stays on its own calendar day in New Jersey.
 */
export function parseEventDateInput(value: string, timeText: string | null): Date | null {
  const v = value.trim();
  const m = v.match(DATE_ONLY);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
    const t = parseTimeText(timeText) ?? { hour: 12, minute: 0 };
    const instant = preserveTimeToInstant(y, mo, d, t.hour, t.minute);
    return preserveCalendarDay(instant) === v ? instant : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const parsed = new Date(v);
  if (Number.isNaN(parsed.getTime())) return null;
  const year = parsed.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? parsed : null;
}

function toDate(d: Date | string): Date {
  return typeof d === 'string' ? new Date(d) : d;
}

/* Upcoming or past: eventSchedule.ts, which reads the end time from the time text. */

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Saturday, June 15, 2026" (the event page's long en-US date). */
export function formatLongDate(d: Date | string): string {
  return longDate.format(toDate(d));
}

/** "June 15, 2026" ('MMMM d, yyyy') on the preserve's clock. */
export function formatMonthDayYear(d: Date | string): string {
  return monthDayYear.format(toDate(d));
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Jun 15, 2026, 10:00 AM" on the preserve's clock: when something happened (a registration, a sync, a draft). */
export function formatDateTime(d: Date | string): string {
  return dateTime.format(toDate(d));
}

/** "Jun 15, 2026" for compact cards. */
export function formatShortDate(d: Date | string): string {
  return shortDate.format(toDate(d));
}

/** ISO 8601 with the preserve's UTC offset at that instant: '2026-06-15T10:00:00-04:00'. */
export function preserveIsoDateTime(instant: Date): string {
  const p = zoneParts(instant);
  const offsetMinutes = Math.round(zoneOffsetMs(instant) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  );
}

/**
 * An event's time as one unbreakable piece for a narrow card: "9:00 AM" never wraps into "9:00" and "AM", nor
 * "9:00 AM - 12:00 PM" after its dash (the whole range moves to the next line instead).
 */
export const unbrokenTime = (time: string): string => time.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
