import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestResponse } from '../test/client';
import { createEvent, createUser, daysFromNow, TEST_PASSWORD } from '../test/factories';
import { createPageRenderer } from '../ssr/render';
import { START_SCRIPTS_HASH } from '../ssr/document';
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
  // This origin, and the document shell's inline loader by the hash of its text: nothing per response.
  expect(scripts).toEqual(["'self'", START_SCRIPTS_HASH]);
  expect(START_SCRIPTS_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ]);
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
  [
    'an API write',
    (s) =>
      s
        .client()
        .post('/api/contact', { firstName: 'A', lastName: 'B', email: 'a@example.org', subject: 'S', message: 'M' }),
  ],
  ['an API 404', (s) => s.client().get('/api/no-such-thing')],
  [
    'an API 400 (broken JSON)',
    (s) =>
      s.client().request('POST', '/api/contact', { body: '{"x":', headers: { 'content-type': 'application/json' } }),
  ],
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

  const builtAssets = () =>
    fs.existsSync(path.join(CLIENT_DIST_DIR, 'assets'))
      ? fs.readdirSync(path.join(CLIENT_DIST_DIR, 'assets')).filter((f) => /\.(js|css)$/.test(f))
      : [];
  it.skipIf(!builtAssets().some((f) => f.endsWith('.js')) || !builtAssets().some((f) => f.endsWith('.css')))(
    'a built script or stylesheet keeps nosniff and the referrer rule but not the document-only policies',
    async () => {
      for (const ext of ['.js', '.css']) {
        const file = builtAssets().find((f) => f.endsWith(ext))!;
        const res = await server.client().get(`/assets/${file}`);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        for (const name of [
          'content-security-policy',
          'x-frame-options',
          'cross-origin-opener-policy',
          'permissions-policy',
        ])
          expect(res.headers.get(name), `${file}: ${name}`).toBeNull();
      }
    },
  );

  it('sends the same policy on every response, and no page carries a nonce', async () => {
    const [a, b, c] = await Promise.all([
      server.client().get('/'),
      server.client().get('/'),
      server.client().get('/api/health'),
    ]);
    expect(a.headers.get('content-security-policy')).toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('content-security-policy')).toBe(c.headers.get('content-security-policy'));
    expect(a.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(a.text).not.toMatch(/<script\b[^>]*\snonce=/);
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

/** The sources that decide whether an inline <script> element may run under this policy. */
function scriptSources(csp: string | null): string[] {
  const directives = new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources] as const),
  );
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src') ?? [];
}

/**
 * Checks that every executable inline script in `html` runs under `csp`, as a browser decides it: its nonce
 * attribute matches a 'nonce-…' source, or the sha256 of its exact text is a 'sha256-…' source. Inline event
 * handler attributes would need 'unsafe-hashes', so there must be none. Returns how many scripts it checked.
 */
function expectInlineScriptsAllowed(html: string, csp: string | null, what: string): number {
  const sources = scriptSources(csp);
  expect(sources, `${what}: script-src`).not.toContain("'unsafe-inline'");
  let checked = 0;
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // Data (hydration, JSON-LD): never executed, and CSP does not govern it.
    if (/\btype="application\/(ld\+)?json"/i.test(attributes)) continue;
    if (/\bsrc=/i.test(attributes)) {
      // A script file from this site runs under 'self'.
      expect(sources, `${what}: a <script src> needs 'self'`).toContain("'self'");
      expect(/\bsrc="\/[^/]/.test(attributes), `${what}: <script${attributes}> is this site's`).toBe(true);
      continue;
    }
    checked++;
    const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const byNonce = nonce !== undefined && sources.includes(`'nonce-${nonce}'`);
    expect(
      byNonce || sources.includes(hash),
      `${what}: <script${attributes}> (${hash}) is not allowed by "${csp}"`,
    ).toBe(true);
  }
  expect(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), `${what}: inline event handler`).not.toMatch(
    /<[^>]+\son[a-z]+\s*=/i,
  );
  return checked;
}

/**
 * A browser keeps an anonymous page (no-cache, with an ETag) and revalidates it on the next visit; on a 304 it
 * shows the stored body under the headers of the 304, Content-Security-Policy included. So every inline script
 * of a page must be allowed by the policy of the answer that brought the body AND by that of every 304 after it,
 * or a returning visitor gets a page whose scripts never run.
 */
describe('inline scripts on every server-rendered page, under the CSP of the page and of its 304', () => {
  let server: TestServer;
  let eventPath = '';
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    server = await startTestServer();
    // A client entry, so the pages carry their inline loader whether or not this machine has a build.
    server.deps.pages = createPageRenderer(server.deps.org, {
      entry: '/assets/entry-test.js',
      css: [],
      preload: ['/assets/chunk-test.js'],
    });
    const event = await createEvent(server.deps.db, {
      title: 'Returning Visitor Walk (sample)',
      date: daysFromNow(12),
    });
    eventPath = `/events/${event.id}`;
  });
  afterAll(() => server.close());

  const PUBLIC_PAGES = ['/', '/about', '/history', '/events', 'an event', '/past-events', '/gallery', '/donate'];

  it.each(PUBLIC_PAGES)(
    '%s: 200, then 304 on revalidation; its inline scripts run under both policies',
    async (label) => {
      const path = label === 'an event' ? eventPath : label;
      const client = server.client();
      // A write (the server's own start-up chores, the event made above) empties the response cache, and a page
      // rendered anew carries new data timestamps and so a new ETag: take a 200 and its 304 that belong together.
      let first!: TestResponse;
      let again!: TestResponse;
      await expect
        .poll(async () => {
          first = await client.get(path, html);
          const etag = first.headers.get('etag');
          if (first.status !== 200 || !etag) return `${first.status}, ETag ${etag}`;
          const lastModified = first.headers.get('last-modified');
          again = await client.get(path, {
            ...html,
            'if-none-match': etag,
            ...(lastModified ? { 'if-modified-since': lastModified } : {}),
            // As a browser revalidates (fetch() would otherwise add no-cache, which still allows a 304).
            'cache-control': 'max-age=0',
          });
          return again.status;
        })
        .toBe(304);
      expect(again.text).toBe('');
      const csp200 = first.headers.get('content-security-policy');
      const csp304 = again.headers.get('content-security-policy');
      // The page has its inline loader, so there is something to check.
      expect(expectInlineScriptsAllowed(first.text, csp200, `${path} (200)`)).toBeGreaterThan(0);
      // The browser shows the stored 200 body under the 304's headers.
      expect(
        expectInlineScriptsAllowed(first.text, csp304, `${path} (its body under the 304's policy)`),
      ).toBeGreaterThan(0);
    },
  );

  /**
   * Pages no browser can revalidate: they are not stored by the public response cache (not 200, or not a public
   * page, or private), so they carry no ETag or Last-Modified, and a conditional request gets the whole page
   * again, never a 304. Each answer's body is checked under its own policy.
   */
  const NEVER_REVALIDATED: Array<[string, (s: TestServer) => Promise<TestResponse[]>, number]> = [
    ['the sign-in and sign-up page', async (s) => pair(s.client(), '/api/login'), 200],
    ['the password-reset request page', async (s) => pair(s.client(), '/api/password-reset'), 200],
    [
      'the new-password page (dead link)',
      async (s) => pair(s.client(), '/api/reset-password?token=no-such-token'),
      400,
    ],
    ['the 404 page', async (s) => pair(s.client(), '/no-such-page'), 404],
    ['an error page (missing asset)', async (s) => pair(s.client(), '/assets/missing-chunk.js'), 404],
    [
      'a signed-in admin’s page (private, no-store)',
      async (s) => pair((await s.signedIn({ admin: true })).client, '/admin'),
      200,
    ],
  ];

  async function pair(client: ReturnType<TestServer['client']>, path: string): Promise<TestResponse[]> {
    const first = await client.get(path, html);
    const again = await client.get(path, {
      ...html,
      'if-none-match': first.headers.get('etag') ?? 'W/"a-stored-copy"',
      'if-modified-since': first.headers.get('last-modified') ?? new Date().toUTCString(),
      'cache-control': 'max-age=0',
    });
    return [first, again];
  }

  it.each(NEVER_REVALIDATED)(
    '%s: never answered 304, and its inline scripts run under its own policy',
    async (label, send, status) => {
      const [first, again] = await send(server);
      for (const [which, res] of [
        ['first', first],
        ['conditional', again],
      ] as const) {
        expect(res.status, `${label} (${which})`).toBe(status);
        expect(res.headers.get('etag'), `${label} (${which})`).toBeNull();
        expect(res.headers.get('last-modified'), `${label} (${which})`).toBeNull();
        expect(res.text, `${label} (${which})`).toMatch(/^<!doctype html>/);
        expectInlineScriptsAllowed(res.text, res.headers.get('content-security-policy'), `${label} (${which})`);
      }
    },
  );
});
