import { PRESERVE_TIME_ZONE } from '../constants';
import { CONTROL_CHARACTERS } from './controlCharacters';
import { preserveCalendarDay, preserveTimeToInstant } from './eventTime';
import { parseTimeRange } from './eventTimeRange';

/**
 * An iCalendar (RFC 5545) file for one event, as attached to registration confirmations. Times are written as
 * the preserve's wall clock with TZID=America/New_York and the zone's VTIMEZONE definition, so calendars show
 * the right local time wherever the reader is. The free-text time field decides the times:
 *   - a range ('10 AM - 2 PM') gives start and end;
 *   - a single time ('9:30am') starts then and lasts DEFAULT_DURATION_MINUTES (two hours);
 *   - no readable time ('TBA', 'All day') makes an all-day entry on the event's day.
 */

export const DEFAULT_DURATION_MINUTES = 120;

/** America/New_York under the US rules in force since 2007 (second Sunday of March, first Sunday of November). */
export const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PRESERVE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEventInput {
  /** Stable for the thing the file describes (one registration), so re-imports update instead of duplicating. */
  uid: string;
  title: string;
  /** The event's instant; its calendar day on the preserve's clock is the day of the entry. */
  date: Date;
  /** The event's free-text time field. */
  timeText: string | null;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** PRODID's organisation part. */
  producer: string;
}

export type CalendarTimes = { allDay: true; day: string } | { allDay: false; start: Date; end: Date };

/** The entry's start and end: instants for timed events, the preserve's calendar day for all-day ones. */
export function calendarTimesFor(date: Date, timeText: string | null): CalendarTimes {
  const day = preserveCalendarDay(date);
  const range = parseTimeRange(timeText);
  if (!range) return { allDay: true, day };
  const [y, m, d] = day.split('-').map(Number);
  const start = preserveTimeToInstant(y, m, d, range.start.hour, range.start.minute);
  const end = range.end
    ? preserveTimeToInstant(y, m, d, range.end.hour, range.end.minute)
    : new Date(start.getTime() + DEFAULT_DURATION_MINUTES * 60_000);
  return { allDay: false, start, end };
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 20260615T100000: the instant on the preserve's wall clock, as a TZID-qualified DATE-TIME. */
function localStamp(instant: Date): string {
  const p: Record<string, string> = {};
  for (const part of wallClock.formatToParts(instant)) p[part.type] = part.value;
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** 20260615T140000Z */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 3.1) without splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts toward their 75.
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The whole file, CRLF line endings, METHOD:PUBLISH (an announcement, not a meeting invitation). */
export function buildEventCalendar(input: CalendarEventInput): string {
  const times = calendarTimesFor(input.date, input.timeText);
  const producer = input.producer.replace(/[\r\n/]/g, ' ').trim();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${producer}//Event registration//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(times.allDay ? [] : NEW_YORK_VTIMEZONE),
    'BEGIN:VEVENT',
    `UID:${input.uid.replace(/[^\x21-\x7e]/g, '')}`,
    `DTSTAMP:${utcStamp(input.stamp)}`,
    ...(times.allDay
      ? [
          `DTSTART;VALUE=DATE:${times.day.replace(/-/g, '')}`,
          `DTEND;VALUE=DATE:${addDays(times.day, 1).replace(/-/g, '')}`,
        ]
      : [
          `DTSTART;TZID=${PRESERVE_TIME_ZONE}:${localStamp(times.start)}`,
          `DTEND;TZID=${PRESERVE_TIME_ZONE}:${localStamp(times.end)}`,
        ]),
    `SUMMARY:${escapeText(input.title)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    ...(input.description ? [`DESCRIPTION:${escapeText(input.description)}`] : []),
    ...(input.url ? [`URL:${input.url.replace(/[\s]/g, '')}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
