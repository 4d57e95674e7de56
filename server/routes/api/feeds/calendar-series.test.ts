import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { SAMPLE_PLACE, saveSiteSettings } from '@server/test/settings';
import { parseStrictIcs, strictIcsProblems, type IcsComponent } from '@server/test/strictIcs';
import type { EventDto } from '@shared/api/types';
import { PRESERVE_TIME_ZONE } from '@shared/constants';
import { NEW_YORK_VTIMEZONE } from '@shared/lib/calendarFile';
import { eventUid } from '@shared/lib/eventCalendarEntry';
import { preserveCalendarDay, preserveTimeToInstant } from '@shared/lib/eventTime';

/**
 * The calendar files of a series of events, read with a strict RFC 5545 check as well as with ical.js: a series
 * puts many entries of one title in one feed, and a calendar program keeps them apart only by their UIDs, and shows
 * them at the right hour only if each date's DTSTART and DTEND are written on the preserve's clock with its zone.
 */

const SITE = 'https://preserve.example.org';
const DAY_MS = 86_400_000;
const year = new Date().getUTCFullYear() + 1;

/** Every second Saturday from early February: the fourth date falls after the March clock change. */
function fortnightlySaturdays(count: number): string[] {
  const feb1 = Date.UTC(year, 1, 1);
  const first = feb1 + ((6 - new Date(feb1).getUTCDay() + 7) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => new Date(first + i * 14 * DAY_MS).toISOString().slice(0, 10));
}

const compact = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const prop = (c: IcsComponent, name: string) => c.properties.filter((p) => p.name === name);
const one = (c: IcsComponent, name: string) => {
  const found = prop(c, name);
  expect(found, name).toHaveLength(1);
  return found[0];
};

/** The file checked strictly (failing with every problem listed), then read by ical.js as calendar programs do. */
function readCalendar(ics: string) {
  const strict = parseStrictIcs(ics);
  expect(strict.problems).toEqual([]);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const vevents = strict.components[0].components.filter((c) => c.name === 'VEVENT');
  expect(vevents).toHaveLength(events.length);
  return { vevents, events };
}

describe('calendar files of a series of events', () => {
  let server: TestServer;
  let admin: TestClient;
  let client: TestClient;
  const days = fortnightlySaturdays(6);
  const allDays = [`${year}-06-30`, `${year}-12-31`];
  let timed: EventDto[];
  let allDay: EventDto[];

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: SITE } });
    client = server.client();
    admin = (await server.signedIn({ admin: true })).client;
    // The preserve's address and pin make LOCATION long enough to fold, and add GEO.
    await saveSiteSettings(server, admin, SAMPLE_PLACE);
    const made = await admin.post('/api/admin/event-series', {
      title: 'Fortnightly Trail Crew (sample)',
      // Long and not all ASCII, so the folding is checked in octets and never splits a character.
      description:
        'Clearing the blowdowns on the ridge trail — bring gloves, loppers and water; meet by the café sign.',
      startTime: '09:00',
      endTime: '12:00',
      location: 'Trailhead kiosk',
      rule: { kind: 'weekly', every: 2, weekday: 6, from: `${year}-02-01`, until: days[days.length - 1] },
    });
    expect(made.status, made.text).toBe(201);
    timed = made.body as EventDto[];
    const madeAllDay = await admin.post('/api/admin/event-series', {
      title: 'Preserve Open Day (sample)',
      description: 'The whole preserve open, dawn to dusk.',
      allDay: true,
      rule: { kind: 'dates', dates: allDays },
    });
    expect(madeAllDay.status, madeAllDay.text).toBe(201);
    allDay = madeAllDay.body as EventDto[];
  });
  afterAll(() => server?.close());

  it('the series makes the six dates asked for', () => {
    expect(timed.map((e) => preserveCalendarDay(new Date(e.date)))).toEqual(days);
    expect(allDay.map((e) => preserveCalendarDay(new Date(e.date)))).toEqual(allDays);
  });

  it('the feed is strictly valid and holds each date once, with its own UID, from 09:00 to 12:00 on the preserve clock', async () => {
    const res = await client.get('/events.ics');
    expect(res.status).toBe(200);
    const { vevents, events } = readCalendar(res.text);
    const series = vevents.filter((v) => one(v, 'SUMMARY').value === 'Fortnightly Trail Crew (sample)');
    expect(series).toHaveLength(6);
    expect(new Set(series.map((v) => one(v, 'UID').value)).size).toBe(6);

    const byDay = new Map(series.map((v) => [one(v, 'DTSTART').value.slice(0, 8), v]));
    for (const [i, day] of days.entries()) {
      const v = byDay.get(compact(day));
      expect(v, day).toBeDefined();
      const start = one(v!, 'DTSTART');
      const end = one(v!, 'DTEND');
      expect(start.params, day).toEqual({ TZID: PRESERVE_TIME_ZONE });
      expect(end.params, day).toEqual({ TZID: PRESERVE_TIME_ZONE });
      expect(start.value, day).toBe(`${compact(day)}T090000`);
      expect(end.value, day).toBe(`${compact(day)}T120000`);
      expect(one(v!, 'UID').value).toBe(eventUid(timed[i].id, SITE));

      // The zone's rules as ical.js applies them put the wall clock at the right instant, either side of DST.
      const [y, m, d] = day.split('-').map(Number);
      const event = events.find((e) => e.uid === one(v!, 'UID').value)!;
      expect(event.startDate.toJSDate().toISOString(), day).toBe(preserveTimeToInstant(y, m, d, 9, 0).toISOString());
      expect(event.endDate.toJSDate().toISOString(), day).toBe(preserveTimeToInstant(y, m, d, 12, 0).toISOString());
    }

    const open = vevents.filter((v) => one(v, 'SUMMARY').value === 'Preserve Open Day (sample)');
    expect(open.map((v) => one(v, 'DTSTART').value)).toEqual(allDays.map(compact));
    for (const [i, v] of open.entries()) {
      expect(one(v, 'DTSTART').params).toEqual({ VALUE: 'DATE' });
      expect(one(v, 'DTEND').params).toEqual({ VALUE: 'DATE' });
      expect(one(v, 'DTEND').value).toBe(compact(nextDay(allDays[i])));
      expect(one(v, 'UID').value).toBe(eventUid(allDay[i].id, SITE));
    }
    expect(events.find((e) => e.uid === eventUid(allDay[1].id, SITE))!.startDate.isDate).toBe(true);
  });

  it("each date's own download is strictly valid and carries the feed's UID for that date", async () => {
    const { vevents: feed } = readCalendar((await client.get('/events.ics')).text);
    const feedUidOn = (title: string, day: string) =>
      feed
        .filter((v) => one(v, 'SUMMARY').value === title && one(v, 'DTSTART').value.startsWith(compact(day)))
        .map((v) => one(v, 'UID').value);

    for (const [events, title, dayList] of [
      [timed, 'Fortnightly Trail Crew (sample)', days],
      [allDay, 'Preserve Open Day (sample)', allDays],
    ] as const) {
      for (const [i, e] of events.entries()) {
        const res = await client.get(`/events/${e.id}/calendar.ics`);
        expect(res.status, dayList[i]).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        const { vevents } = readCalendar(res.text);
        expect(vevents, dayList[i]).toHaveLength(1);
        const uids = feedUidOn(title, dayList[i]);
        expect(uids, dayList[i]).toHaveLength(1);
        expect(one(vevents[0], 'UID').value, dayList[i]).toBe(uids[0]);
        expect(one(vevents[0], 'DTSTART').value.slice(0, 8)).toBe(compact(dayList[i]));
        if (events === timed) {
          expect(one(vevents[0], 'DTSTART').value).toBe(`${compact(dayList[i])}T090000`);
          expect(one(vevents[0], 'DTEND').value).toBe(`${compact(dayList[i])}T120000`);
        } else {
          expect(one(vevents[0], 'DTEND').value).toBe(compact(nextDay(dayList[i])));
        }
      }
    }
  });
});

describe('the strict iCalendar check', () => {
  const event = (lines: string[]) => [
    'BEGIN:VEVENT',
    'UID:one@preserve.example.org',
    'DTSTAMP:20270101T120000Z',
    ...lines,
    'SUMMARY:Walk',
    'END:VEVENT',
  ];
  const file = (events: string[][], head: string[] = NEW_YORK_VTIMEZONE) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Test//EN', ...head, ...events.flat(), 'END:VCALENDAR']
      .map((l) => `${l}\r\n`)
      .join('');
  const timedEvent = event([
    `DTSTART;TZID=${PRESERVE_TIME_ZONE}:20270213T090000`,
    `DTEND;TZID=${PRESERVE_TIME_ZONE}:20270213T120000`,
  ]);

  it('passes a valid file, folded lines and quoted parameters included', () => {
    expect(strictIcsProblems(file([timedEvent]))).toEqual([]);
    const folded = file([
      event([
        'DTSTART;VALUE=DATE:20270630',
        'DTEND;VALUE=DATE:20270701',
        `DESCRIPTION:${'a'.repeat(63)}\r\n ${'b'.repeat(74)}`,
        'ORGANIZER;CN="Office: Mapleton; front desk":mailto:office@example.org',
      ]),
    ]);
    expect(strictIcsProblems(folded)).toEqual([]);
  });

  it('reports a missing UID, an end before the start and LF-only endings', () => {
    const noUid = file([timedEvent]).replace('UID:one@preserve.example.org\r\n', '');
    expect(strictIcsProblems(noUid)).toEqual([expect.stringMatching(/has 0 UID, not exactly one/)]);

    const backwards = file([
      event([`DTSTART;TZID=${PRESERVE_TIME_ZONE}:20270213T120000`, `DTEND;TZID=${PRESERVE_TIME_ZONE}:20270213T090000`]),
    ]);
    expect(strictIcsProblems(backwards)).toEqual([expect.stringMatching(/DTEND 20270213T090000 is not after DTSTART/)]);
    const sameDay = file([event(['DTSTART;VALUE=DATE:20270630', 'DTEND;VALUE=DATE:20270630'])]);
    expect(strictIcsProblems(sameDay)).toEqual([expect.stringMatching(/is not after DTSTART/)]);

    const lf = file([timedEvent]).replace(/\r\n/g, '\n');
    const problems = strictIcsProblems(lf);
    expect(problems).toContain('the file does not end in CRLF');
    expect(problems).toContain('line 1 ends in LF without CR');
    expect(problems.filter((p) => p.endsWith('ends in LF without CR'))).toHaveLength(lf.split('\n').length - 1);
  });

  it('reports the other breaches one by one', () => {
    const cases: [string, string, RegExp][] = [
      ['long line', file([event([...timedEvent.slice(3, 5), `DESCRIPTION:${'x'.repeat(64)}`])]), /76 octets long/],
      [
        'long in octets, short in characters',
        file([event([...timedEvent.slice(3, 5), `DESCRIPTION:${'é'.repeat(32)}`])]),
        /76 octets long/,
      ],
      ['no colon', file([event([...timedEvent.slice(3, 5), 'SUMMARY Walk'])]), /property without a colon/],
      ['mismatched END', file([timedEvent]).replace('END:VEVENT', 'END:VTODO'), /END:VTODO closes BEGIN:VEVENT/],
      ['unclosed', file([timedEvent]).replace('END:VCALENDAR\r\n', ''), /BEGIN:VCALENDAR of line 1 is never closed/],
      ['version', file([timedEvent]).replace('VERSION:2.0', 'VERSION:1.0'), /VERSION:1.0, not 2.0/],
      ['no prodid', file([timedEvent]).replace('PRODID:-//Test//Test//EN\r\n', ''), /0 PRODID/],
      ['no zone', file([timedEvent], []), /uses TZID America\/New_York, which no VTIMEZONE/],
      [
        'both DTEND and DURATION',
        file([event([...timedEvent.slice(3, 5), 'DURATION:PT3H'])]),
        /both DTEND and DURATION/,
      ],
      [
        'two DTSTART',
        file([event([...timedEvent.slice(3, 5), `DTSTART;TZID=${PRESERVE_TIME_ZONE}:20270213T100000`])]),
        /2 DTSTART/,
      ],
      ['no DTSTAMP', file([timedEvent]).replace('DTSTAMP:20270101T120000Z\r\n', ''), /0 DTSTAMP/],
      [
        'date against date-time',
        file([event(['DTSTART;VALUE=DATE:20270630', `DTEND;TZID=${PRESERVE_TIME_ZONE}:20270701T000000`])]),
        /DTEND is a local value but DTSTART a date one/,
      ],
      ['not a date', file([event(['DTSTART;VALUE=DATE:20270631'])]), /is no calendar day/],
      ['repeated UID', file([timedEvent, timedEvent]), /repeats UID one@preserve.example.org/],
    ];
    for (const [name, ics, problem] of cases) {
      const problems = strictIcsProblems(ics);
      expect(problems, name).toEqual([expect.stringMatching(problem)]);
    }
  });
});
