import { START_SCRIPTS } from './document';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { createEvent, createUser, daysFromNow } from '../test/factories';
import { GalleryImage, HiddenImage, HomePageContent, PageContent, type Event } from '../db/entities';
import { createPageRenderer } from './render';
import type { HydrationPayload } from '../../web/src/hydration';

/**
 * Server rendering, checked with plain HTTP as a search engine would see it. The pages themselves are
 * other people's work in progress, so these tests look at statuses, data and the few texts the spec names.
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
      await m.save(m.create(HomePageContent, { section: 'intro', title: 'Shown block', content: 'Visible words', isVisible: true, displayOrder: 1, updatedAt: new Date() }));
      await m.save(m.create(HomePageContent, { section: 'draft', title: 'Secret draft block', content: 'Not yet', isVisible: false, displayOrder: 0, updatedAt: new Date() }));
      await m.save(m.create(PageContent, { key: 'about-image', value: '/objects/uploads/11111111-1111-4111-8111-111111111111', updatedAt: new Date() }));
      await m.save(
        m.create(GalleryImage, { title: 'Heron at the pond (sample)', imageUrl: '/objects/uploads/22222222-2222-4222-8222-222222222222', isPublic: true, displayOrder: 0, position: 'above', createdAt: new Date() }),
      );
      hiddenImage = await m.save(
        m.create(GalleryImage, { title: 'Hidden snapshot', imageUrl: '/objects/uploads/33333333-3333-4333-8333-333333333333', isPublic: true, displayOrder: 1, position: 'above', createdAt: new Date() }),
      );
    });
    const someone = await createUser(db);
    await db.write((m) => m.save(m.create(HiddenImage, { imageId: hiddenImage.id, hiddenBy: someone.id, createdAt: new Date() })));
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
    // The script that starts the entry carries this response's CSP nonce (securityHeaders.ts) and names the entry.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(res.text).toContain('<script data-entry="/assets/entry-test.js" data-preload="');
    expect(res.text).toContain(`" nonce="${nonce}">${START_SCRIPTS}</script>`);
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
    expect(queryData(hydrationOf(res.text), `/api/events/${past.id}`)).toMatchObject({ id: past.id, title: 'Autumn Seed Harvest (sample)' });
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
    expect((queryData(payload, '/api/events') as unknown[]).length).toBe((await server.client().get('/api/events')).body.length);
    expect(queryData(payload, '/api/page-content/about-image')).toMatchObject({ value: '/objects/uploads/11111111-1111-4111-8111-111111111111' });
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
    const { images, nextCursor } = queryData(hydrationOf(res.text), '/api/gallery/first-page') as { images: Array<{ title: string }>; nextCursor: string | null };
    expect(images.map((i) => i.title)).toEqual(['Heron at the pond (sample)']);
    expect(nextCursor).toBeNull();
    expect(res.text).not.toContain('Hidden snapshot');
  });

  it.each([`/events/${randomUUID()}`, '/events/not-a-uuid', '/events/%E2%80%A8', '/events/a%2Fb', '/events/%25'])(
    '%s answers 404 with Event Not Found', async (path) => {
    const res = await page(server.client(), path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(rootOf(res.text)).toContain('Event Not Found');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('/events/%E0%A4%A (a broken escape) answers 400 with the error page, before any rendering', async () => {
    const res = await page(server.client(), '/events/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('broken %-escape');
  });

  it.each(['/some/unknown/path', '/eventsx', '/admin-nope', '//evil.example', '//evil.example/events'])('%s answers 404 with Page Not Found', async (path) => {
    const res = await page(server.client(), path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(rootOf(res.text)).toContain('Page Not Found');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('/admin signed out answers 200 with the access-denied text and noindex', async () => {
    const res = await page(server.client(), '/admin');
    expect(res.status).toBe(200);
    const markup = rootOf(res.text).replace(/&#x27;|&#39;/g, "'");
    expect(markup).toContain("Access Denied – You don't have permission to access this area.");
    expect(res.text).toContain('<meta name="robots" content="noindex">');
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
      const req = request({ host: '127.0.0.1', port, method: 'GET', path: `http://other.example/events/${upcoming.id}`, headers: { accept: 'text/html' } }, (r) => {
        let body = '';
        r.setEncoding('utf8');
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
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
      e = await createEvent(server.deps.db, { title: evil, description: `${evil}\n\nSecond paragraph </SCRIPT >`, location: '<img src=x onerror=alert(1)>' });
    });

    it.each(['/events', 'detail'])('%s', async (which) => {
      const path = which === 'detail' ? `/events/${e.id}` : which;
      const res = await page(server.client(), path);
      expect(res.status).toBe(200);
      // Exactly two scripts: the module entry and the hydration data; nothing stored opened a third.
      expect(res.text.match(/<script\b/gi)).toHaveLength(2);
      expect(res.text.match(/<\/script/gi)).toHaveLength(2);
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
