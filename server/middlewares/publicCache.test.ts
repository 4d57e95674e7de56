import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createEvent, createUser, TEST_PASSWORD } from '../test/factories';
import { TestClient } from '../test/client';
import { OutboundEmail } from '../db/entities';
import { createPageRenderer } from '../ssr/render';
import { ResponseCache } from '../services/responseCache';
import { publicCache } from './publicCache';

/** The anonymous response cache, over real HTTP on both databases (the server and server-pg projects). */

const html = { accept: 'text/html' };
// fetch() adds `Cache-Control: no-cache` to conditional requests unless told otherwise; browsers revalidate
// with max-age=0, which still allows a 304.
const revalidate = (etag: string) => ({ ...html, 'if-none-match': etag, 'cache-control': 'max-age=0' });

describe('public response cache', () => {
  let server: TestServer;

  /** A visitor's registration for the event, through the public API. */
  const register = (client: TestClient, eventId: string, firstName: string, lastName: string, email: string) =>
    client.post(`/api/events/${eventId}/register`, { eventId, firstName, lastName, email });

  beforeAll(async () => {
    server = await startTestServer();
    // A client entry, so pages carry their inline loader whether or not this machine has a build.
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
  });
  afterAll(() => server.close());

  it('answers a repeated anonymous page from memory, each time the same bytes under the same policy', async () => {
    const client = server.client();
    expect((await client.get('/events', html)).status).toBe(200);
    // The server's start-up chores (session purge, lease taking, erasure of old registrations) change nothing a
    // visitor sees, so they leave the stored page alone.
    const first = await client.get('/events', html);
    const second = await client.get('/events', html);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['hit', 'hit']);
    // Nothing in a stored page depends on the response carrying it (no per-response nonce), so a browser's
    // stored copy always fits the headers of a later answer, 304s included.
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.text).toContain('<script data-entry="/assets/entry-test.js"');
  });

  it('sends an ETag and answers 304 when the browser already has the page or data', async () => {
    const client = server.client();
    for (const path of ['/gallery', '/api/events']) {
      const first = await client.get(path, html);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await client.get(path, revalidate(etag!));
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      const other = await client.get(path, revalidate('W/"something-else"'));
      expect(other.status, path).toBe(200);
    }
  });

  it('shows a write on the very next request: API and page', async () => {
    const client = server.client();
    await client.get('/api/events');
    await client.get('/events', html);
    expect((await client.get('/api/events')).headers.get('x-cache')).toBe('hit');

    const event = await createEvent(server.deps.db, { title: 'Cache Buster Walk (sample)' });
    const api = await client.get('/api/events');
    expect(api.headers.get('x-cache')).toBe('miss');
    expect((api.body as Array<{ id: string }>).map((e) => e.id)).toContain(event.id);
    expect((await client.get('/events', html)).text).toContain('Cache Buster Walk (sample)');
  });

  it('shows a registration made through the API in the event’s data at once', async () => {
    const client = server.client();
    const event = await createEvent(server.deps.db, { title: 'Counted Walk (sample)', maxCapacity: 5 });
    const before = await client.get(`/api/events/${event.id}`);
    expect(before.body.currentRegistrations).toBe(0);
    expect((await client.get(`/api/events/${event.id}`)).headers.get('x-cache')).toBe('hit');
    const res = await register(client, event.id, 'Ada', 'Walker', 'ada.walker@example.org');
    expect(res.status).toBe(201);
    expect((await client.get(`/api/events/${event.id}`)).body.currentRegistrations).toBe(1);
  });

  it('keeps stored pages through sign-ins, sent mail and visitors’ messages, none of which a visitor sees', async () => {
    const client = server.client();
    const event = await createEvent(server.deps.db, { title: 'Quiet Queue Walk (sample)', maxCapacity: 5 });
    const registered = await register(client, event.id, 'Grace', 'Hopper', 'grace.hopper@example.org');
    expect(registered.status).toBe(201);
    const admin = await createUser(server.deps.db, { isAdmin: true });
    await client.get('/events', html);
    expect((await client.get('/events', html)).headers.get('x-cache')).toBe('hit');
    // The confirmation goes through the mail queue (claimed, sent, marked) and an admin signs in: session rows.
    await expect
      .poll(
        async () => (await server.deps.db.repo(OutboundEmail).findOneBy({ to: 'grace.hopper@example.org' }))?.status,
      )
      .toBe('sent');
    await new TestClient(server.url).login(admin.email, TEST_PASSWORD);
    // A message and a newsletter sign-up: records only admins read.
    const message = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      subject: 'Trails',
      message: 'Hi',
    };
    expect((await server.client().post('/api/contact', message)).status).toBe(201);
    expect((await server.client().post('/api/newsletter/subscribe', { email: 'reader@example.org' })).status).toBe(202);
    expect((await client.get('/events', html)).headers.get('x-cache')).toBe('hit');
  });

  it('never serves or stores signed-in visitors’ responses', async () => {
    const anonymous = server.client();
    await anonymous.get('/', html);
    const { client } = await server.signedIn({ admin: true });
    for (const path of ['/', '/api/gallery', '/api/events']) {
      await anonymous.get(path, html);
      const res = await client.get(path, html);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-cache'), path).toBeNull();
    }
    const mine = await client.get('/', html);
    expect(mine.text).toContain('"isAdmin":true');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await anonymous.get('/', html)).text).not.toContain('"isAdmin":true');
  });

  it('leaves health, sign-in state and admin data alone', async () => {
    const client = server.client();
    for (const path of ['/api/health', '/api/auth/user', '/api/admin/emails']) {
      await client.get(path);
      expect((await client.get(path)).headers.get('x-cache'), path).toBeNull();
    }
  });
});

describe('response cache bounds', () => {
  const entry = { status: 200, type: 'application/json', cacheControl: 'no-cache', body: '[]' };

  it('forgets entries after the TTL, the bound on staleness between instances without Redis', () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 5_000, now: () => now });
    cache.store('/api/events', cache.ticket(), entry);
    now = 4_999;
    expect(cache.get('/api/events')).not.toBeNull();
    now = 5_000;
    expect(cache.get('/api/events')).toBeNull();
  });

  it('does not store a response that was being made while a write committed', () => {
    const cache = new ResponseCache();
    const ticket = cache.ticket();
    cache.clear();
    expect(cache.store('/api/events', ticket, entry)).toBeNull();
    expect(cache.get('/api/events')).toBeNull();
  });

  it('still tags, and answers 304 for, a page whose render a write overtook', async () => {
    const cache = new ResponseCache();
    const app = new Koa();
    app.use(publicCache(cache));
    app.use((ctx) => {
      ctx.body = '<p>Trails open</p>';
      cache.clear(); // a commit while the page was being made
    });
    const handle = app.callback();
    const server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/trails`;
      const first = await fetch(url, { headers: html });
      expect(first.headers.get('x-cache')).toBe('miss');
      expect(cache.get('/trails')).toBeNull();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(url, { headers: revalidate(etag!) });
      expect(again.status).toBe(304);
      expect((await fetch(url, { headers: revalidate('W/"older"') })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) cache.store(key, cache.ticket(), entry);
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeNull();
    expect(cache.get('/c')).not.toBeNull();
  });
});

describe('public response cache across instances', () => {
  let server: TestServer;
  const redisUrl = 'redis://127.0.0.1:6379';

  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(() => server.close());

  it('hears of another instance’s write through Redis', async () => {
    const twin = await server.twin({ REDIS_URL: redisUrl });
    const client = server.client();
    // The twin's own start-up writes reach us through Redis too; wait until they have and we answer from memory.
    await expect
      .poll(async () => (await client.get('/api/events')).headers.get('x-cache'), { timeout: 3_000, interval: 50 })
      .toBe('hit');
    const event = await createEvent(twin.deps.db, { title: 'Written Elsewhere (sample)' });
    // Pub/sub is asynchronous: wait (with a limit) for the message, far sooner than the 5-second TTL.
    await expect
      .poll(async () => ((await client.get('/api/events')).body as Array<{ id: string }>).map((e) => e.id), {
        timeout: 3_000,
        interval: 50,
      })
      .toContain(event.id);
  });
});
