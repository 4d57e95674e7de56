import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { TestClient } from '../../../test/client';
import { expectApiError } from '../../../test/assertions';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { mailsTo, resetTokenOf, waitForMail } from '../../../test/outbox';
import { ApiToken, PasswordResetToken, Session, User } from '../../../db/entities';
import { SESSION_COOKIE } from '../../../middlewares/session';
import { hashSecret } from '../../../services/tokens';

const NEW_PASSWORD = 'a brand new meadow path';
const RESET_REQUESTED = 'If an account exists for that address, we have sent a link to reset the password.';
const RESET_INVALID = 'This reset link is invalid or has expired.';
const RESET_DONE = 'Your password has been changed. You can sign in now.';

const sessionCookieOf = (c: TestClient) =>
  c
    .cookieHeader()
    .split('; ')
    .find((p) => p.startsWith(`${SESSION_COOKIE}=`));

function hasTag(html: string, tag: string, attrs: Record<string, string>): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].some(([t]) =>
    Object.entries(attrs).every(([k, v]) => t.includes(` ${k}="${v}"`)),
  );
}

const postForm = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

let n = 0;
const freshEmail = () => `person-${Date.now()}-${++n}@example.org`;
const signupBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  lastName: 'Sample',
  email: freshEmail(),
  password: 'quiet heron at dawn',
  ...over,
});

async function issueToken(server: TestServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await server.client().post('/api/auth/token', { email, password });
  expect(res.status).toBe(201);
  return res.body.token;
}

describe('accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('POST /api/auth/signup (SIGNUP=open, the default)', () => {
    it('201 with the new user, stored with a lower-case e-mail, and signs the caller in', async () => {
      const client = server.client();
      const email = freshEmail().replace('person', 'Person');
      const res = await client.post('/api/auth/signup', signupBody({ email: `  ${email} ` }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        email: email.toLowerCase(),
        firstName: 'Robin',
        lastName: 'Sample',
        profileImageUrl: null,
        isAdmin: false,
      });
      expect(res.text).not.toMatch(/scrypt|password/i);
      expect((await client.get('/api/auth/user')).body.id).toBe(res.body.id);
      const row = await server.deps.db.repo(User).findOneByOrFail({ id: res.body.id });
      expect(row.isAdmin).toBe(false);
      expect(row.disabled).toBe(false);
      expect(row.lastSignInAt).not.toBeNull();
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      // The stored session knows its user, so it can be ended later.
      const sid = sessionCookieOf(client)!.split('=')[1];
      expect((await server.deps.db.repo(Session).findOneByOrFail({ sid })).userId).toBe(res.body.id);
    });

    it('gives a fresh session id: a cookie from before sign-up stops working', async () => {
      const client = server.client();
      const before = await createUser(server.deps.db);
      await client.login(before.email, TEST_PASSWORD);
      const oldCookie = sessionCookieOf(client)!;
      const oldJar = client.cookieHeader();
      expect((await client.post('/api/auth/signup', signupBody())).status).toBe(201);
      expect(sessionCookieOf(client)).not.toBe(oldCookie);
      expectApiError(await new TestClient(server.url).get('/api/auth/user', { cookie: oldJar }), 401);
    });

    it('409 for an e-mail that already has an account, whatever its case; nothing written', async () => {
      const existing = await createUser(server.deps.db);
      const before = await server.deps.db.repo(User).count();
      const res = await server.client().post('/api/auth/signup', signupBody({ email: existing.email.toUpperCase() }));
      expectApiError(res, 409, 'An account with this e-mail already exists.');
      expect(await server.deps.db.repo(User).count()).toBe(before);
    });

    it.each([
      ['too short', 'short pass', 'Password must be at least 12 characters'],
      ['too long', 'x'.repeat(128) + 'y', 'Password must be at most 128 characters'],
      ['one character repeated', 'zzzzzzzzzzzzzz', 'Password must not be one character repeated.'],
      ['common', 'Password1234', 'This password is too common. Choose another.'],
    ])('400 for a %s password, with the rule in fieldErrors; nothing written', async (_label, password, message) => {
      const email = freshEmail();
      const res = await server.client().post('/api/auth/signup', signupBody({ email, password }));
      expectApiError(res, 400, message);
      expect(res.body.fieldErrors.password).toEqual([message]);
      expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);
    });

    it('400 when the password is the e-mail address', async () => {
      const email = freshEmail();
      const res = await server.client().post('/api/auth/signup', signupBody({ email, password: email.toUpperCase() }));
      expectApiError(res, 400, 'Password must not be your e-mail address.');
      expect(res.body.fieldErrors).toEqual({ password: ['Password must not be your e-mail address.'] });
    });

    it('400 naming every missing field; extra fields such as isAdmin are ignored', async () => {
      const res = await server.client().post('/api/auth/signup', {});
      expectApiError(res, 400);
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
      const sneaky = await server.client().post('/api/auth/signup', signupBody({ isAdmin: true, disabled: true }));
      expect(sneaky.status).toBe(201);
      expect(sneaky.body.isAdmin).toBe(false);
    });
  });

  describe('sign-up page (HTML, works without JavaScript)', () => {
    it('GET /api/login shows the sign-up form with labelled fields, the password rules and a reset link', async () => {
      const html = (await server.client().get('/api/login')).text;
      expect(hasTag(html, 'form', { method: 'post', action: '/api/signup' })).toBe(true);
      for (const [id, name] of [
        ['signup-first-name', 'firstName'],
        ['signup-last-name', 'lastName'],
        ['signup-email', 'email'],
        ['signup-password', 'password'],
      ]) {
        expect(hasTag(html, 'input', { id, name })).toBe(true);
        expect(hasTag(html, 'label', { for: id })).toBe(true);
      }
      expect(hasTag(html, 'input', { id: 'signup-password', type: 'password', 'aria-describedby': 'signup-password-hint' })).toBe(true);
      expect(html).toContain('At least 12 characters');
      expect(hasTag(html, 'a', { href: '/api/password-reset' })).toBe(true);
      expect(html).toContain('Forgot your password?');
    });

    it('POST /api/signup creates the account, signs in and goes to returnTo', async () => {
      const client = server.client();
      const body = signupBody();
      const res = await postForm(client, '/api/signup', { ...body, returnTo: '/events' } as Record<string, string>);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/events');
      expect((await client.get('/api/auth/user')).body.email).toBe(body.email);
    });

    it('POST /api/signup with a bad password re-renders with an alert, keeps the values, never the password', async () => {
      const email = freshEmail();
      const res = await postForm(server.client(), '/api/signup', { firstName: 'Robin', lastName: '<b>Sample</b>', email, password: 'tooshort99' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toMatch(/role="alert"[^>]*>Password must be at least 12 characters/);
      expect(hasTag(res.text, 'input', { id: 'signup-email', value: email })).toBe(true);
      expect(hasTag(res.text, 'input', { id: 'signup-password', 'aria-invalid': 'true' })).toBe(true);
      expect(res.text).not.toContain('tooshort99');
      expect(res.text).not.toContain('<b>Sample</b>');
    });
  });

  describe('password reset', () => {
    it('full flow: generic answer, e-mailed single-use link, new password works, old one and old sessions do not', async () => {
      const user = await createUser(server.deps.db, { firstName: '<img src=x onerror=alert(1)>' });
      const session = server.client();
      await session.login(user.email, TEST_PASSWORD);
      const token = await issueToken(server, user.email);

      const res = await server.client().post('/api/auth/password-reset', { email: user.email.toUpperCase() });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });

      const mail = await waitForMail(server.dataDir, user.email);
      expect(mail.subject).toContain('Reset your');
      const link = `${server.deps.config.publicUrl}/api/reset-password?token=`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<a href="${link}`);
      // The name a person typed is text in the HTML part, never markup.
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      const resetToken = resetTokenOf(mail);
      expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Stored hashed only.
      const row = await server.deps.db.repo(PasswordResetToken).findOneByOrFail({ userId: user.id });
      expect(row.tokenHash).toBe(hashSecret(resetToken));
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60 * 1000);

      const done = await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: RESET_DONE });

      expectApiError(await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }), 401, 'Invalid email or password.');
      expect((await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
      // Whoever was signed in with the old password is out, on every session and device.
      expectApiError(await session.get('/api/auth/user'), 401);
      expectApiError(await server.client().bearer(token).get('/api/auth/user'), 401, 'Invalid or revoked token');
      expect(await server.deps.db.repo(ApiToken).countBy({ userId: user.id })).toBe(0);

      // Single use.
      const again = await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: 'yet another long one' });
      expectApiError(again, 400, RESET_INVALID);
      expect((await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('one link used twice at the same moment changes the password once', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));
      const results = await Promise.all(
        ['first racing password', 'second racing password'].map((password) =>
          server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('the same answer for an unknown address, and no mail is written', async () => {
      const email = freshEmail();
      const res = await server.client().post('/api/auth/password-reset', { email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsTo(server.dataDir, email)).toEqual([]);
    });

    it('a disabled account gets the same answer and no mail', async () => {
      const user = await createUser(server.deps.db);
      await server.deps.db.write((m) => m.update(User, { id: user.id }, { disabled: true }));
      const res = await server.client().post('/api/auth/password-reset', { email: user.email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
      await new Promise((r) => setTimeout(r, 300));
      expect(await mailsTo(server.dataDir, user.email)).toEqual([]);
    });

    it('400 with field errors for a malformed address', async () => {
      const res = await server.client().post('/api/auth/password-reset', { email: 'not-an-address' });
      expectApiError(res, 400, 'Please enter a valid email address');
    });

    it('an expired link is refused', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));
      await server.deps.db.write((m) => m.update(PasswordResetToken, { userId: user.id }, { expiresAt: new Date(Date.now() - 1000) }));
      const res = await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD });
      expectApiError(res, 400, RESET_INVALID);
      expect((await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('a newer request voids the older link', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const first = resetTokenOf(await waitForMail(server.dataDir, user.email));
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const second = resetTokenOf(await waitForMail(server.dataDir, user.email, 1));
      expect(second).not.toBe(first);
      expectApiError(await server.client().post('/api/auth/password-reset/confirm', { token: first, password: NEW_PASSWORD }), 400, RESET_INVALID);
      expect((await server.client().post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('made-up tokens and bad new passwords are refused without using the link', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));
      for (const token of ['nope', 'x'.repeat(43), resetToken + 'x']) {
        expectApiError(await server.client().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD }), 400, RESET_INVALID);
      }
      const weak = await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: 'short' });
      expectApiError(weak, 400, 'Password must be at least 12 characters');
      const asEmail = await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: user.email });
      expectApiError(asEmail, 400, 'Password must not be your e-mail address.');
      expect(asEmail.body.fieldErrors).toEqual({ password: ['Password must not be your e-mail address.'] });
      // Still usable after those failures.
      expect((await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('HTML pages: request form, generic answer page, new-password form, done page', async () => {
      const user = await createUser(server.deps.db);
      const ask = await server.client().get('/api/password-reset');
      expect(ask.status).toBe(200);
      expect(hasTag(ask.text, 'form', { method: 'post', action: '/api/password-reset' })).toBe(true);
      expect(hasTag(ask.text, 'label', { for: 'reset-email' })).toBe(true);

      const bad = await postForm(server.client(), '/api/password-reset', { email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(/role="alert"/);

      for (const email of [user.email, freshEmail()]) {
        const sent = await postForm(server.client(), '/api/password-reset', { email });
        expect(sent.status).toBe(200);
        expect(sent.text).toContain(RESET_REQUESTED);
      }
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));

      const dead = await server.client().get('/api/reset-password?token=made-up');
      expect(dead.status).toBe(400);
      expect(dead.text).toMatch(/role="alert"[^>]*>This reset link is invalid or has expired\./);
      expect(dead.text).not.toContain('action="/api/reset-password"');

      const form = await server.client().get(`/api/reset-password?token=${resetToken}`);
      expect(form.status).toBe(200);
      expect(form.headers.get('referrer-policy')).toBe('strict-origin');
      expect(form.headers.get('cache-control')).toBe('no-store');
      expect(hasTag(form.text, 'input', { type: 'hidden', name: 'token', value: resetToken })).toBe(true);
      expect(hasTag(form.text, 'input', { id: 'new-password', name: 'password', type: 'password' })).toBe(true);
      expect(hasTag(form.text, 'label', { for: 'new-password' })).toBe(true);

      const weak = await postForm(server.client(), '/api/reset-password', { token: resetToken, password: 'password1234' });
      expect(weak.status).toBe(400);
      expect(weak.text).toContain('This password is too common. Choose another.');
      expect(hasTag(weak.text, 'input', { name: 'token', value: resetToken })).toBe(true);

      const ok = await postForm(server.client(), '/api/reset-password', { token: resetToken, password: NEW_PASSWORD });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain(RESET_DONE);
      expect((await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);

      const reused = await postForm(server.client(), '/api/reset-password', { token: resetToken, password: 'another long password' });
      expect(reused.status).toBe(400);
      expect(reused.text).toContain(RESET_INVALID);
    });
  });

  describe('POST /api/auth/password (change)', () => {
    it('401 signed out', async () => {
      expectApiError(await server.client().post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }), 401);
    });

    it('400 on fieldErrors.currentPassword when the current password is wrong; nothing changes', async () => {
      const { client, email } = await server.signedIn();
      const res = await client.post('/api/auth/password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expectApiError(res, 400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['currentPassword']);
      expect((await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('400 when the new password breaks the rules', async () => {
      const { client, email } = await server.signedIn();
      const res = await client.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: email });
      expectApiError(res, 400, 'Password must not be your e-mail address.');
      expect(res.body.fieldErrors).toEqual({ newPassword: ['Password must not be your e-mail address.'] });
    });

    it('changes the password, ends other sessions and every token, keeps this session under a new id', async () => {
      const { client, userId, email } = await server.signedIn();
      const other = server.client();
      await other.login(email, TEST_PASSWORD);
      const token = await issueToken(server, email);
      const cookieBefore = sessionCookieOf(client);

      const res = await client.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(typeof res.body.message).toBe('string');

      expect(sessionCookieOf(client)).not.toBe(cookieBefore);
      expect((await client.get('/api/auth/user')).body.id).toBe(userId);
      expectApiError(await other.get('/api/auth/user'), 401);
      expectApiError(await server.client().bearer(token).get('/api/auth/user'), 401, 'Invalid or revoked token');
      expect(await server.deps.db.repo(Session).countBy({ userId })).toBe(1);
      expectApiError(await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD }), 401);
      expect((await server.client().post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    });
  });

  describe('sign-in', () => {
    it('records the time of the last sign-in', async () => {
      const user = await createUser(server.deps.db);
      expect(user.lastSignInAt ?? null).toBeNull();
      const before = Date.now();
      await server.client().login(user.email, TEST_PASSWORD);
      const row = await server.deps.db.repo(User).findOneByOrFail({ id: user.id });
      expect(row.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('a disabled account cannot sign in (same message as a wrong password), and its session stops working', async () => {
      const { client, userId, email } = await server.signedIn();
      await server.deps.db.write((m) => m.update(User, { id: userId }, { disabled: true }));
      expectApiError(await client.get('/api/auth/user'), 401);
      expectApiError(await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD }), 401, 'Invalid email or password.');
      expectApiError(await server.client().post('/api/auth/token', { email, password: TEST_PASSWORD }), 401, 'Invalid email or password.');
    });
  });
});

describe('accounts with SIGNUP=invite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNUP: 'invite' } });
  });
  afterAll(() => server.close());

  it('POST /api/auth/signup: 403 and nothing written', async () => {
    const email = freshEmail();
    const res = await server.client().post('/api/auth/signup', signupBody({ email }));
    expectApiError(res, 403, 'Sign-up is by invitation only. Ask an administrator for an account.');
    expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);
  });

  it('the sign-in page has no sign-up form, and the form endpoint answers 403', async () => {
    const page = await server.client().get('/api/login');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('/api/signup');
    expect(page.text).not.toContain('Create an account');
    expect(page.text).toContain('Forgot your password?');
    const email = freshEmail();
    const res = await postForm(server.client(), '/api/signup', signupBody({ email }) as Record<string, string>);
    expect(res.status).toBe(403);
    expect(res.text).toContain('Sign-up is by invitation only.');
    expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);
  });
});
