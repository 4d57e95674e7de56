import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import type { ReceivedMail, SmtpTestServer } from '@server/test/smtpServer';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import { createEvent } from '@server/test/factories';
import { preserveTimeToInstant } from '@shared/lib/eventTime';
import { settingsValuesOf, type SiteSettingsValues } from '@shared/organisation';

/**
 * One event is one calendar entry wherever it comes from: the subscribed feed, the event's own file, and every file
 * a registrant is mailed (confirmation, change, cancellation, call-off). A calendar program that holds more than one
 * of them keeps a single entry, because they share the UID, and the later file replaces the earlier by SEQUENCE.
 * Read as calendar programs read them, with ical.js; the mail comes through a real SMTP server.
 */

const SITE = 'https://preserve.example.org';
const HOST = 'preserve.example.org';
const YEAR = new Date().getFullYear() + 1;

interface Entry {
  uid: string;
  sequence: number;
  summary: string;
  start: number;
  end: number;
  location: string;
  geo: string | null;
  status: string;
  method: string;
}

function entriesOf(ics: string): Entry[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const geo = vevent.getFirstPropertyValue('geo') as number[] | null;
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      location: event.location,
      geo: geo ? geo.join(';') : null,
      status: String(vevent.getFirstPropertyValue('status')),
      method: String(calendar.getFirstPropertyValue('method')),
    };
  });
}

const attachedEntry = (mail: ReceivedMail) => {
  expect(mail.attachments).toHaveLength(1);
  const entries = entriesOf(mail.attachments[0].content);
  expect(entries).toHaveLength(1);
  return entries[0];
};

/** What a calendar program that imported `files` in this order holds: one entry per UID, the highest SEQUENCE. */
function calendarHolding(...files: Entry[]): Map<string, Entry> {
  const held = new Map<string, Entry>();
  for (const f of files) {
    const before = held.get(f.uid);
    if (before && before.sequence > f.sequence) continue;
    if (f.method === 'CANCEL') held.delete(f.uid);
    else held.set(f.uid, f);
  }
  return held;
}

describe('one calendar entry per event: feed, event file and mail', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;

  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp({
      PUBLIC_URL: SITE,
      ORG_NAME: 'Friends of Mapleton Preserve',
      ORG_ABBREVIATION: 'FMP',
    }));
    ({ client: admin } = await server.signedIn({ admin: true }));
    // Where the preserve is: the address and pin calendar programs show, not the mailing P.O. Box.
    const settings = (await server.client().get('/api/settings')).body as unknown as SiteSettingsValues & {
      version: number;
    };
    const saved = await admin.put('/api/admin/settings', {
      ...settingsValuesOf(settings),
      preserveLocation: {
        name: 'Mapleton Preserve',
        street: '12 Mapleton Road',
        town: 'Kingston',
        state: 'NJ',
        postcode: '08528',
        coordinates: '40.3779, -74.6135',
      },
      version: settings.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  const feedEntry = async (id: string) =>
    entriesOf((await server.client().get('/events.ics')).text).find((e) => e.uid === `event-${id}@${HOST}`);
  const fileEntry = async (id: string) => {
    const entries = entriesOf((await server.client().get(`/events/${id}/calendar.ics`)).text);
    expect(entries).toHaveLength(1);
    return entries[0];
  };

  it('someone who registered and subscribed holds the event once: the same UID, times and place everywhere', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Heron Walk (sample)',
      date: preserveTimeToInstant(YEAR, 5, 9, 8, 0),
      time: '8:00 AM - 10:00 AM',
      location: 'North trailhead',
    });
    const email = 'rue@example.org';
    const res = await server
      .client()
      .post(`/api/events/${event.id}/register`, { firstName: 'Rue', lastName: 'Sample', email });
    expect(res.status).toBe(201);
    const confirmation = await smtp.waitFor(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith('Registration confirmed'),
    );
    const mailed = attachedEntry(confirmation);
    const feed = (await feedEntry(event.id))!;
    const file = await fileEntry(event.id);

    const uid = `event-${event.id}@${HOST}`;
    for (const [name, entry] of Object.entries({ mailed, feed, file })) {
      expect(entry.uid, name).toBe(uid);
      expect(entry.summary, name).toBe('Heron Walk (sample)');
      expect(entry.start, name).toBe(preserveTimeToInstant(YEAR, 5, 9, 8, 0).getTime());
      expect(entry.end, name).toBe(preserveTimeToInstant(YEAR, 5, 9, 10, 0).getTime());
      expect(entry.location, name).toBe('North trailhead, Mapleton Preserve, 12 Mapleton Road, Kingston, NJ 08528');
      expect(entry.location, name).not.toContain('P.O. Box');
      expect(entry.geo, name).toBe('40.3779;-74.6135');
      expect(entry.status, name).toBe('CONFIRMED');
    }
    expect(mailed.sequence).toBe(feed.sequence);
    expect(file.sequence).toBe(feed.sequence);
    expect([...calendarHolding(mailed, file, feed).keys()]).toEqual([uid]);
  });

  it('a change told to registrants and a cancellation update or remove that same entry', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Owl Prowl (sample)',
      date: preserveTimeToInstant(YEAR, 10, 3, 19, 0),
      time: '7:00 PM',
    });
    // An edit nobody is told of (the description) still moves the entry on, in the feed as in later mail.
    const before = await admin.put(`/api/admin/events/${event.id}`, { description: 'Listen for owls at dusk.' });
    expect(before.status).toBe(200);
    const email = 'sol@example.org';
    expect(
      (await server.client().post(`/api/events/${event.id}/register`, { firstName: 'Sol', lastName: 'S', email }))
        .status,
    ).toBe(201);
    const confirmation = await smtp.waitFor(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith('Registration confirmed'),
    );
    const confirmed = attachedEntry(confirmation);
    expect(confirmed.uid).toBe(`event-${event.id}@${HOST}`);
    expect(confirmed.sequence).toBe((await feedEntry(event.id))!.sequence);

    const version = (await admin.get(`/api/events/${event.id}`)).body.version as number;
    const edited = await admin.put(`/api/admin/events/${event.id}`, { time: '7:30 PM', notify: true, version });
    expect(edited.status).toBe(200);
    const changed = attachedEntry(
      await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject.startsWith('Changed')),
    );
    const feed = (await feedEntry(event.id))!;
    expect(changed.uid).toBe(confirmed.uid);
    expect(changed.sequence).toBeGreaterThan(confirmed.sequence);
    expect(changed.sequence).toBe(feed.sequence);
    expect(changed.start).toBe(feed.start);
    expect(changed.start).toBe(preserveTimeToInstant(YEAR, 10, 3, 19, 30).getTime());

    const link = /https?:\/\/\S+\/api\/cancel-registration\?token=(\S+)/.exec(confirmation.text)!;
    const token = decodeURIComponent(link[1]);
    const done = await server.client().request('POST', '/api/cancel-registration', {
      body: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(303);
    const removal = attachedEntry(
      await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject.startsWith('Registration cancelled')),
    );
    expect(removal.method).toBe('CANCEL');
    expect(removal.uid).toBe(confirmed.uid);
    expect(removal.sequence).toBeGreaterThan(changed.sequence);
    // The person's calendar, which held the mailed entry, now holds nothing of it.
    expect(calendarHolding(confirmed, changed, removal).size).toBe(0);
  });

  it('a call-off strikes the same entry for registrants and people waiting, as the feed does', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Frog Chorus (sample)',
      date: preserveTimeToInstant(YEAR, 4, 20, 20, 0),
      time: '8:00 PM',
      maxCapacity: 1,
    });
    const client = server.client();
    expect(
      (
        await client.post(`/api/events/${event.id}/register`, {
          firstName: 'Ava',
          lastName: 'S',
          email: 'ava@example.org',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await client.post(`/api/events/${event.id}/waitlist`, {
          firstName: 'Bea',
          lastName: 'S',
          email: 'bea@example.org',
        })
      ).status,
      // A waiting-list join is answered alike for every address, and its place goes by mail.
    ).toBe(202);
    const called = await admin.post(`/api/admin/events/${event.id}/cancel`, { message: 'The pond is frozen.' });
    expect(called.status).toBe(200);
    const feed = (await feedEntry(event.id))!;
    expect(feed.status).toBe('CANCELLED');
    for (const email of ['ava@example.org', 'bea@example.org']) {
      const notice = attachedEntry(
        await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject.startsWith('Cancelled')),
      );
      expect(notice.method, email).toBe('CANCEL');
      expect(notice.uid, email).toBe(`event-${event.id}@${HOST}`);
      expect(notice.sequence, email).toBe(feed.sequence);
      expect(notice.status, email).toBe('CANCELLED');
    }
  });
});
