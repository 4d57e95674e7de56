import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { createTestDatabase } from '@server/test/database';
import { loadConfig } from '@server/config';
import { createLogger } from '@server/lib/logger';
import { startServer } from '@server/server';
import { Session, User } from '@server/db/entities';
import { SESSION_COOKIE } from '@server/middlewares/session';

const USER_FIELDS = ['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'isAdmin'].sort();
const sessionCookieOf = (c: TestClient) =>
  c
    .cookieHeader()
    .split('; ')
    .find((p) => p.startsWith(`${SESSION_COOKIE}=`));

/** True when the HTML holds a <tag> carrying all these attribute values, in any order. */
function hasTag(html: string, tag: string, attrs: Record<string, string>): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].some(([t]) =>
    Object.entries(attrs).every(([k, v]) => t.includes(` ${k}="${v}"`)),
  );
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('auth', () => {
  let server: TestServer;
  let user: User;
  let admin: User;

  beforeAll(async () => {
    server = await startTestServer();
    user = await createUser(server.deps.db, { email: 'member@example.org', firstName: 'Morgan', lastName: 'Sample' });
    admin = await createUser(server.deps.db, { email: 'admin@example.org', isAdmin: true });
  });
  afterAll(() => server.close());

  const postForm = (client: TestClient, fields: Record<string, string>) =>
    client.request('POST', '/api/login', {
      body: form(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  describe('POST /api/auth/login', () => {
    it('200 with the user fields and no password hash, and a session cookie', async () => {
      const client = server.client();
      const res = await client.post('/api/auth/login', { email: 'member@example.org', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(USER_FIELDS);
      expect(res.body).toEqual({
        id: user.id,
        email: 'member@example.org',
        firstName: 'Morgan',
        lastName: 'Sample',
        profileImageUrl: null,
        isAdmin: false,
      });
      expect(res.text).not.toMatch(/scrypt|passwordHash|password_hash/);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(setCookie).toBeTruthy();
      expect(setCookie.toLowerCase()).toContain('httponly');
      expect(setCookie.toLowerCase()).toContain('samesite=lax');
      expect(setCookie.toLowerCase()).toContain('path=/');
    });

    it('reports isAdmin for an admin', async () => {
      const res = await server
        .client()
        .post('/api/auth/login', { email: 'admin@example.org', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: admin.id, isAdmin: true });
    });

    it('matches the e-mail whatever its case and surrounding spaces', async () => {
      const res = await server
        .client()
        .post('/api/auth/login', { email: '  Member@Example.ORG ', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(user.id);
    });

    it('401 with the same message for a wrong password and an unknown e-mail; no cookie', async () => {
      const wrong = await server
        .client()
        .post('/api/auth/login', { email: 'member@example.org', password: 'not the password' });
      expectApiError(wrong, 401, 'Invalid email or password.');
      const unknown = await server
        .client()
        .post('/api/auth/login', { email: 'nobody@example.org', password: TEST_PASSWORD });
      expectApiError(unknown, 401, 'Invalid email or password.');
      expect(unknown.body).toEqual(wrong.body);
      expect(
        wrong.headers
          .getSetCookie()
          .filter((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/expires=Thu, 01 Jan 1970/i.test(c)),
      ).toEqual([]);
    });

    it('401 for an account without a password', async () => {
      await server.deps.db.write((m) =>
        m.save(
          m.create(User, {
            email: 'nopass@example.org',
            isAdmin: true,
            passwordHash: null,
            firstName: null,
            lastName: null,
            profileImageUrl: null,
          }),
        ),
      );
      expectApiError(
        await server.client().post('/api/auth/login', { email: 'nopass@example.org', password: 'anything at all' }),
        401,
        'Invalid email or password.',
      );
    });

    it.each([
      ['missing e-mail', { password: TEST_PASSWORD }, 'email', 'Email is required'],
      ['missing password', { email: 'member@example.org' }, 'password', 'Password is required'],
      ['empty password', { email: 'member@example.org', password: '' }, 'password', 'Password is required'],
      ['malformed e-mail', { email: 'member', password: TEST_PASSWORD }, 'email', 'Please enter a valid email address'],
      ['password as a number', { email: 'member@example.org', password: 12345678 }, 'password', 'Password is required'],
    ])('400 for a %s', async (_label, body, field, message) => {
      const res = await server.client().post('/api/auth/login', body);
      expectApiError(res, 400, message);
      expect(res.body.fieldErrors[field]).toEqual([message]);
    });

    it('rotates the session id at sign-in; the old id stops working', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const first = sessionCookieOf(client)!;
      const firstJar = client.cookieHeader();
      await client.login('admin@example.org', TEST_PASSWORD);
      const second = sessionCookieOf(client)!;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await client.get('/api/auth/user')).body.id).toBe(admin.id);
      // Replaying the cookie from before the second sign-in no longer signs anybody in.
      const replay = await new TestClient(server.url).get('/api/auth/user', { cookie: firstJar });
      expectApiError(replay, 401);
    });

    it('stores sessions in the sessions table', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const sid = sessionCookieOf(client)!.split('=')[1];
      const row = await server.deps.db.repo(Session).findOneBy({ sid });
      expect(row).not.toBeNull();
      expect(row!.sess).toMatchObject({ userId: user.id });
      expect(row!.expire.getTime()).toBeGreaterThan(Date.now());
    });

    it('an expired stored session signs nobody in', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const sid = sessionCookieOf(client)!.split('=')[1];
      await server.deps.db.write((m) => m.update(Session, { sid }, { expire: new Date(Date.now() - 1000) }));
      expectApiError(await client.get('/api/auth/user'), 401);
    });

    it('a forged or unsigned cookie signs nobody in', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const sid = sessionCookieOf(client)!.split('=')[1];
      const unsigned = await new TestClient(server.url).get('/api/auth/user', { cookie: `${SESSION_COOKIE}=${sid}` });
      expectApiError(unsigned, 401);
      const forged = await new TestClient(server.url).get('/api/auth/user', {
        cookie: `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      });
      expectApiError(forged, 401);
    });
  });

  describe('GET /api/auth/user', () => {
    it('401 signed out', async () => {
      expectApiError(await server.client().get('/api/auth/user'), 401, 'Not signed in');
    });

    it('200 signed in, never cached', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const res = await client.get('/api/auth/user');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(USER_FIELDS);
      expect(res.body).toMatchObject({ id: user.id, email: 'member@example.org', isAdmin: false });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('401 once the account is deleted', async () => {
      const gone = await createUser(server.deps.db);
      const client = server.client();
      await client.login(gone.email, TEST_PASSWORD);
      await server.deps.db.write((m) => m.delete(User, { id: gone.id }));
      expectApiError(await client.get('/api/auth/user'), 401);
    });

    it('sees a role change on the next request', async () => {
      const promoted = await createUser(server.deps.db);
      const client = server.client();
      await client.login(promoted.email, TEST_PASSWORD);
      expect((await client.get('/api/admin/volunteers')).status).toBe(403);
      await server.deps.db.write((m) => m.update(User, { id: promoted.id }, { isAdmin: true }));
      expect((await client.get('/api/auth/user')).body.isAdmin).toBe(true);
      expect((await client.get('/api/admin/volunteers')).status).toBe(200);
    });
  });

  describe('GET /api/logout', () => {
    it('signs out, deletes the stored session and redirects to /', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const jar = client.cookieHeader();
      const sid = sessionCookieOf(client)!.split('=')[1];
      const res = await client.get('/api/logout');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expectApiError(await client.get('/api/auth/user'), 401);
      expect(await server.deps.db.repo(Session).findOneBy({ sid })).toBeNull();
      // The old cookie, kept by an attacker, is worthless now.
      expectApiError(await new TestClient(server.url).get('/api/auth/user', { cookie: jar }), 401);
    });

    it('redirects to / when nobody is signed in', async () => {
      const res = await server.client().get('/api/logout');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    });
  });

  describe('browser sign-in page', () => {
    it('GET /api/login: the HTML sign-in page with e-mail and password fields', async () => {
      const res = await server.client().get('/api/login');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(hasTag(res.text, 'form', { method: 'post', action: '/api/login' })).toBe(true);
      expect(hasTag(res.text, 'input', { id: 'email', name: 'email', type: 'email' })).toBe(true);
      expect(hasTag(res.text, 'input', { id: 'password', name: 'password', type: 'password' })).toBe(true);
      expect(hasTag(res.text, 'label', { for: 'email' })).toBe(true);
      expect(hasTag(res.text, 'label', { for: 'password' })).toBe(true);
      expect(res.text).toContain('noindex');
    });

    it('GET /api/login keeps a same-site returnTo and drops any other', async () => {
      const ok = await server.client().get('/api/login?returnTo=%2Fadmin%2Fevents');
      expect(hasTag(ok.text, 'input', { name: 'returnTo', value: '/admin/events' })).toBe(true);
      const gallery = await server.client().get(`/api/login?returnTo=${encodeURIComponent('/gallery?category=birds')}`);
      expect(hasTag(gallery.text, 'input', { name: 'returnTo', value: '/gallery?category=birds' })).toBe(true);
      // Browsers drop tabs and line breaks inside an address and read a backslash as a slash.
      for (const bad of [
        '//evil.example',
        'https://evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
        '/\t/evil.example',
        '/\n/evil.example',
        '/x\\..\\\\evil.example',
      ]) {
        const res = await server.client().get(`/api/login?returnTo=${encodeURIComponent(bad)}`);
        expect(res.status).toBe(200);
        expect(hasTag(res.text, 'input', { name: 'returnTo', value: '/' })).toBe(true);
      }
    });

    it('GET /api/login when already signed in redirects to returnTo', async () => {
      const client = server.client();
      await client.login('member@example.org', TEST_PASSWORD);
      const res = await client.get('/api/login?returnTo=%2Fgallery');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/gallery');
    });

    it('POST /api/login (form) signs in and redirects to returnTo', async () => {
      const client = server.client();
      const res = await postForm(client, {
        email: 'admin@example.org',
        password: TEST_PASSWORD,
        returnTo: '/admin/events?tab=2',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/admin/events?tab=2');
      expect((await client.get('/api/auth/user')).body).toMatchObject({ id: admin.id, isAdmin: true });
    });

    it.each([
      '//evil.example',
      '//evil.example/admin',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '',
    ])('POST /api/login falls back to / for returnTo %j', async (returnTo) => {
      const client = server.client();
      const res = await postForm(client, { email: 'member@example.org', password: TEST_PASSWORD, returnTo });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    });

    it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/%2F/evil.example'])(
      'POST /api/login never yields a Location a browser reads as another host (returnTo %j)',
      async (returnTo) => {
        const res = await postForm(server.client(), { email: 'member@example.org', password: TEST_PASSWORD, returnTo });
        expect(res.status).toBe(302);
        const location = res.headers.get('location')!;
        // Browsers drop tabs and newlines from URLs before reading them.
        const asRead = location.replace(/[\t\n\r]/g, '');
        expect(asRead.startsWith('/')).toBe(true);
        expect(asRead.startsWith('//')).toBe(false);
        expect(asRead.startsWith('/\\')).toBe(false);
        expect(new URL(location, 'https://preserve.example.org').host).toBe('preserve.example.org');
      },
    );

    it('POST /api/login with a wrong password re-renders the page with the error (401)', async () => {
      const client = server.client();
      const res = await postForm(client, {
        email: 'member@example.org',
        password: 'wrong password',
        returnTo: '/admin',
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('Invalid email or password.');
      expect(hasTag(res.text, 'input', { name: 'email', value: 'member@example.org' })).toBe(true);
      expect(hasTag(res.text, 'input', { name: 'returnTo', value: '/admin' })).toBe(true);
      expectApiError(await client.get('/api/auth/user'), 401);
    });

    it('POST /api/login with missing fields re-renders with a 400', async () => {
      const res = await postForm(server.client(), { email: '' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toMatch(/role="alert"/);
    });

    it('POST /api/login escapes what it echoes back', async () => {
      const res = await postForm(server.client(), { email: '"><script>alert(1)</script>@x.org', password: 'whatever' });
      expect([400, 401]).toContain(res.status);
      expect(res.text).not.toContain('<script>alert(1)</script>');
    });

    it('POST /api/login also accepts JSON', async () => {
      const client = server.client();
      const res = await client.post('/api/login', {
        email: 'member@example.org',
        password: TEST_PASSWORD,
        returnTo: '/events',
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/events');
    });
  });
});

describe('sessions across a restart', () => {
  it('a session made before a restart still signs in after it (secret kept in DATA_DIR)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-restart-'));
    const database = await createTestDatabase();
    // No SESSION_SECRET: the server generates one and keeps it in DATA_DIR, so the restart must reuse it.
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      DATABASE_URL: database.url ?? '',
    };
    const log = createLogger('silent');
    try {
      const first = await startServer(loadConfig(env), log);
      const user = await createUser(first.deps.db, { email: 'restart@example.org' });
      const client = new TestClient(first.url);
      await client.login('restart@example.org', TEST_PASSWORD);
      const jar = client.cookieHeader();
      await first.close();

      const second = await startServer(loadConfig(env), log);
      try {
        const res = await new TestClient(second.url).get('/api/auth/user', { cookie: jar });
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(user.id);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
