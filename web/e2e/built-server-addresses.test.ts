import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from './support/server';

/**
 * The routing and address rules on the production build itself, with rate limits on: the bundler once dropped the
 * decoding check (it took decodeURIComponent for a call without effects), which only the built server showed.
 */
const PASSWORD = 'a long member password';

describe('the built server: addresses, spellings, caching and cross-site writes', () => {
  let server: BuiltServer;
  /** Counts tries: the lock-out holds for a quarter of an hour, so a retry locks out an account of its own. */
  let tries = 0;
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server?.stop());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  it('broken percent-encoding is a 400, never a 500, and nothing is logged as a failure', async () => {
    for (const path of [
      '/%E0%A4%A.js',
      '/assets/%ff.css',
      '/objects/videos/%E0%A4%A.mp4',
      '/objects/uploads/%ff',
      '/events/%E0%A4%A',
      '/?q=%E0%A4%A',
      '/api/events?x=%ff',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('broken %-escape');
    }
    expect(server.logs.join('')).not.toMatch(/request failed|URIError|could not be decoded/);
  });

  it('a locked-out account cannot get in through another spelling of the sign-in path', async () => {
    const MEMBER = { email: `locked.member.${++tries}@example.org`, password: PASSWORD };
    const created = await server.cli(['user', 'create', '--email', MEMBER.email, '--password', MEMBER.password]);
    expect(created.code, created.output).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/login', { email: MEMBER.email, password: `wrong-${i}` })).status).toBe(401);
    expect((await post('/api/auth/login', MEMBER)).status).toBe(429);
    for (const path of ['/api/auth/login/', '/API/AUTH/LOGIN', '/api/Auth/Login']) {
      const res = await post(path, MEMBER);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('admin and account answers are not to be stored', async () => {
    for (const path of [
      '/api/admin/emails',
      '/api/admin/events/00000000-0000-4000-8000-000000000000/registrations',
      '/api/auth/user',
    ]) {
      expect((await fetch(`${server.url}${path}`)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('a sign-in posted by another site is refused even without a session', async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'someone@example.org', password: 'whatever it is' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });
});
