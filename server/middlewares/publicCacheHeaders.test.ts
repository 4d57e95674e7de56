import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, pathOf, type RouteName } from '@shared/api/routes';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { PUBLIC_PAGES } from '../routes/api/feeds/sitemap';
import { createPageRenderer } from '../ssr/render';
import { startTestServer, type TestServer } from '../test/harness';
import { isCachedPath } from './publicCache';

/**
 * A stored answer must be the answer: every header the handler set goes out again on a hit. For each address the
 * cache stores (every anonymous GET of the route table it takes, with the queries that change the headers, and
 * every public page), the first request (a miss) and the second (a hit) must carry the same headers, apart from
 * those that belong to one response (Date, the request id, X-Cache). Runs on both databases.
 */

/** Headers that differ between two answers by nature. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'x-cache', 'age', 'keep-alive', 'connection']);

const headersOf = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_RESPONSE.has(name)).sort(([a], [b]) => a.localeCompare(b)));

/** Queries that change what a route answers in its headers (the gallery's paging cursor). */
const QUERIES: Partial<Record<RouteName, string[]>> = { gallery: ['', '?limit=3'] };

describe('a cached answer carries every header of the first one', () => {
  let server: TestServer;
  const params: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    // Demo content: events, gallery pictures (more than one page of three), history, page texts.
    server = await startTestServer({ seed: 'demo' });
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
    const client = server.client();
    const events = (await client.get('/api/events')).body as Array<{ id: string }>;
    const paged = await client.get('/api/gallery?limit=3');
    const cursor = paged.headers.get('x-next-cursor');
    expect(events.length).toBeGreaterThan(0);
    expect(cursor, 'the demo gallery has more than three pictures').toBeTruthy();
    const id = events[0].id;
    params.eventGet = { id };
    params.eventCalendar = { id };
    params.galleryAfter = { cursor: cursor! };
    params.pageContent = { key: PAGE_CONTENT_KEYS.preserveBackground };
    // The reads above stored those answers; start from an empty cache so every first request below is a miss.
    server.deps.responseCache.clear();
  }, 120_000);
  afterAll(() => server?.close());

  /** Every anonymous GET of the route table the cache takes, with its parameters filled. */
  const cachedRouteAddresses = () =>
    ROUTE_NAMES.filter((name) => ROUTES[name].method === 'GET' && ROUTES[name].access === 'anyone')
      .filter((name) => isCachedPath(ROUTES[name].path))
      .flatMap((name) => (QUERIES[name] ?? ['']).map((query) => pathOf(name, params[name] ?? {}) + query));

  it('the cache stores the public reads, feeds and pages this test walks', () => {
    const addresses = cachedRouteAddresses();
    for (const expected of ['/api/gallery?limit=3', '/api/events', '/api/page-texts', '/sitemap.xml', '/events.ics'])
      expect(addresses).toContain(expected);
  });

  it.each([...PUBLIC_PAGES])('page %s', async (page) => {
    await expectSameHeadersOnHit(page, { accept: 'text/html' });
  });

  it('every cached route of the route table', async () => {
    const addresses = cachedRouteAddresses();
    const stored: string[] = [];
    for (const address of addresses) {
      // Each route's first answer is a miss; a few (a confirmation link without its token) are never stored.
      if (await expectSameHeadersOnHit(address, {})) stored.push(address);
    }
    // Every public read and feed with its parameters filled is a 200 the cache keeps. The icons are bytes, which
    // the cache never keeps (their handler has them in memory already).
    const icons = [pathOf('favicon', {}), pathOf('touchIcon', {})];
    expect(stored).toEqual(addresses.filter((a) => !a.startsWith('/newsletter/') && !icons.includes(a)));
  });

  /** Asks twice; when the first answer was stored, the hit must repeat its status, body and headers. */
  async function expectSameHeadersOnHit(address: string, headers: Record<string, string>): Promise<boolean> {
    const client = server.client();
    const miss = await client.get(address, headers);
    if (miss.headers.get('x-cache') !== 'miss') return false;
    const hit = await client.get(address, headers);
    expect(hit.headers.get('x-cache'), address).toBe('hit');
    expect(hit.status, address).toBe(miss.status);
    expect(hit.text, address).toBe(miss.text);
    expect(headersOf(hit.headers), address).toEqual(headersOf(miss.headers));
    return true;
  }
});
