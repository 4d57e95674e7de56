import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { ApiToken, User } from '@server/db/entities';
import { hashSecret } from '@server/services/tokens';

const INVALID = 'Invalid or revoked token';
const TOKEN_INFO_FIELDS = ['createdAt', 'deviceName', 'id', 'lastUsedAt'];

describe('desktop tokens', () => {
  let server: TestServer;
  let admin: User;
  let member: User;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createUser(server.deps.db, { isAdmin: true });
    member = await createUser(server.deps.db);
  });
  afterAll(() => server.close());

  const issue = async (user: User, deviceName?: string) => {
    const res = await server.client().post('/api/auth/token', { email: user.email, password: TEST_PASSWORD, deviceName });
    expect(res.status).toBe(201);
    return res.body as { token: string; tokenInfo: { id: string; deviceName: string | null }; user: { id: string } };
  };
  const asToken = (token: string) => server.client().bearer(token);

  describe('POST /api/auth/token', () => {
    it('201: the token once, its description and the user; only a sha256 is stored', async () => {
      const before = Date.now();
      const res = await server.client().post('/api/auth/token', { email: member.email.toUpperCase(), password: TEST_PASSWORD, deviceName: ' Office PC ' });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.token).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
      expect(Object.keys(res.body.tokenInfo).sort()).toEqual(TOKEN_INFO_FIELDS);
      expect(res.body.tokenInfo).toMatchObject({ deviceName: 'Office PC', lastUsedAt: null });
      expect(res.body.user).toMatchObject({ id: member.id, email: member.email, isAdmin: false });
      const row = await server.deps.db.repo(ApiToken).findOneByOrFail({ id: res.body.tokenInfo.id });
      expect(row.tokenHash).toBe(hashSecret(res.body.token));
      expect(row.tokenHash).not.toContain(res.body.token.slice(4));
      const user = await server.deps.db.repo(User).findOneByOrFail({ id: member.id });
      expect(user.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // A token request does not start a browser session.
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it('401 with the sign-in message for a wrong password or an unknown e-mail', async () => {
      expectApiError(await server.client().post('/api/auth/token', { email: member.email, password: 'wrong password' }), 401, 'Invalid email or password.');
      expectApiError(await server.client().post('/api/auth/token', { email: 'ghost@example.org', password: TEST_PASSWORD }), 401, 'Invalid email or password.');
    });

    it('400 for a device name over 100 characters', async () => {
      const res = await server.client().post('/api/auth/token', { email: member.email, password: TEST_PASSWORD, deviceName: 'd'.repeat(101) });
      expectApiError(res, 400, 'Device name must be at most 100 characters');
    });

    it('a device name with NUL, escape and bell is stored without them (NUL used to fail on PostgreSQL)', async () => {
      const res = await server.client().post('/api/auth/token', {
        email: member.email,
        password: TEST_PASSWORD,
        deviceName: 'Office\u0000 PC\u001b[2J\u0007',
      });
      expect(res.status).toBe(201);
      expect(res.body.tokenInfo.deviceName).toBe('Office PC[2J');
      expect((await server.deps.db.repo(ApiToken).findOneByOrFail({ id: res.body.tokenInfo.id })).deviceName).toBe('Office PC[2J');
    });
  });

  describe('Authorization: Bearer', () => {
    it('an admin token passes admin checks; a member token gets 403 there', async () => {
      const adminToken = (await issue(admin)).token;
      const memberToken = (await issue(member)).token;
      expect((await asToken(adminToken).get('/api/admin/volunteers')).status).toBe(200);
      expect((await asToken(adminToken).get('/api/admin/users')).status).toBe(200);
      expectApiError(await asToken(memberToken).get('/api/admin/volunteers'), 403);
      expect((await asToken(memberToken).get('/api/auth/user')).body.id).toBe(member.id);
    });

    it('401 for a made-up or malformed token, even on public endpoints; health stays open', async () => {
      for (const bad of ['pst_made-up', 'x', 'pst_' + 'A'.repeat(43)]) {
        expectApiError(await asToken(bad).get('/api/auth/user'), 401, INVALID);
        expectApiError(await asToken(bad).get('/api/events'), 401, INVALID);
        expectApiError(await asToken(bad).post('/api/contact', {}), 401, INVALID);
      }
      for (const header of ['Bearer ', 'bearer', 'Bearer two parts']) {
        expectApiError(await server.client().get('/api/events', { authorization: header }), 401, INVALID);
      }
      expect((await asToken('pst_made-up').get('/api/health')).status).toBe(200);
      // Other schemes are not ours to judge (a proxy's Basic auth, say).
      expect((await server.client().get('/api/events', { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(200);
    });

    it('the token does not work once the user revokes it', async () => {
      const { token, tokenInfo } = await issue(member, 'Laptop');
      const owner = asToken(token);
      expect((await owner.get('/api/auth/user')).status).toBe(200);
      expect((await owner.delete(`/api/auth/tokens/${tokenInfo.id}`)).status).toBe(204);
      expectApiError(await owner.get('/api/auth/user'), 401, INVALID);
    });

    it('DELETE /api/auth/token revokes the token in use (desktop sign-out)', async () => {
      const { token, tokenInfo } = await issue(member);
      expect((await asToken(token).delete('/api/auth/token')).status).toBe(204);
      expect(await server.deps.db.repo(ApiToken).existsBy({ id: tokenInfo.id })).toBe(false);
      expectApiError(await asToken(token).get('/api/auth/user'), 401, INVALID);
      // Without a bearer token there is nothing to revoke.
      const { client } = await server.signedIn();
      expectApiError(await client.delete('/api/auth/token'), 401);
    });

    it("a disabled user's token gets 401 at once, and works again after re-enabling", async () => {
      const user = await createUser(server.deps.db);
      const { token } = await issue(user);
      await server.deps.db.write((m) => m.update(User, { id: user.id }, { disabled: true }));
      expectApiError(await asToken(token).get('/api/auth/user'), 401, INVALID);
      await server.deps.db.write((m) => m.update(User, { id: user.id }, { disabled: false }));
      expect((await asToken(token).get('/api/auth/user')).status).toBe(200);
    });

    it('records lastUsedAt, at most about once a minute', async () => {
      const { token, tokenInfo } = await issue(member);
      await asToken(token).get('/api/auth/user');
      const first = (await server.deps.db.repo(ApiToken).findOneByOrFail({ id: tokenInfo.id })).lastUsedAt;
      expect(first).not.toBeNull();
      await asToken(token).get('/api/auth/user');
      const second = (await server.deps.db.repo(ApiToken).findOneByOrFail({ id: tokenInfo.id })).lastUsedAt;
      expect(second!.getTime()).toBe(first!.getTime());
    });
  });

  describe('listing and revoking', () => {
    it('GET /api/auth/tokens lists only my tokens, never a secret or hash', async () => {
      const user = await createUser(server.deps.db);
      const a = await issue(user, 'Desk');
      const b = await issue(user, 'Laptop');
      await issue(member, 'Not mine');
      const res = await server.client().bearer(a.token).get('/api/auth/tokens');
      expect(res.status).toBe(200);
      expect(res.body.map((t: { id: string }) => t.id).sort()).toEqual([a.tokenInfo.id, b.tokenInfo.id].sort());
      for (const t of res.body) expect(Object.keys(t).sort()).toEqual(TOKEN_INFO_FIELDS);
      for (const secret of [a.token, b.token, hashSecret(a.token), hashSecret(b.token)]) expect(res.text).not.toContain(secret);
      expectApiError(await server.client().get('/api/auth/tokens'), 401);
    });

    it("another user's token is 404 to a member, and stays valid", async () => {
      const mine = await issue(member);
      const theirs = await issue(await createUser(server.deps.db));
      expectApiError(await asToken(mine.token).delete(`/api/auth/tokens/${theirs.tokenInfo.id}`), 404);
      expectApiError(await asToken(mine.token).delete('/api/auth/tokens/not-an-id'), 404);
      expect((await asToken(theirs.token).get('/api/auth/user')).status).toBe(200);
    });

    it("an admin can list and revoke anyone's token", async () => {
      const user = await createUser(server.deps.db);
      const t1 = await issue(user, 'Front desk');
      const t2 = await issue(user, 'Archive PC');
      const { client: adminClient } = await server.signedIn({ admin: true });
      const list = await adminClient.get(`/api/admin/users/${user.id}/tokens`);
      expect(list.status).toBe(200);
      expect(list.body.map((t: { deviceName: string }) => t.deviceName).sort()).toEqual(['Archive PC', 'Front desk']);
      expect(list.text).not.toContain(t1.token);
      expect((await adminClient.delete(`/api/admin/tokens/${t1.tokenInfo.id}`)).status).toBe(204);
      expectApiError(await asToken(t1.token).get('/api/auth/user'), 401, INVALID);
      expectApiError(await adminClient.delete(`/api/admin/tokens/${t1.tokenInfo.id}`), 404);
      // Through the user-facing route as well.
      expect((await adminClient.delete(`/api/auth/tokens/${t2.tokenInfo.id}`)).status).toBe(204);
      expectApiError(await asToken(t2.token).get('/api/auth/user'), 401, INVALID);
    });

    it('the admin token routes are closed to members and to nobody', async () => {
      const { client } = await server.signedIn();
      const t = await issue(member);
      expectApiError(await client.get(`/api/admin/users/${member.id}/tokens`), 403);
      expectApiError(await client.delete(`/api/admin/tokens/${t.tokenInfo.id}`), 403);
      expectApiError(await server.client().get(`/api/admin/users/${member.id}/tokens`), 401);
      expectApiError(await server.client().delete(`/api/admin/tokens/${t.tokenInfo.id}`), 401);
      expect(await server.deps.db.repo(ApiToken).existsBy({ id: t.tokenInfo.id })).toBe(true);
    });
  });
});
