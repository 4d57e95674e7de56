import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { SaxesParser } from 'saxes';
import { startTestServer, type TestServer } from '@server/test/harness';
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
  let admin: TestClient;
  const nextYear = new Date().getFullYear() + 1;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: SITE } });
    client = server.client();
    admin = (await server.signedIn({ admin: true })).client;
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
  });
  afterAll(() => server?.close());

  describe('sitemap.xml', () => {
    it('lists every public page and every active event, upcoming and past, with absolute addresses and W3C dates', async () => {
      const res = await client.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const urls = parseSitemap(res.text);
      const locs = urls.map((u) => u.loc);
      for (const path of ['/', '/about', '/history', '/events', '/past-events', '/gallery', '/donate'])
        expect(locs, path).toContain(`${SITE}${path}`);
      for (const e of [upcoming, recent, old]) expect(locs).toContain(`${SITE}/events/${e.id}`);
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
      expect(bird.event.location).toBe('North meadow; by the oak, past the gate');
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
      expect(parseCalendar(changed.text).events.map((e) => e.event.location)).toContain('South meadow');
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
