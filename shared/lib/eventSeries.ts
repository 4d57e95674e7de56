/**
 * The dates of a series of events ("every second Saturday, March to November", or a list of dates), as days on the
 * preserve's calendar ('YYYY-MM-DD'). A series makes one event per date, each with its own seats and
 * registrations; the rule is only how the dates were chosen.
 */

/** Most dates one series may make: a year of weekly walks. */
export const MAX_SERIES_DATES = 53;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Which weekday of the month: the first to the fourth, or the last (-1). */
export type NthOfMonth = 1 | 2 | 3 | 4 | -1;

export type SeriesRule =
  /** Every `every` weeks on `weekday`, from the first such day on or after `from`, up to `until`. */
  | { kind: 'weekly'; every: number; weekday: number; from: string; until: string }
  /** The `nth` `weekday` of each month from `from` to `until` ("every second Saturday"). */
  | { kind: 'monthly'; nth: NthOfMonth; weekday: number; from: string; until: string }
  /** Dates chosen one by one. */
  | { kind: 'dates'; dates: string[] };

const DAY_MS = 86_400_000;

/** Calendar arithmetic on plain days, in UTC so no clock change moves a day. */
const toDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The nth (or last) weekday of a month, or null when the month has no fifth one. */
function nthWeekday(year: number, month: number, weekday: number, nth: NthOfMonth): number | null {
  if (nth === -1) {
    const last = Date.UTC(year, month + 1, 0);
    const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
    return last - back * DAY_MS;
  }
  const first = Date.UTC(year, month, 1);
  const ahead = (weekday - new Date(first).getUTCDay() + 7) % 7;
  const day = first + (ahead + (nth - 1) * 7) * DAY_MS;
  return new Date(day).getUTCMonth() === month ? day : null;
}

/**
 * The days a rule gives, in order, each once; at most MAX_SERIES_DATES + 1, so a caller can tell "too many" from
 * "exactly the most" without making a thousand.
 */
export function seriesDates(rule: SeriesRule): string[] {
  if (rule.kind === 'dates') return [...new Set(rule.dates)].sort().slice(0, MAX_SERIES_DATES + 1);
  const from = toDay(rule.from);
  const until = toDay(rule.until);
  const out: string[] = [];
  // A day not yet typed in full gives no dates (and no endless search for one).
  if (!Number.isFinite(from) || !Number.isFinite(until)) return out;
  if (rule.kind === 'weekly') {
    const ahead = (rule.weekday - new Date(from).getUTCDay() + 7) % 7;
    for (let t = from + ahead * DAY_MS; t <= until && out.length <= MAX_SERIES_DATES; t += rule.every * 7 * DAY_MS)
      out.push(fromDay(t));
    return out;
  }
  const start = new Date(from);
  for (let i = 0; out.length <= MAX_SERIES_DATES; i++) {
    const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + i) / 12);
    const month = (start.getUTCMonth() + i) % 12;
    if (Date.UTC(year, month, 1) > until) break;
    const day = nthWeekday(year, month, rule.weekday, rule.nth);
    if (day !== null && day >= from && day <= until) out.push(fromDay(day));
  }
  return out;
}

const ORDINALS: Record<NthOfMonth, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** The rule in words, for the series dialog's summary: "The second Saturday of each month". */
export function describeRule(rule: SeriesRule): string {
  if (rule.kind === 'dates') return 'Dates chosen one by one';
  const weekday = WEEKDAY_NAMES[rule.weekday];
  if (rule.kind === 'monthly') return `The ${ORDINALS[rule.nth]} ${weekday} of each month`;
  return rule.every === 1 ? `Every ${weekday}` : `Every ${rule.every} weeks on ${weekday}`;
}
