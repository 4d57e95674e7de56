import { parseTimeText } from './eventTime';

export interface ClockTime {
  hour: number;
  minute: number;
}

/** When an event starts and, if the text says so, ends, on the preserve's clock. */
export interface TimeRange {
  start: ClockTime;
  end: ClockTime | null;
}

// One clock time as people write it: '10', '10:30', '9.30', '10 AM', '9:30am', '2 p.m.', 'noon', 'midnight'.
const TIME = String.raw`(?:(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\b\.?)?|(noon|midnight))`;
const RANGE = new RegExp(String.raw`(?<![\d:.])${TIME}\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*${TIME}`, 'gi');

interface Loose {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
  hasMinutes: boolean;
  word: boolean;
}

function loose(
  h: string | undefined,
  mm: string | undefined,
  mer: string | undefined,
  word: string | undefined,
): Loose | null {
  if (word)
    return { hour: word.toLowerCase() === 'noon' ? 12 : 0, minute: 0, meridiem: null, hasMinutes: true, word: true };
  if (h === undefined) return null;
  const hour = Number(h);
  const minute = mm ? Number(mm) : 0;
  if (minute > 59 || hour > 23) return null;
  const meridiem = mer ? (mer.toLowerCase() as 'a' | 'p') : null;
  if (meridiem && (hour < 1 || hour > 12)) return null;
  return { hour, minute, meridiem, hasMinutes: mm !== undefined, word: false };
}

function to24(t: Loose, meridiem: 'a' | 'p' | null): ClockTime {
  if (t.word || !meridiem || t.hour > 12) return { hour: t.hour, minute: t.minute };
  let hour = t.hour % 12;
  if (meridiem === 'p') hour += 12;
  return { hour, minute: t.minute };
}

const minutes = (t: ClockTime) => t.hour * 60 + t.minute;

/** A range like '10 AM - 2 PM', '9-11am', '1:30 to 3:00 p.m.', '9am - noon', '14:00-16:30', or null. */
function rangeOf(text: string): TimeRange | null {
  for (const m of text.matchAll(RANGE)) {
    const a = loose(m[1], m[2], m[3], m[4]);
    const b = loose(m[5], m[6], m[7], m[8]);
    if (!a || !b) continue;
    // Two bare numbers ('ages 8-12') are not times; a 24-hour clock needs its minutes.
    const readable = (t: Loose) => t.word || t.meridiem !== null || t.hasMinutes;
    if (!readable(b) || (!readable(a) && !b.meridiem && !b.word)) continue;
    const end = to24(b, b.meridiem);
    let start: ClockTime;
    if (a.meridiem || a.word) start = to24(a, a.meridiem);
    else if (b.meridiem) {
      // '9 - 11 AM' shares the end's half of the day, unless that would start after the end ('11 - 2 PM').
      start = to24(a, b.meridiem);
      if (minutes(start) > minutes(end)) start = to24(a, b.meridiem === 'p' ? 'a' : 'p');
    } else if (b.word && b.hour === 12 && a.hour <= 12)
      start = to24(a, 'a'); // '9 - noon'
    else start = { hour: a.hour, minute: a.minute };
    if (minutes(end) <= minutes(start)) continue;
    return { start, end };
  }
  return null;
}

/**
 * Reads an event's free-text time field. A range gives start and end; otherwise the first clock time is the
 * start and the end is unknown (null). Text with no readable time ('All day', 'TBA') gives null.
 */
export function parseTimeRange(text: string | null | undefined): TimeRange | null {
  if (!text) return null;
  const range = rangeOf(text);
  if (range) return range;
  const start = parseTimeText(text);
  return start ? { start, end: null } : null;
}
