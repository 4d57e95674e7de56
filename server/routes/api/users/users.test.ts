import { disabledAccountMessage } from '@server/routes/api/auth/credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { ApiToken, Session, User } from '@server/db/entities';

const LAST_ADMIN = 'You are the last administrator. Make someone else an administrator first.';
const ADMIN_USER_FIELDS = [
  'createdAt',
  'disabled',
  'email',
  'firstName',
  'id',
  'isAdmin',
  'lastName',
  'lastSignInAt',
  'tokenCount',
];
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('admin users API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const issueToken = async (email: string) => {
    const res = await server.client().post('/api/auth/token', { email, password: TEST_PASSWORD, deviceName: 'PC' });
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  describe('GET /api/admin/users', () => {
    it('lists every account sorted by e-mail, with last sign-in and token count, never a password hash', async () => {
      const { client, email: adminEmail } = await server.signedIn({ admin: true });
      const neverSignedIn = await createUser(server.deps.db, {
        email: 'aaa-first@example.org',
        firstName: 'Ann',
        lastName: 'Able',
      });
      const withTokens = await createUser(server.deps.db, { email: 'zzz-last@example.org' });
      await issueToken(withTokens.email);
      await issueToken(withTokens.email);

      const res = await client.get('/api/admin/users');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const emails = res.body.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(emails).toContain(adminEmail);
      for (const u of res.body) expect(Object.keys(u).sort()).toEqual(ADMIN_USER_FIELDS);
      expect(res.text).not.toMatch(/scrypt|passwordHash|tokenHash/);

      const first = res.body.find((u: { id: string }) => u.id === neverSignedIn.id);
      expect(first).toEqual({
        id: neverSignedIn.id,
        email: 'aaa-first@example.org',
        firstName: 'Ann',
        lastName: 'Able',
        isAdmin: false,
        disabled: false,
        lastSignInAt: null,
        createdAt: neverSignedIn.createdAt.toISOString(),
        tokenCount: 0,
      });
      const last = res.body.find((u: { id: string }) => u.id === withTokens.id);
      expect(last.tokenCount).toBe(2);
      expect(new Date(last.lastSignInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const me = res.body.find((u: { email: string }) => u.email === adminEmail);
      expect(me.isAdmin).toBe(true);
      expect(me.lastSignInAt).not.toBeNull();
    });

    it('401 signed out, 403 for a member', async () => {
      expectApiError(await server.client().get('/api/admin/users'), 401);
      const { client } = await server.signedIn();
      expectApiError(await client.get('/api/admin/users'), 403);
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    it('grants and revokes admin; the change applies to the next request of that user', async () => {
      const { client: admin } = await server.signedIn({ admin: true });
      const { client: member, userId } = await server.signedIn();
      expectApiError(await member.get('/api/admin/volunteers'), 403);

      const granted = await admin.request('PATCH', `/api/admin/users/${userId}`, { json: { isAdmin: true } });
      expect(granted.status).toBe(200);
      expect(Object.keys(granted.body).sort()).toEqual(ADMIN_USER_FIELDS);
      expect(granted.body).toMatchObject({ id: userId, isAdmin: true, disabled: false });
      expect((await member.get('/api/admin/volunteers')).status).toBe(200);

      const revoked = await admin.request('PATCH', `/api/admin/users/${userId}`, { json: { isAdmin: false } });
      expect(revoked.status).toBe(200);
      expect(revoked.body.isAdmin).toBe(false);
      expectApiError(await member.get('/api/admin/volunteers'), 403);
    });

    it('409 when the last enabled admin removes their own flag; allowed once another admin exists', async () => {
      // A server of its own, so no admin from another test counts.
      const solo = await startTestServer();
      try {
        const { client, userId } = await solo.signedIn({ admin: true });
        // A disabled admin does not count as another administrator.
        const dormant = await createUser(solo.deps.db, { isAdmin: true });
        await solo.deps.db.write((m) => m.update(User, { id: dormant.id }, { disabled: true }));
        const refused = await client.request('PATCH', `/api/admin/users/${userId}`, { json: { isAdmin: false } });
        expectApiError(refused, 409, LAST_ADMIN);
        expect((await solo.deps.db.repo(User).findOneByOrFail({ id: userId })).isAdmin).toBe(true);

        const other = await createUser(solo.deps.db);
        expect(
          (await client.request('PATCH', `/api/admin/users/${other.id}`, { json: { isAdmin: true } })).status,
        ).toBe(200);
        const stepDown = await client.request('PATCH', `/api/admin/users/${userId}`, { json: { isAdmin: false } });
        expect(stepDown.status).toBe(200);
        expect(stepDown.body.isAdmin).toBe(false);
        expectApiError(await client.get('/api/admin/users'), 403);
      } finally {
        await solo.close();
      }
    });

    it('409 for disabling yourself', async () => {
      const { client, userId } = await server.signedIn({ admin: true });
      expectApiError(
        await client.request('PATCH', `/api/admin/users/${userId}`, { json: { disabled: true } }),
        409,
        'You cannot disable your own account.',
      );
      expect((await client.get('/api/auth/user')).status).toBe(200);
    });

    it('disabling ends every session and token of the account at once; enabling lets them sign in again', async () => {
      const { client: admin } = await server.signedIn({ admin: true });
      const { client: member, userId, email } = await server.signedIn();
      const other = server.client();
      await other.login(email, TEST_PASSWORD);
      const token = await issueToken(email);

      const res = await admin.request('PATCH', `/api/admin/users/${userId}`, { json: { disabled: true } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ disabled: true, tokenCount: 0 });
      expect(await server.deps.db.repo(Session).countBy({ userId })).toBe(0);
      expect(await server.deps.db.repo(ApiToken).countBy({ userId })).toBe(0);
      expectApiError(await member.get('/api/auth/user'), 401);
      expectApiError(await other.get('/api/auth/user'), 401);
      expectApiError(await server.client().bearer(token).get('/api/auth/user'), 401, 'Invalid or revoked token');
      // The owner, who knows the password, is told why; nobody else learns the account is there.
      expectApiError(
        await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD }),
        403,
        disabledAccountMessage(server.deps.org.email),
      );

      const enabled = await admin.request('PATCH', `/api/admin/users/${userId}`, { json: { disabled: false } });
      expect(enabled.body.disabled).toBe(false);
      expect((await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('404 for an unknown or malformed id; 400 for a bad body; nothing changes', async () => {
      const { client } = await server.signedIn({ admin: true });
      const target = await createUser(server.deps.db);
      expectApiError(await client.request('PATCH', `/api/admin/users/${MISSING_ID}`, { json: { isAdmin: true } }), 404);
      expectApiError(await client.request('PATCH', '/api/admin/users/not-an-id', { json: { isAdmin: true } }), 404);
      for (const body of [{}, { isAdmin: 'yes' }, { isAdmin: true, email: 'new@example.org' }, [true]]) {
        expectApiError(await client.request('PATCH', `/api/admin/users/${target.id}`, { json: body }), 400);
      }
      const row = await server.deps.db.repo(User).findOneByOrFail({ id: target.id });
      expect(row).toMatchObject({ isAdmin: false, disabled: false, email: target.email });
    });

    it('401 signed out, 403 for a member; nothing changes', async () => {
      const target = await createUser(server.deps.db);
      expectApiError(
        await server.client().request('PATCH', `/api/admin/users/${target.id}`, { json: { isAdmin: true } }),
        401,
      );
      const { client, userId } = await server.signedIn();
      expectApiError(await client.request('PATCH', `/api/admin/users/${target.id}`, { json: { isAdmin: true } }), 403);
      expectApiError(await client.request('PATCH', `/api/admin/users/${userId}`, { json: { isAdmin: true } }), 403);
      expect((await server.deps.db.repo(User).findOneByOrFail({ id: target.id })).isAdmin).toBe(false);
      expect((await server.deps.db.repo(User).findOneByOrFail({ id: userId })).isAdmin).toBe(false);
    });

    it('GET /api/admin/users/:id/tokens: 404 for an unknown user', async () => {
      const { client } = await server.signedIn({ admin: true });
      expectApiError(await client.get(`/api/admin/users/${MISSING_ID}/tokens`), 404);
    });
  });
});
