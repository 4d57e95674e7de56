import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../test/harness';
import { createEvent } from '../test/factories';
import { createLogger } from '../lib/logger';
import { AppState, Event, EventRegistration, GalleryImage, HomePageContent, PageContent } from '../db/entities';
import { seedIfEmpty, type SeedDeps } from './index';
import { parseTimeText } from '../../shared/lib/eventTime';
import { isEventPast, isEventUpcoming } from '../../shared/lib/eventSchedule';
import { capacityLabel } from '../../shared/lib/capacity';
import { findVideoUrl } from '../../shared/lib/video';
import { GALLERY_CATEGORIES, PAGE_CONTENT_KEYS, PRESERVE_TIME_ZONE } from '../../shared/constants';
import type { EventDto, GalleryImageDto, HomeSectionDto } from '../../shared/api/types';

const seedDeps = (server: TestServer): SeedDeps => ({
  db: server.deps.db,
  storage: server.deps.storage,
  org: server.deps.org,
  log: createLogger('silent'),
});

async function contentCounts(server: TestServer) {
  const { db, storage } = server.deps;
  const [events, registrations, gallery, home, pages, objects] = await Promise.all([
    db.repo(Event).count(),
    db.repo(EventRegistration).count(),
    db.repo(GalleryImage).count(),
    db.repo(HomePageContent).count(),
    db.repo(PageContent).count(),
    storage.list('uploads/').then((keys) => keys.length),
  ]);
  return { events, registrations, gallery, home, pages, objects };
}

/** The hour and minute the preserve's clock shows at an instant. */
function preserveClock(date: Date): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PRESERVE_TIME_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { hour: get('hour'), minute: get('minute') };
}

describe('demo content (SEED=demo)', () => {
  let server: TestServer;
  let events: EventDto[];
  const upcoming = () => events.filter((e) => e.isActive && isEventUpcoming(e));

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    const res = await server.client().get<EventDto[]>('/api/events');
    expect(res.status).toBe(200);
    events = res.body;
    // Seeding decodes and stores every demo picture in several sizes: seconds on an idle machine, a minute or more
    // on a busy one.
  }, 180_000);
  afterAll(() => server?.close());

  it('has upcoming events in every capacity state, including National Public Lands Day', () => {
    const next = upcoming();
    expect(next.length).toBeGreaterThanOrEqual(6);
    expect(next.filter((e) => e.maxCapacity != null && e.maxCapacity - e.currentRegistrations === 2)).not.toHaveLength(
      0,
    );
    expect(next.filter((e) => capacityLabel(e) === 'Event Full')).not.toHaveLength(0);
    expect(next.filter((e) => e.maxCapacity === null)).not.toHaveLength(0);
    expect(next.filter((e) => capacityLabel(e) === '2 spots remaining')).not.toHaveLength(0);
    expect(next.some((e) => e.title.includes('National Public Lands Day'))).toBe(true);
  });

  it('has past events with recaps, among them inactive annual meetings on June 15', () => {
    const past = events.filter((e) => isEventPast(e));
    expect(past.filter((e) => e.eventContent?.trim()).length).toBeGreaterThanOrEqual(6);
    expect(past.some((e) => e.isActive)).toBe(true);
    const meetings = past.filter((e) =>
      new RegExp(`^${server.deps.org.abbreviation} Annual Meeting \\d{4}$`).test(e.title),
    );
    expect(meetings.length).toBeGreaterThanOrEqual(2);
    for (const m of meetings) {
      expect(m.isActive).toBe(false);
      expect(m.time).toBe('10:00 AM');
      expect(
        new Intl.DateTimeFormat('en-US', { timeZone: PRESERVE_TIME_ZONE, month: 'numeric', day: 'numeric' }).format(
          new Date(m.date),
        ),
      ).toBe('6/15');
      expect(m.title.endsWith(String(new Date(m.date).getUTCFullYear()))).toBe(true);
    }
  });

  it('puts every event at the clock time its time text names', () => {
    for (const e of events) {
      const named = parseTimeText(e.time);
      expect(named, e.title).not.toBeNull();
      expect(preserveClock(new Date(e.date)), e.title).toEqual(named);
    }
  });

  it('keeps currentRegistrations equal to the registration rows of every event', async () => {
    const rows = await server.deps.db.repo(EventRegistration).find();
    expect(rows.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(rows.filter((r) => r.eventId === e.id).length, e.title).toBe(e.currentRegistrations);
      if (e.maxCapacity != null) expect(e.currentRegistrations).toBeLessThanOrEqual(e.maxCapacity);
    }
    for (const r of rows) {
      expect(r.email).toMatch(/^[a-z0-9.]+@example\.org$/);
      expect(r.lastName).toMatch(/^(Sample|Example|Demo)$/);
    }
    expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
  });

  it('gives most events pictures from the stored artwork', () => {
    const withImages = events.filter((e) => e.imageUrl && e.imageUrls.length > 0);
    expect(withImages.length).toBeGreaterThanOrEqual(Math.ceil(events.length * 0.75));
    for (const e of withImages) {
      expect(e.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
      expect(e.imageUrls[0]).toBe(e.imageUrl);
    }
  });

  it('fills the gallery across all four categories, with a few images below the divider', async () => {
    const res = await server.client().get<GalleryImageDto[]>('/api/gallery');
    const gallery = res.body;
    expect(gallery.length).toBeGreaterThanOrEqual(12);
    expect(new Set(gallery.map((g) => g.category))).toEqual(new Set(GALLERY_CATEGORIES));
    const below = gallery.filter((g) => g.position === 'below');
    expect(below.length).toBeGreaterThanOrEqual(2);
    expect(below.length).toBeLessThanOrEqual(3);
    expect(gallery.slice(-below.length).every((g) => g.position === 'below')).toBe(true);
    for (const g of gallery) {
      expect(g.title.trim()).not.toBe('');
      expect(g.description?.trim()).toBeTruthy();
      expect(g.altText?.trim()).toBeTruthy();
      expect(g.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    }
    const rows = await server.deps.db.repo(GalleryImage).find();
    expect(rows.every((r) => r.uploadedBy === null && r.isPublic)).toBe(true);
    expect(new Set(rows.map((r) => r.displayOrder)).size).toBe(rows.length);
  });

  it('shows visible home sections in order, one with a video link, and keeps a hidden one for admins', async () => {
    const res = await server.client().get<HomeSectionDto[]>('/api/home-content');
    const visible = res.body;
    expect(visible.length).toBeGreaterThanOrEqual(3);
    expect(visible.every((s) => s.isVisible)).toBe(true);
    expect(visible.map((s) => s.displayOrder)).toEqual([...visible.map((s) => s.displayOrder)].sort((a, b) => a - b));
    expect(visible.some((s) => findVideoUrl(s.content))).toBe(true);
    expect(visible.some((s) => /<(p|strong|a)\b/.test(s.content ?? ''))).toBe(true);
    const all = await server.deps.db.repo(HomePageContent).find({ order: { displayOrder: 'ASC' } });
    expect(all.filter((s) => !s.isVisible)).toHaveLength(1);
    expect(all.map((s) => s.displayOrder)).toEqual(all.map((_, i) => i + 1));
  });

  it('sets both page images', async () => {
    for (const key of Object.values(PAGE_CONTENT_KEYS)) {
      const res = await server.client().get(`/api/page-content/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.body.value).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    }
  });

  it('serves every seeded image as WebP, in smaller sizes on request, without EXIF or GPS data', async () => {
    const gallery = (await server.client().get<GalleryImageDto[]>('/api/gallery')).body;
    const pages = await server.deps.db.repo(PageContent).find();
    const urls = new Set([
      ...gallery.map((g) => g.imageUrl),
      ...pages.map((p) => p.value),
      ...events.flatMap((e) => [e.imageUrl ?? '', ...e.imageUrls]).filter(Boolean),
    ]);
    expect(urls.size).toBeGreaterThanOrEqual(14);
    const client = server.client();
    for (const url of urls) {
      const full = await fetch(server.url + url);
      expect(full.status, url).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await full.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(1280);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const small = await client.get(`${url}?w=640`);
      expect(small.status).toBe(200);
      expect(small.headers.get('content-type')).toBe('image/webp');
      expect(Number(small.headers.get('content-length'))).toBeLessThan(bytes.length);
    }
    const bg = pages.find((p) => p.key === PAGE_CONTENT_KEYS.preserveBackground)!;
    const bgMeta = await sharp(Buffer.from(await (await fetch(server.url + bg.value)).arrayBuffer())).metadata();
    expect(bgMeta.width! / bgMeta.height!).toBeCloseTo(2, 1);
  });

  it('lets visitors take the last seats of the nearly full event, and refuses the full one', async () => {
    const almost = upcoming().find((e) => e.maxCapacity != null && e.maxCapacity - e.currentRegistrations === 2)!;
    const full = upcoming().find((e) => capacityLabel(e) === 'Event Full')!;
    const client = server.client();
    const person = (i: number) => ({ firstName: 'Visitor', lastName: `Number ${i}`, email: `visitor${i}@example.org` });
    expect((await client.post(`/api/events/${almost.id}/register`, person(1))).status).toBe(201);
    expect((await client.post(`/api/events/${almost.id}/register`, person(2))).status).toBe(201);
    expect((await client.post(`/api/events/${almost.id}/register`, person(3))).status).toBe(409);
    expect((await client.post(`/api/events/${full.id}/register`, person(4))).status).toBe(409);
    const saved = await server.deps.db.repo(Event).findOneByOrFail({ id: almost.id });
    expect(saved.currentRegistrations).toBe(almost.maxCapacity);
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: almost.id })).toBe(almost.maxCapacity);
  });

  it('does not seed a second time, even after the demo content is deleted', async () => {
    const before = await contentCounts(server);
    expect(await seedIfEmpty(seedDeps(server))).toBe(false);
    expect(await contentCounts(server)).toEqual(before);

    await server.deps.db.write(async (m) => {
      for (const entity of [EventRegistration, Event, GalleryImage, HomePageContent, PageContent]) {
        await m.createQueryBuilder().delete().from(entity).execute();
      }
    });
    expect(await seedIfEmpty(seedDeps(server))).toBe(false);
    const after = await contentCounts(server);
    expect(after).toEqual({ ...before, events: 0, registrations: 0, gallery: 0, home: 0, pages: 0 });
  });
});

describe('SEED=none', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('leaves the database and the file store empty', async () => {
    expect(await contentCounts(server)).toEqual({
      events: 0,
      registrations: 0,
      gallery: 0,
      home: 0,
      pages: 0,
      objects: 0,
    });
    // Chores keep their leases in app_state too (ADR 022); only the seed marker matters here.
    const keys = (await server.deps.db.repo(AppState).find()).map((row) => row.key);
    expect(keys.filter((key) => !key.startsWith('lease:'))).toEqual([]);
    expect((await server.client().get('/api/events')).body).toEqual([]);
  });

  it('never seeds a database that already has content', async () => {
    await createEvent(server.deps.db, { title: 'An event someone already made' });
    expect(await seedIfEmpty(seedDeps(server))).toBe(false);
    const counts = await contentCounts(server);
    expect(counts).toEqual({ events: 1, registrations: 0, gallery: 0, home: 0, pages: 0, objects: 0 });
  });
});
