import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildCalendar, escapeText, foldLine, type CalendarEntry, type CalendarMethod } from './calendarFile';
import { eventTimes } from './eventSchedule';
import { preserveTimeToInstant } from './eventTime';

/** Parses a file the way calendar programs do, with its own VTIMEZONE registered, and reads the event's times. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event, start: event.startDate, end: event.endDate };
}

const base = {
  uid: 'event-1234@preserve.example.org',
  title: 'Meadow Walk',
  stamp: new Date('2026-05-01T12:00:00Z'),
};

/** A file holding one entry. */
const buildEventCalendar = (entry: CalendarEntry, method?: CalendarMethod) =>
  buildCalendar({ producer: 'Friends of Mapleton Preserve', product: 'Events', method, entries: [entry] });

describe('a calendar file with one event', () => {
  it('a summer morning: 10:00 AM on the preserve clock is 14:00 UTC (EDT)', () => {
    const date = preserveTimeToInstant(2026, 6, 15, 10, 0);
    const ics = buildEventCalendar({ ...base, date, timeText: '10:00 AM', location: 'Main trailhead' });
    const { calendar, start, end, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(base.uid);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260615T100000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(start.toJSDate().toISOString()).toBe('2026-06-15T14:00:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-06-15T16:00:00.000Z');
    expect(event.location).toBe('Main trailhead');
  });

  it('a winter range: 10 AM - 2 PM is 15:00-19:00 UTC (EST)', () => {
    const date = preserveTimeToInstant(2026, 12, 5, 12, 0);
    const { start, end } = parse(buildEventCalendar({ ...base, date, timeText: '10 AM - 2 PM' }));
    expect(start.toJSDate().toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-12-05T19:00:00.000Z');
  });

  it('takes the day from the preserve calendar even when UTC is already on the next day', () => {
    // 9:30 PM in New York on March 20 is March 21 in UTC.
    const date = preserveTimeToInstant(2026, 3, 20, 21, 30);
    const { start } = parse(buildEventCalendar({ ...base, date, timeText: '9:30pm' }));
    expect(start.toJSDate().toISOString()).toBe('2026-03-21T01:30:00.000Z');
    expect(start.toString()).toBe('2026-03-20T21:30:00');
  });

  it('an unreadable time makes an all-day entry on the event day', () => {
    const date = preserveTimeToInstant(2026, 6, 15, 12, 0);
    const ics = buildEventCalendar({ ...base, date, timeText: 'TBA' });
    const { start, end } = parse(ics);
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-06-15');
    expect(end.toString()).toBe('2026-06-16');
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('escapes text values and folds long lines at 75 octets with CRLF endings', () => {
    const title =
      'Walk; talk, and \\ more\nwith a very long name that goes on and on past the line limit of seventy-five octets 🦉🦉';
    const ics = buildEventCalendar({
      ...base,
      date: preserveTimeToInstant(2026, 6, 15, 10, 0),
      timeText: '10 AM',
      title,
    });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(parse(ics).event.summary).toBe(title);
  });

  it('a CR/LF in the title cannot start a new property', () => {
    const ics = buildEventCalendar({
      ...base,
      date: preserveTimeToInstant(2026, 6, 15, 10, 0),
      timeText: '10 AM',
      title: 'Walk\r\nATTENDEE:mailto:x@example.org',
    });
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(parse(ics).vevent.getFirstPropertyValue('attendee')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('a single time lasts two hours, crossing midnight if it must', () => {
    const times = eventTimes({ date: preserveTimeToInstant(2026, 7, 4, 12, 0), time: '11 PM' });
    expect(times).toEqual({
      allDay: false,
      start: new Date('2026-07-05T03:00:00Z'),
      end: new Date('2026-07-05T05:00:00Z'),
      endGiven: false,
    });
  });

  it('a pin is written as GEO, latitude;longitude', () => {
    const ics = buildEventCalendar({
      ...base,
      date: preserveTimeToInstant(2026, 6, 15, 10, 0),
      timeText: '10 AM',
      geo: { latitude: 40.3779, longitude: -74.6135 },
    });
    expect(parse(ics).vevent.getFirstPropertyValue('geo')).toEqual([40.3779, -74.6135]);
  });

  it('escapeText and foldLine', () => {
    expect(escapeText('a;b,c\\d\r\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
    expect(foldLine('é'.repeat(40)).split('\r\n ')[0]).toBe('é'.repeat(37));
  });
});

describe('a cancelling file', () => {
  it('removes the entry: METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const entry = {
      uid: 'event-1@example.org',
      title: 'Owl Prowl',
      date: preserveTimeToInstant(2026, 6, 15, 19, 0),
      timeText: '7:00 PM',
      stamp: new Date('2026-06-01T12:00:00Z'),
    };
    const published = new ICAL.Component(ICAL.parse(buildEventCalendar({ ...entry, sequence: 0 })));
    const cancelled = new ICAL.Component(
      ICAL.parse(buildEventCalendar({ ...entry, sequence: 1, cancelled: true }, 'CANCEL')),
    );
    expect(published.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    const before = published.getFirstSubcomponent('vevent')!;
    const after = cancelled.getFirstSubcomponent('vevent')!;
    expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    expect(after.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(before.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(before.getFirstPropertyValue('sequence')),
    );
  });
});
