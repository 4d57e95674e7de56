import { PRESERVE_TIME_ZONE } from '../constants';
import { CONTROL_CHARACTERS } from './controlCharacters';
import { partsFormatter } from './eventTime';
import { eventTimes } from './eventSchedule';
import type { Coordinates } from './preserveLocation';

/**
 * iCalendar (RFC 5545) files: the events feed, each event's own file and the files mailed to registrants. Times are
 * written as the preserve's wall clock with TZID=America/New_York and the zone's VTIMEZONE definition, so calendars
 * show the right local time wherever the reader is; start and end come from `eventTimes` (eventSchedule.ts), an
 * event without a readable time being an all-day entry. What an event's entry holds (UID, place, SEQUENCE) is
 * decided in one place, eventCalendarEntry.ts.
 */

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

/** One VEVENT. */
export interface CalendarEntry {
  /** Stable for the event it describes, so re-imports and other copies update the entry instead of adding one. */
  uid: string;
  title: string;
  /** The event's instant; its calendar day on the preserve's clock is the day of the entry. */
  date: Date;
  /** The event's free-text time field. */
  timeText: string | null;
  location?: string | null;
  /** The place's pin (GEO), for calendar programs that show a map. */
  geo?: Coordinates | null;
  description?: string | null;
  url?: string | null;
  /** When the entry's information was last revised (DTSTAMP). */
  stamp: Date;
  /** Revision number (SEQUENCE): rises with every change, so calendars replace what they hold. */
  sequence?: number;
  /** The entry is called off (STATUS:CANCELLED), as in a METHOD:CANCEL file. */
  cancelled?: boolean;
}

/** PUBLISH announces or updates entries; CANCEL tells the calendar to remove the entries with the same UID. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export interface CalendarInput {
  /** PRODID's organisation part. */
  producer: string;
  /** PRODID's product part. */
  product: string;
  /** The calendar's name and description for programs that subscribe to it (NAME, X-WR-CALNAME...). */
  name?: string;
  description?: string;
  /** How often a subscribed program should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number;
  /** PUBLISH unless said otherwise. */
  method?: CalendarMethod;
  entries: CalendarEntry[];
}

/** 20260615T100000: the instant on the preserve's wall clock, as a TZID-qualified DATE-TIME. */
function localStamp(instant: Date): string {
  const p: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(instant)) p[part.type] = part.value;
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

function eventLines(entry: CalendarEntry): string[] {
  const times = eventTimes({ date: entry.date, time: entry.timeText });
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid.replace(/[^\x21-\x7e]/g, '')}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    ...(entry.sequence !== undefined ? [`SEQUENCE:${Math.max(0, Math.floor(entry.sequence))}`] : []),
    ...(times.allDay
      ? [
          `DTSTART;VALUE=DATE:${times.day.replace(/-/g, '')}`,
          `DTEND;VALUE=DATE:${addDays(times.day, 1).replace(/-/g, '')}`,
        ]
      : [
          `DTSTART;TZID=${PRESERVE_TIME_ZONE}:${localStamp(times.start)}`,
          `DTEND;TZID=${PRESERVE_TIME_ZONE}:${localStamp(times.end)}`,
        ]),
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.geo ? [`GEO:${entry.geo.latitude};${entry.geo.longitude}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.url ? [`URL:${entry.url.replace(/[\s]/g, '')}`] : []),
    entry.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * A calendar of any number of events, CRLF line endings, METHOD:PUBLISH (an announcement, not a meeting
 * invitation) unless the input asks for CANCEL. The zone's definition is included once when any entry has clock times.
 */
export function buildCalendar(input: CalendarInput): string {
  const clean = (s: string) => s.replace(/[\r\n/]/g, ' ').trim();
  const timed = input.entries.some((e) => !eventTimes({ date: e.date, time: e.timeText }).allDay);
  const refresh = input.refreshHours ? `PT${input.refreshHours}H` : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${clean(input.producer)}//${clean(input.product)}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method ?? 'PUBLISH'}`,
    ...(input.name ? [`NAME:${escapeText(input.name)}`, `X-WR-CALNAME:${escapeText(input.name)}`] : []),
    ...(input.description
      ? [`DESCRIPTION:${escapeText(input.description)}`, `X-WR-CALDESC:${escapeText(input.description)}`]
      : []),
    ...(input.name ? [`X-WR-TIMEZONE:${PRESERVE_TIME_ZONE}`] : []),
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...(timed ? NEW_YORK_VTIMEZONE : []),
    ...input.entries.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
