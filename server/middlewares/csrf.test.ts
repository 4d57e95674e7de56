import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { expectApiError } from '../test/assertions';
import { ContactSubmission, HomePageContent } from '../db/entities';
import { CROSS_SITE_MESSAGE } from './csrf';

const PUBLIC_URL = 'https://preserve.example.org';
const EVIL = 'https://evil.example';

const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };

describe('CSRF: cookie-authenticated writes from another site are refused', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    // PUBLIC_URL differs from the loopback address the tests connect to, as it does behind a proxy.
    server = await startTestServer({ env: { PUBLIC_URL } });
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => server.close());

  const blocks = () => server.deps.db.repo(HomePageContent).count();
  const writeBlock = (client: TestClient, headers: Record<string, string>, section = 'csrf-test') =>
    client.request('PUT', '/api/admin/home-content', { json: { section, content: 'Planted' }, headers });

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['Origin null (sandboxed frame, data: page)', { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: `${EVIL}/page` }],
    ['an unreadable Referer without Origin', { referer: 'not a url' }],
    ['Sec-Fetch-Site cross-site, even with our Origin', { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' }],
    ['a look-alike origin', { origin: `${PUBLIC_URL}.evil.example` }],
    ['our host on another scheme', { origin: 'http://preserve.example.org' }],
  ])('%s: 403 and nothing written', async (_label, headers) => {
    const before = await blocks();
    expectApiError(await writeBlock(admin, headers), 403, CROSS_SITE_MESSAGE);
    expect(await blocks()).toBe(before);
  });

  it('refuses every write method, public endpoints included, when the cookie rides along', async () => {
    expectApiError(
      await admin.request('POST', '/api/contact', { json: contact, headers: { origin: EVIL } }),
      403,
      CROSS_SITE_MESSAGE,
    );
    expectApiError(
      await admin.request('DELETE', '/api/admin/events/00000000-0000-4000-8000-000000000000', {
        headers: { origin: EVIL },
      }),
      403,
    );
    expectApiError(await admin.request('POST', '/api/admin/events', { json: {}, headers: { origin: EVIL } }), 403);
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(0);
  });

  it.each([
    ['PUBLIC_URL as Origin', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
    ['the address the request came to as Origin', {}],
    ['a same-site Referer without Origin', { referer: `${PUBLIC_URL}/admin` }],
    ['no Origin, Referer or Sec-Fetch-Site (scripts, curl)', {}],
    ['Sec-Fetch-Site none (typed into the address bar)', { 'sec-fetch-site': 'none' }],
  ])('%s: allowed', async (label, headers) => {
    const h: Record<string, string> = { ...headers };
    if (label.startsWith('the address')) h.origin = server.url;
    const res = await writeBlock(admin, h, `ok-${Math.random().toString(36).slice(2, 8)}`);
    expect(res.status).toBe(200);
  });

  it('reads are never refused', async () => {
    const res = await admin.get('/api/admin/volunteers', { origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
  });

  it('requests without the session cookie are no CSRF risk and pass', async () => {
    const res = await server
      .client()
      .request('POST', '/api/contact', { json: contact, headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(201);
  });

  it('a bearer token without a cookie is exempt: the answer is about the token, never a CSRF refusal', async () => {
    const res = await server.client().request('PUT', '/api/admin/home-content', {
      json: { section: 'bearer', content: 'x' },
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', authorization: 'Bearer pst_not-a-real-token' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).not.toBe(CROSS_SITE_MESSAGE);
  });

  it('a cookie with a bearer token is still checked (the cookie could carry the authority)', async () => {
    const res = await admin.request('PUT', '/api/admin/home-content', {
      json: { section: 'bearer-and-cookie', content: 'x' },
      headers: { origin: EVIL, authorization: 'Bearer pst_not-a-real-token' },
    });
    expectApiError(res, 403, CROSS_SITE_MESSAGE);
  });

  it('the sign-in form refuses a cross-site post that carries a session cookie', async () => {
    const res = await admin.request('POST', '/api/login', {
      body: 'email=a%40example.org&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    });
    expect(res.status).toBe(403);
  });
});
