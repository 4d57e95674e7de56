import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { expectApiError } from '../test/assertions';
import { ContactSubmission, HomePageContent, User } from '../db/entities';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { CROSS_SITE_MESSAGE } from './csrf';

const PUBLIC_URL = 'https://preserve.example.org';
const EVIL = 'https://evil.example';

const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };

describe('CSRF: writes from another site are refused', () => {
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
    // The Host header is the client's to choose: only PUBLIC_URL says what this site is.
    ['the address the request came to, when PUBLIC_URL is another', { origin: 'HOST' }],
  ])('%s: 403 and nothing written', async (_label, headers) => {
    const h: Record<string, string> = { ...headers };
    if (h.origin === 'HOST') h.origin = server.url;
    const before = await blocks();
    expectApiError(await writeBlock(admin, h), 403, CROSS_SITE_MESSAGE);
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
    ['a same-site Referer without Origin', { referer: `${PUBLIC_URL}/admin` }],
    ['no Origin, Referer or Sec-Fetch-Site (scripts, curl)', {}],
    ['Sec-Fetch-Site none (typed into the address bar)', { 'sec-fetch-site': 'none' }],
  ])('%s: allowed', async (_label, headers) => {
    const res = await writeBlock(admin, headers, `ok-${Math.random().toString(36).slice(2, 8)}`);
    expect(res.status).toBe(200);
  });

  it('reads are never refused', async () => {
    const res = await admin.get('/api/admin/volunteers', { origin: EVIL, 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(200);
  });

  it('a visitor without a session is refused too: nothing stored', async () => {
    const res = await server
      .client()
      .request('POST', '/api/contact', { json: contact, headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expectApiError(res, 403, CROSS_SITE_MESSAGE);
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(0);
  });

  it("a bearer token with another site's Origin is refused as well (no browser page of ours sends one)", async () => {
    const res = await server.client().request('PUT', '/api/admin/home-content', {
      json: { section: 'bearer', content: 'x' },
      headers: { origin: EVIL, authorization: 'Bearer pst_not-a-real-token' },
    });
    expectApiError(res, 403, CROSS_SITE_MESSAGE);
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

describe('login CSRF: another site cannot sign a visitor in or up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL } });
  });
  afterAll(() => server.close());

  const form = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    server.client().request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    });
  const newAccount = () => ({
    firstName: 'Mal',
    lastName: 'Lory',
    email: `attacker-${Math.random().toString(36).slice(2, 8)}@example.org`,
    password: 'the attacker knows this one',
  });

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin null', { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: `${EVIL}/trap` }],
  ])(
    '%s, no session yet: the sign-in and sign-up forms refuse, no session is started, no account made',
    async (_label, headers) => {
      const attacker = await createUser(server.deps.db);
      for (const [path, fields] of [
        ['/api/login', { email: attacker.email, password: TEST_PASSWORD, returnTo: '/' }],
        ['/api/auth/login', { email: attacker.email, password: TEST_PASSWORD }],
        ['/api/signup', newAccount()],
        ['/api/auth/signup', newAccount()],
      ] as const) {
        const users = await server.deps.db.repo(User).count();
        const res = await form(path, fields, headers);
        expect(res.status, path).toBe(403);
        expect(res.headers.get('set-cookie'), path).toBeNull();
        expect(await server.deps.db.repo(User).count(), path).toBe(users);
      }
    },
  );

  it('the same forms posted from this site (PUBLIC_URL), or by a client that sends no Origin, work', async () => {
    const member = await createUser(server.deps.db);
    const ways: Array<Record<string, string>> = [
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      { referer: `${PUBLIC_URL}/api/login` },
      {},
    ];
    for (const headers of ways) {
      const signedIn = await form(
        '/api/login',
        { email: member.email, password: TEST_PASSWORD, returnTo: '/events' },
        headers,
      );
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get('location')).toBe('/events');
      expect(signedIn.headers.get('set-cookie')).toContain('preserve.sid=');
      // Sign-up answers with the "check your e-mail" page: the account is made by the mailed link.
      const signedUp = await form('/api/signup', newAccount(), headers);
      expect(signedUp.status).toBe(200);
      expect(signedUp.text).toContain('Check your e-mail to finish creating your account.');
    }
  });
});
