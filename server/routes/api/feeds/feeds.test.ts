import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { SaxesParser } from 'saxes';
import { startTestServer, type TestServer } from '@server/test/harness';
import { SAMPLE_PLACE, saveSiteSettings } from '@server/test/settings';
import type { TestClient } from '@server/test/client';
import { createEvent, daysFromNow } from '@server/test/factories';
import type { Event } from '@server/db/entities';
import { preserveTimeToInstant } from '@shared/lib/eventTime';
import { calendarFileName } from './calendar';

/**
 * The root files for crawlers and calendar programs, parsed as those programs parse them: the sitemap with an XML
 * parser, the calendars with ical.js. All addresses follow PUBLIC_URL.
 */

const SITE = 'https://preserve.example.org';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime as sitemaps take it: a date, or a date and time with seconds and a zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface SitemapUrl {
  loc: string;
  lastmod: string;
}

interface XmlElement {
  local: string;
  uri: string;
  children: XmlElement[];
  text: string;
}

/** A strict, namespace-aware XML parse (saxes, the parser jsdom uses): any well-formedness error fails. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const el: XmlElement = { local: tag.local, uri: tag.uri, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  expect(root).not.toBeNull();
  return root!;
}

function parseSitemap(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const root = parseXml(xml);
  expect(root.local).toBe('urlset');
  expect(root.uri).toBe(SITEMAP_NS);
  expect(root.text.trim()).toBe('');
  return root.children.map((url) => {
    expect(url.local).toBe('url');
    expect(url.uri).toBe(SITEMAP_NS);
    expect(url.children.map((c) => `${c.uri} ${c.local}`)).toEqual([`${SITEMAP_NS} loc`, `${SITEMAP_NS} lastmod`]);
    return { loc: url.children[0].text, lastmod: url.children[1].text };
  });
}

// fetch() adds `Cache-Control: no-cache` to conditional requests unless told otherwise; calendar programs and
// browsers revalidate without it.
const revalidate = (h: Record<string, string>) => ({ ...h, 'cache-control': 'max-age=0' });

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) }));
  return { calendar, events };
}

describe('sitemap, robots.txt and calendars', () => {
  let server: TestServer;
  let client: TestClient;
  let upcoming: Event;
  let recent: Event;
  let old: Event;
  let inactive: Event;
  let importedMeeting: Event;
  let admin: TestClient;
  const nextYear = new Date().getFullYear() + 1;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: SITE } });
    client = server.client();
    admin = (await server.signedIn({ admin: true })).client;
    await saveSiteSettings(server, admin, SAMPLE_PLACE);
    const db = server.deps.db;
    upcoming = await createEvent(db, {
      title: 'Summer Bird Count (sample)',
      date: preserveTimeToInstant(nextYear, 6, 15, 9, 0),
      time: '9:00 AM - 11:30 AM',
      location: 'North meadow; by the oak, past the gate',
    });
    recent = await createEvent(db, { title: 'Last Month Walk (sample)', date: daysFromNow(-30), time: 'All day' });
    old = await createEvent(db, { title: 'Long Ago Walk (sample)', date: daysFromNow(-120) });
    inactive = await createEvent(db, { title: 'Hidden Walk (sample)', isActive: false });
    // Imported from an earlier year, inactive as bulk imports are: listed on /past-events all the same.
    importedMeeting = await createEvent(db, {
      title: 'Annual Meeting 2019 (sample)',
      date: preserveTimeToInstant(2019, 6, 15, 10, 0),
      isActive: false,
    });
  });
  afterAll(() => server?.close());

  describe('sitemap.xml', () => {
    it('lists every public page and every event with a public page, upcoming and past, with absolute addresses and W3C dates', async () => {
      const res = await client.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const urls = parseSitemap(res.text);
      const locs = urls.map((u) => u.loc);
      for (const path of ['/', '/about', '/history', '/events', '/past-events', '/gallery', '/donate'])
        expect(locs, path).toContain(`${SITE}${path}`);
      for (const e of [upcoming, recent, old, importedMeeting]) expect(locs).toContain(`${SITE}/events/${e.id}`);
      // An upcoming event an admin switched off is listed nowhere, and its page asks not to be indexed.
      expect(locs).not.toContain(`${SITE}/events/${inactive.id}`);
      expect(locs.filter((l) => /\/(admin|api)\b/.test(l))).toEqual([]);
      expect(new Set(locs).size).toBe(locs.length);
      for (const u of urls) {
        expect(u.loc).toMatch(/^https:\/\/preserve\.example\.org\//);
        expect(u.lastmod, u.loc).toMatch(W3C_DATE);
        expect(Number.isNaN(new Date(u.lastmod).getTime())).toBe(false);
      }
      const eventEntry = urls.find((u) => u.loc === `${SITE}/events/${upcoming.id}`)!;
      expect(new Date(eventEntry.lastmod).getTime()).toBe(Math.floor(upcoming.updatedAt.getTime() / 1000) * 1000);
    });

    it('lists exactly the events the public lists link to, each of which answers 200', async () => {
      const locs = parseSitemap((await client.get('/sitemap.xml')).text).map((u) => u.loc);
      const linked = new Set<string>();
      for (const path of ['/events', '/past-events']) {
        const html = (await client.get(path, { accept: 'text/html' })).text;
        const listed = html.slice(0, html.indexOf('id="__data"'));
        for (const m of listed.matchAll(/href="\/events\/([0-9a-f-]{36})"/g)) linked.add(`${SITE}/events/${m[1]}`);
      }
      const inSitemap = locs.filter((l) => /\/events\/[0-9a-f-]{36}$/.test(l));
      expect(new Set(inSitemap)).toEqual(linked);
      for (const loc of inSitemap) {
        const res = await client.get(new URL(loc).pathname, { accept: 'text/html' });
        expect(res.status, loc).toBe(200);
        expect(res.text, loc).not.toContain('<meta name="robots" content="noindex">');
      }
      const hidden = await client.get(`/events/${inactive.id}`, { accept: 'text/html' });
      expect(hidden.text).toContain('<meta name="robots" content="noindex">');
    });

    it('follows PUBLIC_URL: a site moved to another address lists that address', async () => {
      await server.restart({ PUBLIC_URL: 'https://moved.example.net/' });
      try {
        const fresh = server.client();
        const locs = parseSitemap((await fresh.get('/sitemap.xml')).text).map((u) => u.loc);
        expect(locs).toContain('https://moved.example.net/about');
        expect(locs.every((l) => l.startsWith('https://moved.example.net/'))).toBe(true);
        expect((await fresh.get('/robots.txt')).text).toContain('Sitemap: https://moved.example.net/sitemap.xml');
      } finally {
        await server.restart({ PUBLIC_URL: SITE });
        client = server.client();
        admin = (await server.signedIn({ admin: true })).client;
      }
    });
  });

  describe('robots.txt', () => {
    it('keeps crawlers out of the admin pages and the API and names the sitemap', async () => {
      const res = await client.get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const lines = res.text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain('Disallow: /admin');
      expect(lines).toContain('Disallow: /api/');
      expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      expect(lines.filter((l) => /^Disallow: \/?$/.test(l))).toEqual([]);
    });
  });

  describe('favicon and touch icon', () => {
    it('/favicon.ico holds the mark at 16, 32 and 48 px; /apple-touch-icon.png is an opaque 180 px square', async () => {
      const ico = await fetch(`${server.url}/favicon.ico`);
      expect(ico.status).toBe(200);
      expect(ico.headers.get('content-type')).toBe('image/x-icon');
      expect(ico.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await ico.arrayBuffer());
      expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
      const count = bytes.readUInt16LE(4);
      const pictures = await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const entry = 6 + i * 16;
          const png = bytes.subarray(
            bytes.readUInt32LE(entry + 12),
            bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8),
          );
          const meta = await sharp(png).metadata();
          expect(meta.format).toBe('png');
          expect([meta.width, meta.height]).toEqual([bytes[entry], bytes[entry + 1]]);
          return meta.width;
        }),
      );
      expect(pictures).toEqual([16, 32, 48]);

      const touch = await fetch(`${server.url}/apple-touch-icon.png`);
      expect(touch.status).toBe(200);
      expect(touch.headers.get('content-type')).toBe('image/png');
      expect(touch.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(Buffer.from(await touch.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);

      const etag = touch.headers.get('etag')!;
      expect(
        (await fetch(`${server.url}/apple-touch-icon.png`, { headers: revalidate({ 'if-none-match': etag }) })).status,
      ).toBe(304);
    });
  });

  describe('events.ics', () => {
    it('is a calendar of upcoming and recent active events, each once, with a stable UID and the zone', async () => {
      const res = await client.get('/events.ics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const { calendar, events } = parseCalendar(res.text);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${server.deps.org.name} events`);
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
      expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT6H');
      expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
      const byTitle = new Map(events.map((e) => [e.event.summary, e]));
      expect([...byTitle.keys()].sort()).toEqual(['Last Month Walk (sample)', 'Summer Bird Count (sample)']);
      expect(events).toHaveLength(2);

      const bird = byTitle.get('Summer Bird Count (sample)')!;
      expect(bird.event.uid).toBe(`event-${upcoming.id}@preserve.example.org`);
      // The event's own place, then the preserve's (no street address or pin entered on this site).
      expect(bird.event.location).toBe(
        'North meadow; by the oak, past the gate, Mapleton Preserve, Kingston, NJ 08528',
      );
      expect(bird.vevent.getFirstPropertyValue('geo')).toBeNull();
      expect(bird.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
      expect(bird.event.startDate.toJSDate().toISOString()).toBe(`${nextYear}-06-15T13:00:00.000Z`);
      expect(bird.event.endDate.toJSDate().toISOString()).toBe(`${nextYear}-06-15T15:30:00.000Z`);
      expect(bird.vevent.getFirstPropertyValue('url')).toBe(`${SITE}/events/${upcoming.id}`);
      expect(bird.event.description).toContain(`${SITE}/events/${upcoming.id}`);
      expect(bird.event.sequence).toBe(0);

      const allDay = byTitle.get('Last Month Walk (sample)')!;
      expect(allDay.event.startDate.isDate).toBe(true);
    });

    it('SEQUENCE rises when an admin changes the event; the UID stays', async () => {
      const edited = await admin.put(`/api/admin/events/${upcoming.id}`, {
        title: 'Summer Bird Count, moved (sample)',
      });
      expect(edited.status).toBe(200);
      const { events } = parseCalendar((await client.get('/events.ics')).text);
      const bird = events.find((e) => e.event.uid === `event-${upcoming.id}@preserve.example.org`)!;
      expect(bird.event.summary).toBe('Summer Bird Count, moved (sample)');
      expect(bird.event.sequence).toBe(1);
    });

    it('answers revalidations with 304, by ETag and by date, and with the new calendar after a change', async () => {
      const first = await client.get('/events.ics');
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toBeTruthy();
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      expect((await client.get('/events.ics', revalidate({ 'if-none-match': etag }))).status, 'by ETag').toBe(304);
      expect(
        (await client.get('/events.ics', revalidate({ 'if-modified-since': lastModified }))).status,
        'by date',
      ).toBe(304);
      // Signed in, past the shared cache, the same validators hold.
      const signedIn = await admin.get('/events.ics', revalidate({ 'if-modified-since': lastModified }));
      expect(signedIn.status, 'signed in').toBe(304);

      expect((await admin.put(`/api/admin/events/${upcoming.id}`, { location: 'South meadow' })).status).toBe(200);
      const changed = await client.get('/events.ics', revalidate({ 'if-none-match': etag }));
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(parseCalendar(changed.text).events.map((e) => e.event.location)).toContain(
        'South meadow, Mapleton Preserve, Kingston, NJ 08528',
      );
    });
  });

  describe("an event's own calendar file", () => {
    it('holds that one event with the same UID as the feed, as a download named after it', async () => {
      const res = await client.get(`/events/${upcoming.id}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="summer-bird-count-moved-sample.ics"');
      const { events } = parseCalendar(res.text);
      expect(events).toHaveLength(1);
      expect(events[0].event.uid).toBe(`event-${upcoming.id}@preserve.example.org`);
      expect(events[0].event.sequence).toBe(2);
      // The cached answer keeps its download name.
      const again = await client.get(`/events/${upcoming.id}/calendar.ics`);
      expect(again.headers.get('x-cache')).toBe('hit');
      expect(again.headers.get('content-disposition')).toBe(res.headers.get('content-disposition'));
      expect(again.headers.get('last-modified')).toBe(res.headers.get('last-modified'));
    });

    it('an unknown event is a 404', async () => {
      expect((await client.get('/events/00000000-0000-4000-8000-000000000000/calendar.ics')).status).toBe(404);
      expect((await client.get('/events/not-an-id/calendar.ics')).status).toBe(404);
    });

    it('download names keep letters, digits and dashes only', () => {
      expect(calendarFileName('Owl Walk </script> "x"; y')).toBe('owl-walk-script-x-y.ics');
      expect(calendarFileName('***')).toBe('event.ics');
    });
  });
});
