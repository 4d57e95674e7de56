import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { User } from '@server/db/entities';
import { SESSION_COOKIE } from '@server/middlewares/session';

const BAD = 'Invalid email or password.';

describe('signing in to a disabled account', () => {
  let server: TestServer;
  let email: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await createUser(server.deps.db, { email: 'dormant@example.org' });
    email = user.email;
    await server.deps.db.write((m) => m.update(User, { id: user.id }, { disabled: true }));
  });
  afterAll(() => server.close());

  const noSession = (headers: Headers) =>
    expect(
      headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/expires=Thu, 01 Jan 1970/i.test(c)),
    ).toEqual([]);

  it('with the right password: told the account is disabled and whom to ask, and not signed in', async () => {
    const client = server.client();
    const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^This account is disabled/);
    expect(res.body.message).toContain(server.deps.org.email);
    noSession(res.headers);
    expectApiError(await client.get('/api/auth/user'), 401);
  });

  it('with a wrong password: the same answer as for an unknown address, so a stranger learns nothing', async () => {
    const res = await server.client().post('/api/auth/login', { email, password: 'not the password at all' });
    expectApiError(res, 401, BAD);
    const unknown = await server
      .client()
      .post('/api/auth/login', { email: 'ghost@example.org', password: 'x'.repeat(12) });
    expect(res.body).toEqual(unknown.body);
  });

  it('the sign-in page (no scripts) and the desktop app say the same', async () => {
    const page = await server.client().request('POST', '/api/login', {
      body: new URLSearchParams({ email, password: TEST_PASSWORD, returnTo: '/' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.text).toContain('This account is disabled');
    expect(page.text).not.toContain(BAD);
    noSession(page.headers);

    const token = await server
      .client()
      .post('/api/auth/token', { email, password: TEST_PASSWORD, deviceName: 'Office PC' });
    expect(token.status).toBe(403);
    expect(token.body.message).toMatch(/^This account is disabled/);
    expectApiError(
      await server
        .client()
        .post('/api/auth/token', { email, password: 'wrong password here', deviceName: 'Office PC' }),
      401,
      BAD,
    );
  });
});
