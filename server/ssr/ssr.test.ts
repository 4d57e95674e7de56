import { START_SCRIPTS, START_SCRIPTS_HASH } from './document';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { createEvent, createUser, daysFromNow } from '../test/factories';
import { UPCOMING_EVENTS_ON_HOME } from '../../shared/constants';
import { GalleryImage, HiddenImage, HomePageContent, PageContent, type Event } from '../db/entities';
import { createPageRenderer } from './render';
import type { HydrationPayload } from '../../web/src/hydration';

/**
 * Server rendering, checked with plain HTTP as a search engine would see it. These tests look at statuses,
 * data and a few fixed texts, not at the pages' markup, which the browser tests cover.
 */

const page = (client: TestClient, path: string) => client.get(path, { accept: 'text/html,application/xhtml+xml' });

function hydrationOf(html: string): HydrationPayload {
  const m = html.match(/<script type="application\/json" id="__data">([\s\S]*?)<\/script>/);
  expect(m, 'hydration script').not.toBeNull();
  return JSON.parse(m![1]) as HydrationPayload;
}

/** The cached data for one API path inside the hydration payload. */
function queryData(payload: HydrationPayload, path: string): unknown {
  const q = payload.queries.queries.find((x) => (x.queryKey as unknown[]).map(String).join('/') === path);
  return q ? q.state.data : undefined;
}

/** The server-rendered markup, without the hydration JSON. */
const rootOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('server-side rendering', () => {
  let server: TestServer;
  let upcoming: Event;
  let past: Event;
  let hiddenImage: GalleryImage;

  beforeAll(async () => {
    server = await startTestServer();
    // Pages must hydrate whether or not a client build exists on this machine: give the renderer an entry.
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
    const db = server.deps.db;
    upcoming = await createEvent(db, { title: 'Twilight Owl Walk (sample)', date: daysFromNow(10) });
    past = await createEvent(db, { title: 'Autumn Seed Harvest (sample)', date: daysFromNow(-40), isActive: false });
    await db.write(async (m) => {
      await m.save(
        m.create(HomePageContent, {
          section: 'intro',
          title: 'Shown block',
          content: 'Visible words',
          isVisible: true,
          displayOrder: 1,
          updatedAt: new Date(),
        }),
      );
      await m.save(
        m.create(HomePageContent, {
          section: 'draft',
          title: 'Secret draft block',
          content: 'Not yet',
          isVisible: false,
          displayOrder: 0,
          updatedAt: new Date(),
        }),
      );
      await m.save(
        m.create(PageContent, {
          key: 'about-image',
          value: '/objects/uploads/11111111-1111-4111-8111-111111111111',
          updatedAt: new Date(),
        }),
      );
      await m.save(
        m.create(GalleryImage, {
          title: 'Heron at the pond (sample)',
          imageUrl: '/objects/uploads/22222222-2222-4222-8222-222222222222',
          isPublic: true,
          displayOrder: 0,
          position: 'above',
          createdAt: new Date(),
        }),
      );
      hiddenImage = await m.save(
        m.create(GalleryImage, {
          title: 'Hidden snapshot',
          imageUrl: '/objects/uploads/33333333-3333-4333-8333-333333333333',
          isPublic: true,
          displayOrder: 1,
          position: 'above',
          createdAt: new Date(),
        }),
      );
    });
    const someone = await createUser(db);
    await db.write((m) =>
      m.save(m.create(HiddenImage, { imageId: hiddenImage.id, hiddenBy: someone.id, createdAt: new Date() })),
    );
  });
  afterAll(() => server.close());

  const PUBLIC_ROUTES = ['/', '/about', '/history', '/events', '/past-events', '/gallery', '/donate'];

  it.each(PUBLIC_ROUTES)('%s answers 200 with a complete, hydratable document', async (path) => {
    const res = await page(server.client(), path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.text).not.toMatch(/<meta name="robots" content="noindex">/);
    expect(res.text).toMatch(/<div id="root">[\s\S]*<h1[\s>]/);
    // The script that starts the entry names the entry; the CSP allows it by the hash of its text (document.ts).
    expect(res.text).toContain('<script data-entry="/assets/entry-test.js" data-preload="');
    expect(res.text).toContain(`">${START_SCRIPTS}</script>`);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${START_SCRIPTS_HASH}`);
    const payload = hydrationOf(res.text);
    expect(payload.org.name).toBe(server.deps.org.name);
    expect(queryData(payload, '/api/auth/user')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('/events carries the events in the hydration data, exactly as the API answers them', async () => {
    const res = await page(server.client(), '/events');
    const api = await server.client().get('/api/events');
    expect(queryData(hydrationOf(res.text), '/api/events')).toEqual(api.body);
    expect(rootOf(res.text)).toContain('Twilight Owl Walk (sample)');
  });

  it('/events/{id} answers 200 with the event in the markup and the hydration data', async () => {
    const res = await page(server.client(), `/events/${upcoming.id}`);
    expect(res.status).toBe(200);
    const api = await server.client().get(`/api/events/${upcoming.id}`);
    expect(queryData(hydrationOf(res.text), `/api/events/${upcoming.id}`)).toEqual(api.body);
    expect(rootOf(res.text)).toContain('Twilight Owl Walk (sample)');
    expect(res.text).toMatch(/<title>[^<]*Twilight Owl Walk \(sample\)[^<]*<\/title>/);
  });

  it('/events/{id} of a past event answers 200 with its data', async () => {
    const res = await page(server.client(), `/events/${past.id}`);
    expect(res.status).toBe(200);
    expect(queryData(hydrationOf(res.text), `/api/events/${past.id}`)).toMatchObject({
      id: past.id,
      title: 'Autumn Seed Harvest (sample)',
    });
  });

  it('/past-events carries the events', async () => {
    const res = await page(server.client(), '/past-events');
    const events = queryData(hydrationOf(res.text), '/api/events') as Array<{ id: string }>;
    expect(events.map((e) => e.id)).toContain(past.id);
  });

  it('/ carries visible home blocks, events and page images, and never a hidden block for visitors', async () => {
    const res = await page(server.client(), '/');
    const payload = hydrationOf(res.text);
    const blocks = queryData(payload, '/api/home-content') as Array<{ section: string }>;
    expect(blocks.map((b) => b.section)).toEqual(['intro']);
    expect(res.text).not.toContain('Secret draft block');
    // Only the next few events travel with the home page, as GET /api/upcoming-events answers them.
    const upcoming = (await server.client().get('/api/upcoming-events')).body as Array<{ id: string }>;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThanOrEqual(UPCOMING_EVENTS_ON_HOME);
    expect(queryData(payload, '/api/upcoming-events')).toEqual(upcoming);
    expect(res.text).not.toContain('"/api/events"');
    expect(queryData(payload, '/api/page-content/about-image')).toMatchObject({
      value: '/objects/uploads/11111111-1111-4111-8111-111111111111',
    });
    // A page image nobody has set yet is "no value", not an error page.
    expect(queryData(payload, '/api/page-content/mapleton-preserve-bg')).toBeNull();
  });

  it('/ shows hidden blocks to a signed-in admin, whose page is never cached', async () => {
    const { client } = await server.signedIn({ admin: true });
    const res = await page(client, '/');
    expect(res.status).toBe(200);
    const payload = hydrationOf(res.text);
    const blocks = queryData(payload, '/api/home-content') as Array<{ section: string }>;
    expect(blocks.map((b) => b.section)).toEqual(['draft', 'intro']);
    expect(queryData(payload, '/api/auth/user')).toMatchObject({ isAdmin: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('/gallery carries public images and leaves hidden ones out', async () => {
    const res = await page(server.client(), '/gallery');
    const { images, nextCursor } = queryData(hydrationOf(res.text), '/api/gallery/first-page') as {
      images: Array<{ title: string }>;
      nextCursor: string | null;
    };
    expect(images.map((i) => i.title)).toEqual(['Heron at the pond (sample)']);
    expect(nextCursor).toBeNull();
    expect(res.text).not.toContain('Hidden snapshot');
  });

  it.each([`/events/${randomUUID()}`, '/events/not-a-uuid', '/events/%E2%80%A8', '/events/a%2Fb', '/events/%25'])(
    '%s answers 404 with Event Not Found',
    async (path) => {
      const res = await page(server.client(), path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(rootOf(res.text)).toContain('Event Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('/events/%E0%A4%A (a broken escape) answers 400 with the error page, before any rendering', async () => {
    const res = await page(server.client(), '/events/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('broken %-escape');
  });

  it.each(['/some/unknown/path', '/eventsx', '/admin-nope', '//evil.example', '//evil.example/events'])(
    '%s answers 404 with Page Not Found',
    async (path) => {
      const res = await page(server.client(), path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(rootOf(res.text)).toContain('Page Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('/admin signed out sends the visitor to sign in, to come back to the page they asked for', async () => {
    for (const [path, returnTo] of [
      ['/admin', '%2Fadmin'],
      ['/admin/events?x=1', '%2Fadmin%2Fevents%3Fx%3D1'],
    ]) {
      const res = await page(server.client(), path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/api/login?returnTo=${returnTo}`);
    }
  });

  it('/admin for a signed-in non-admin is also access denied', async () => {
    const { client } = await server.signedIn();
    const res = await page(client, '/admin/events');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toContain('Access Denied');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('/admin for an admin renders the admin shell, not the denial', async () => {
    const { client } = await server.signedIn({ admin: true });
    const res = await page(client, '/admin');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).not.toContain('Access Denied');
  });

  it('an absolute-form request target renders the path it names', async () => {
    const { request } = await import('node:http');
    const { port } = new URL(server.url);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'GET',
          path: `http://other.example/events/${upcoming.id}`,
          headers: { accept: 'text/html' },
        },
        (r) => {
          let body = '';
          r.setEncoding('utf8');
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(200);
    expect(rootOf(res.body)).toContain('Twilight Owl Walk (sample)');
  });

  it('query strings do not change the answer', async () => {
    const res = await page(server.client(), '/events?search=owl&sort=title');
    expect(res.status).toBe(200);
    expect(queryData(hydrationOf(res.text), '/api/events')).toBeTruthy();
  });

  describe('stored text cannot break out of the page', () => {
    const evil = 'Breakout </script><script>window.__pwned = 1</script><!-- \u2028\u2029 "quoted" & <b>bold</b>';
    let e: Event;
    beforeAll(async () => {
      e = await createEvent(server.deps.db, {
        title: evil,
        description: `${evil}\n\nSecond paragraph </SCRIPT >`,
        location: '<img src=x onerror=alert(1)>',
      });
    });

    it.each(['/events', 'detail'])('%s', async (which) => {
      const path = which === 'detail' ? `/events/${e.id}` : which;
      const res = await page(server.client(), path);
      expect(res.status).toBe(200);
      // Exactly the page's own scripts: the module entry, the hydration data and, on an event's page, its JSON-LD;
      // nothing stored opened another.
      const scripts = which === 'detail' ? 3 : 2;
      expect(res.text.match(/<script\b/gi)).toHaveLength(scripts);
      expect(res.text.match(/<\/script/gi)).toHaveLength(scripts);
      // React writes its own empty '<!-- -->' separators; the stored comment opener must not appear raw.
      expect(res.text).not.toContain('<!-- \u2028');
      expect(res.text).not.toContain('<img src=x');
      expect(res.text).not.toContain('<b>bold</b>');
      // The data still arrives intact.
      const payload = hydrationOf(res.text);
      const data = queryData(payload, which === 'detail' ? `/api/events/${e.id}` : '/api/events');
      const event = Array.isArray(data) ? data.find((x: { id: string }) => x.id === e.id) : data;
      expect(event).toMatchObject({ title: evil, location: '<img src=x onerror=alert(1)>' });
    });
  });
});

describe('server-rendered videos come only from our own storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
  });
  afterAll(() => server.close());

  /** Every <video> source and every frame in the page's markup. */
  const playersOf = (html: string) =>
    [...rootOf(html).matchAll(/<(?:video|iframe)\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);

  it('a home block whose first line is a protocol-relative or backslash address shows no player; ours plays', async () => {
    // Written straight to the table: the content field is free text, so the rule must hold when the page is drawn.
    await server.deps.db.write(async (m) => {
      const block = (section: string, content: string, displayOrder: number) =>
        m.save(
          m.create(HomePageContent, {
            section,
            title: `Block ${section}`,
            content,
            isVisible: true,
            displayOrder,
            updatedAt: new Date(),
          }),
        );
      await block('relative', '//evil.example/x.mp4\n\nThanks to everyone who came!', 1);
      await block('backslash', '/\\evil.example/y.mp4\n\nMore thanks.', 2);
      await block('elsewhere', 'https://cdn.example.org/walk.mp4\n\nA film by a friend.', 3);
      await block('ours', '/objects/videos/national-public-lands-day.mp4\n\nOur own film.', 4);
    });
    const res = await page(server.client(), '/');
    expect(res.status).toBe(200);
    expect(playersOf(res.text)).toEqual(['/objects/videos/national-public-lands-day.mp4']);
    const markup = rootOf(res.text);
    expect(markup).not.toMatch(/src="[^"]*evil\.example/);
    // Another host's file is offered as a link to follow, never played here.
    expect(markup).toContain('href="https://cdn.example.org/walk.mp4"');
    expect(markup).not.toMatch(/href="\/\/evil|href="\/\\evil/);
  });

  it('an event holding a video file from another host shows only its own video', async () => {
    const event = await createEvent(server.deps.db, {
      title: 'Recap with films (sample)',
      date: daysFromNow(-20),
      isActive: false,
      imageUrl: null,
      imageUrls: ['//evil.example/a.mp4', 'https://evil.example/b.mp4', '/objects/uploads/recap.mp4'],
    });
    const detail = await page(server.client(), `/events/${event.id}`);
    expect(detail.status).toBe(200);
    expect(playersOf(detail.text)).toEqual(['/objects/uploads/recap.mp4']);
    expect(rootOf(detail.text)).not.toContain('evil.example');

    // On the past-events list the first address is a foreign file: the card shows no player at all.
    const list = await page(server.client(), '/past-events');
    expect(playersOf(list.text).filter((src) => src.includes('evil'))).toEqual([]);
  });

  it('an admin cannot store a video file from another host as an event image', async () => {
    const { client } = await server.signedIn({ admin: true });
    const body = { title: 'Walk', description: 'A walk', date: '2027-06-15', time: '10:00 AM' };
    for (const imageUrls of [
      ['https://evil.example/b.mp4'],
      ['//evil.example/a.mp4'],
      ['/\\evil.example/a.mp4'],
      ['javascript:alert(1)'],
    ]) {
      const res = await client.post('/api/admin/events', { ...body, imageUrls });
      expect(res.status, imageUrls[0]).toBe(400);
    }
    expect((await client.post('/api/admin/events', { ...body, imageUrls: ['/objects/videos/ours.mp4'] })).status).toBe(
      201,
    );
  });
});
