import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestResponse } from '../test/client';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { CLIENT_DIST_DIR } from '../lib/paths';
import { SESSION_COOKIE } from './session';

/** The policy as a map of directive -> sources. */
function cspOf(res: TestResponse): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectBaselineHeaders(res: TestResponse) {
  const csp = cspOf(res);
  const scripts = csp.get('script-src')!;
  expect(scripts[0]).toBe("'self'");
  expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-powered-by')).toBeNull();
}

const builtFavicon = path.join(CLIENT_DIST_DIR, 'favicon.svg');

/** One request of each kind the server answers: page, API, static file and several errors. */
const RESPONSES: Array<[string, (s: TestServer) => Promise<TestResponse>]> = [
  ['a server-rendered page', (s) => s.client().get('/', { accept: 'text/html' })],
  ['the sign-in page', (s) => s.client().get('/api/login')],
  ['an API read', (s) => s.client().get('/api/health')],
  ['an API write', (s) => s.client().post('/api/contact', { firstName: 'A', lastName: 'B', email: 'a@example.org', subject: 'S', message: 'M' })],
  ['an API 404', (s) => s.client().get('/api/no-such-thing')],
  ['an API 400 (broken JSON)', (s) => s.client().request('POST', '/api/contact', { body: '{"x":', headers: { 'content-type': 'application/json' } })],
  ['an API 401', (s) => s.client().get('/api/admin/volunteers')],
  ['a page 404', (s) => s.client().get('/no-such-page', { accept: 'text/html' })],
  ['a missing asset (error page)', (s) => s.client().get('/assets/missing-chunk.js', { accept: 'text/html' })],
];

describe('security headers over plain HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(RESPONSES)('%s carries the full set, and no HSTS', async (_label, send) => {
    const res = await send(server);
    expectBaselineHeaders(res);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(cspOf(res).has('upgrade-insecure-requests')).toBe(false);
  });

  it.skipIf(!fs.existsSync(builtFavicon))('a static file carries the full set', async () => {
    const res = await server.client().get('/favicon.svg');
    expect(res.status).toBe(200);
    expectBaselineHeaders(res);
  });

  it('gives every response its own nonce, and the page script carries it', async () => {
    const a = await server.client().get('/');
    const b = await server.client().get('/');
    const nonceOf = (r: TestResponse) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)![1];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    // Every executable script on the page (not the JSON data block) carries this response's nonce.
    for (const tag of a.text.match(/<script\b[^>]*>/g) ?? []) {
      if (!tag.includes('application/json')) expect(tag).toContain(`nonce="${nonceOf(a)}"`);
    }
  });

  it('the session cookie is HttpOnly, SameSite=Lax, signed, and not Secure over plain HTTP', async () => {
    const user = await createUser(server.deps.db);
    const res = await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toBeTruthy();
    expect(session).toMatch(/;\s*httponly/i);
    expect(session).toMatch(/;\s*samesite=lax/i);
    expect(session).toMatch(/;\s*path=\//i);
    expect(session).not.toMatch(/;\s*secure/i);
    // Signed with SESSION_SECRET: the signature travels in its own cookie.
    expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
  });

  it('a forged (unsigned) session cookie is ignored', async () => {
    const res = await server.client().get('/api/auth/user', { cookie: `${SESSION_COOKIE}=forged-session-id` });
    expect(res.status).toBe(401);
  });

  it('X-Forwarded-Proto is ignored unless TRUST_PROXY is on', async () => {
    const res = await server.client().get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers when the site is public over HTTPS', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The usual production set-up: a proxy terminates TLS and speaks plain HTTP to the server.
    server = await startTestServer({ env: { PUBLIC_URL: 'https://preserve.example.org' } });
  });
  afterAll(() => server.close());

  it.each(RESPONSES)('%s carries HSTS and upgrades insecure requests', async (_label, send) => {
    const res = await send(server);
    expectBaselineHeaders(res);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(cspOf(res).has('upgrade-insecure-requests')).toBe(true);
  });

  it('signs in behind the proxy, with a Secure session cookie', async () => {
    const user = await createUser(server.deps.db);
    const res = await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/;\s*secure/i);
    expect(session).toMatch(/;\s*httponly/i);
    expect(session).toMatch(/;\s*samesite=lax/i);
  });
});

describe('security headers behind a trusted proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  it('HSTS follows X-Forwarded-Proto', async () => {
    const secure = await server.client().get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await server.client().get('/api/health', { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
