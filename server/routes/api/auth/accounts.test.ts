import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { TestClient, type TestResponse } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { mailsTo, resetTokenOf, signupTokenOf, waitForMail } from '@server/test/outbox';
import { settledMailQueue } from '@server/test/mailQueue';
import {
  AccountRequest,
  ApiToken,
  OutboundEmail,
  PasswordResetToken,
  PendingSignup,
  Session,
  User,
} from '@server/db/entities';
import { handleAccountRequests } from '@server/services/accountRequests';
import { SESSION_COOKIE } from '@server/middlewares/session';
import { hashSecret } from '@server/services/tokens';

const NEW_PASSWORD = 'a brand new meadow path';
const RESET_REQUESTED = 'If an account exists for that address, we have sent a link to reset the password.';
const RESET_INVALID = 'This reset link is invalid or has expired.';
const RESET_DONE = 'Your password has been changed. You can sign in now.';
const SIGNUP_REQUESTED = 'Check your e-mail to finish creating your account.';
const SIGNUP_LINK_INVALID = 'This sign-up link is invalid or has expired.';

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
const signupBody = () => ({ email: freshEmail() });
/** What the sign-up link's page asks for. */
const chosen = { firstName: 'Robin', lastName: 'Sample', password: 'quiet heron at dawn' };

/**
 * Sends two requests (one about an address with an account, one about an address without) while recorded requests
 * are held back, and answers what each changed in the database: the rows it added to `account_requests`, while
 * nothing else that depends on an account (pending sign-ups, reset links, queued mail, accounts) changed at all.
 * Then lets the held work run.
 */
async function recordedWhileHeld(
  server: TestServer,
  requests: [() => Promise<TestResponse>, () => Promise<TestResponse>],
) {
  const { db } = server.deps;
  const accountWork = async () =>
    Promise.all([PendingSignup, PasswordResetToken, OutboundEmail, User].map((entity) => db.repo(entity).count()));
  const recorded = async () =>
    (await db.repo(AccountRequest).find({ order: { requestedAt: 'ASC' } })).map(({ id, kind, email }) => ({
      id,
      kind,
      email,
    }));
  const release = server.deps.accountRequests.hold();
  try {
    // Earlier tests' requests are done with first, so the counts below move only for the two requests.
    await handleAccountRequests(server.deps);
    const work = await accountWork();
    const answers: TestResponse[] = [];
    const added: Array<Array<{ kind: string; email: string }>> = [];
    for (const request of requests) {
      const before = new Set((await recorded()).map((r) => r.id));
      answers.push(await request());
      added.push((await recorded()).filter((r) => !before.has(r.id)).map(({ kind, email }) => ({ kind, email })));
      expect(await accountWork()).toEqual(work);
    }
    for (const res of answers) expect(res.headers.getSetCookie()).toEqual([]);
    expect([
      answers[0].status,
      answers[0].headers.get('content-type'),
      answers[0].headers.get('content-length'),
    ]).toEqual([answers[1].status, answers[1].headers.get('content-type'), answers[1].headers.get('content-length')]);
    return { known: answers[0], fresh: answers[1], added };
  } finally {
    release();
  }
}

/**
 * Sends a request that records account work and returns its answer once that work is done: recorded (held until
 * then, so it cannot be done and gone before the check), then handled, its row claimed in the transaction that
 * queues any mail. What is queued for the address afterwards is therefore all the request ever queues.
 */
async function handledRequest(server: TestServer, email: string, request: () => Promise<TestResponse>) {
  const requests = server.deps.db.repo(AccountRequest);
  const release = server.deps.accountRequests.hold();
  let res: TestResponse;
  try {
    res = await request();
    expect(await requests.countBy({ email })).toBe(1);
  } finally {
    release();
  }
  await handleAccountRequests(server.deps);
  expect(await requests.countBy({ email })).toBe(0);
  return res;
}

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

  describe('POST /api/auth/signup (SIGNUP=open, the default): the answer never tells whether an account exists', () => {
    const pendingFor = (email: string) => server.deps.db.repo(PendingSignup).findBy({ email });

    it('a new address: 202 with the generic message and no session; the link takes names and password, makes the account and signs in', async () => {
      const client = server.client();
      const email = freshEmail();
      const res = await client.post('/api/auth/signup', { email: `  ${email.replace('person', 'Person')} ` });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: SIGNUP_REQUESTED });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);

      const mail = await waitForMail(server.dataDir, email);
      expect(mail.subject).toContain('Finish creating your');
      expect(mail.text).toContain('Hello,\n');
      const token = signupTokenOf(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.text).toContain(`${server.deps.config.publicUrl}/api/confirm-signup?token=${token}`);
      const [pending] = await pendingFor(email);
      // The pending sign-up is the address and the link's hash: nothing else waits with it.
      expect(Object.keys(pending).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'tokenHash']);
      expect(pending.tokenHash).toBe(hashSecret(token));
      expect(pending.expiresAt.getTime() - pending.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

      const made = await client.post('/api/auth/signup/confirm', { token, ...chosen });
      expect(made.status).toBe(201);
      expect(made.body).toEqual({
        id: expect.any(String),
        email,
        firstName: 'Robin',
        lastName: 'Sample',
        profileImageUrl: null,
        isAdmin: false,
      });
      expect(made.text).not.toMatch(/scrypt|password/i);
      expect((await client.get('/api/auth/user')).body.id).toBe(made.body.id);
      const row = await server.deps.db.repo(User).findOneByOrFail({ id: made.body.id });
      expect(row).toMatchObject({ isAdmin: false, disabled: false, passwordHash: expect.stringMatching(/^scrypt\$/) });
      expect(row.lastSignInAt).not.toBeNull();
      // The stored session knows its user, so it can be ended later.
      const sid = sessionCookieOf(client)!.split('=')[1];
      expect((await server.deps.db.repo(Session).findOneByOrFail({ sid })).userId).toBe(made.body.id);
      // The password chosen on the link's page is the one that works; the link works once.
      expect((await server.client().post('/api/auth/login', { email, password: chosen.password })).status).toBe(200);
      expectApiError(
        await server.client().post('/api/auth/signup/confirm', { token, ...chosen }),
        400,
        SIGNUP_LINK_INVALID,
      );
      expect(await pendingFor(email)).toEqual([]);
    });

    it("someone who signs up another person's address gains nothing: the owner's password and names make the account", async () => {
      const email = freshEmail();
      // The attacker sends their own password and names with the sign-up; none of it is kept.
      const attacker = { firstName: 'Mallory', lastName: 'Attacker', email, password: 'attacker chosen secret' };
      expect((await server.client().post('/api/auth/signup', attacker)).status).toBe(202);
      const token = signupTokenOf(await waitForMail(server.dataDir, email));
      // The link alone, or with a password missing, makes no account: nothing from the sign-up request stands in.
      const bare = await server.client().post('/api/auth/signup/confirm', { token });
      expectApiError(bare, 400);
      expect(Object.keys(bare.body.fieldErrors).sort()).toEqual(['firstName', 'lastName', 'password']);
      expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);

      const owner = await server.client().post('/api/auth/signup/confirm', { token, ...chosen });
      expect(owner.body).toMatchObject({ email, firstName: 'Robin', lastName: 'Sample' });
      expectApiError(
        await server.client().post('/api/auth/login', { email, password: attacker.password }),
        401,
        'Invalid email or password.',
      );
      expect((await server.client().post('/api/auth/login', { email, password: chosen.password })).status).toBe(200);
    });

    it('an address with an account gets the same answer, byte for byte; its owner is told, and nothing changes', async () => {
      const existing = await createUser(server.deps.db, { firstName: 'Owner' });
      const before = await server.deps.db.repo(User).findOneByOrFail({ id: existing.id });
      const users = await server.deps.db.repo(User).count();
      const known = await server
        .client()
        .post('/api/auth/signup', { ...signupBody(), email: ` ${existing.email.toUpperCase()} ` });
      const fresh = await server.client().post('/api/auth/signup', signupBody());
      for (const res of [known, fresh]) {
        expect(res.status).toBe(202);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
      expect(known.text).toBe(fresh.text);
      expect(known.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
      expect(known.headers.get('content-length')).toBe(fresh.headers.get('content-length'));

      const note = await waitForMail(server.dataDir, existing.email);
      expect(note.subject).toContain('Someone tried to sign up with your address');
      expect(note.text).toContain('Hello Owner,');
      expect(note.text).toContain(`${server.deps.config.publicUrl}/api/password-reset`);
      expect(note.html).toContain(`<a href="${server.deps.config.publicUrl}/api/password-reset"`);
      expect(note.decoded).not.toContain('/api/confirm-signup');
      // Nothing the sign-up carried reaches the owner, and the account is as it was.
      expect(note.decoded).not.toContain('Robin');
      expect(await server.deps.db.repo(User).count()).toBe(users + 0);
      expect(await server.deps.db.repo(User).findOneByOrFail({ id: existing.id })).toEqual(before);
      expect(await pendingFor(existing.email)).toEqual([]);
    });

    it('the request only records itself, the same for both kinds of address; the mail is sent after the answer', async () => {
      const existing = await createUser(server.deps.db);
      const newcomer = freshEmail();
      const { known, fresh, added } = await recordedWhileHeld(server, [
        () => server.client().post('/api/auth/signup', { email: existing.email.toUpperCase() }),
        () => server.client().post('/api/auth/signup', { email: newcomer }),
      ]);
      expect(known.text).toBe(fresh.text);
      expect(added).toEqual([[{ kind: 'signup', email: existing.email }], [{ kind: 'signup', email: newcomer }]]);
      expect((await waitForMail(server.dataDir, existing.email)).subject).toContain('Someone tried to sign up');
      expect((await waitForMail(server.dataDir, newcomer)).subject).toContain('Finish creating your');
    });

    it('the no-script form answers the same page for an address with an account as for a new one', async () => {
      const existing = await createUser(server.deps.db);
      const pages = [];
      for (const email of [existing.email, freshEmail()]) {
        const res = await postForm(server.client(), '/api/signup', { email, returnTo: '/events' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(res.text).toMatch(/role="status"[^>]*>Check your e-mail to finish creating your account\./);
        pages.push(res.text);
      }
      expect(pages[0]).toBe(pages[1]);
    });

    it('confirming gives a fresh session id: a cookie from before stops working', async () => {
      const client = server.client();
      const before = await createUser(server.deps.db);
      await client.login(before.email, TEST_PASSWORD);
      const oldCookie = sessionCookieOf(client)!;
      const oldJar = client.cookieHeader();
      const email = freshEmail();
      expect((await client.post('/api/auth/signup', { email })).status).toBe(202);
      const token = signupTokenOf(await waitForMail(server.dataDir, email));
      expect((await client.post('/api/auth/signup/confirm', { token, ...chosen })).status).toBe(201);
      expect(sessionCookieOf(client)).not.toBe(oldCookie);
      expectApiError(await new TestClient(server.url).get('/api/auth/user', { cookie: oldJar }), 401);
    });

    it('an expired link, a made-up one and one for an address that got an account meanwhile make nothing', async () => {
      const email = freshEmail();
      await server.client().post('/api/auth/signup', { email });
      const token = signupTokenOf(await waitForMail(server.dataDir, email));
      await server.deps.db.write((m) => m.update(PendingSignup, { email }, { expiresAt: new Date(Date.now() - 1000) }));
      expectApiError(
        await server.client().post('/api/auth/signup/confirm', { token, ...chosen }),
        400,
        SIGNUP_LINK_INVALID,
      );
      expectApiError(
        await server.client().post('/api/auth/signup/confirm', { token: 'made-up', ...chosen }),
        400,
        SIGNUP_LINK_INVALID,
      );
      expectApiError(await server.client().post('/api/auth/signup/confirm', {}), 400);

      const other = freshEmail();
      await server.client().post('/api/auth/signup', { email: other });
      const otherToken = signupTokenOf(await waitForMail(server.dataDir, other));
      await createUser(server.deps.db, { email: other });
      expectApiError(
        await server.client().post('/api/auth/signup/confirm', { token: otherToken, ...chosen }),
        400,
        SIGNUP_LINK_INVALID,
      );
      expect(await server.deps.db.repo(User).countBy({ email: other })).toBe(1);
    });

    it('two sign-ups for one address: the first link used makes the account, the other is then spent', async () => {
      const email = freshEmail();
      await server.client().post('/api/auth/signup', { email });
      const first = signupTokenOf(await waitForMail(server.dataDir, email));
      await server.client().post('/api/auth/signup', { email });
      const second = signupTokenOf(await waitForMail(server.dataDir, email, 1));
      expect(second).not.toBe(first);
      const made = await server.client().post('/api/auth/signup/confirm', { token: second, ...chosen });
      expect(made.body).toMatchObject({ email, firstName: 'Robin' });
      expectApiError(
        await server.client().post('/api/auth/signup/confirm', { token: first, ...chosen }),
        400,
        SIGNUP_LINK_INVALID,
      );
      expect(await server.deps.db.repo(User).countBy({ email })).toBe(1);
    });

    it('one link used five times at once makes one account', async () => {
      const email = freshEmail();
      await server.client().post('/api/auth/signup', { email });
      const token = signupTokenOf(await waitForMail(server.dataDir, email));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => server.client().post('/api/auth/signup/confirm', { token, ...chosen })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
      expect(await server.deps.db.repo(User).countBy({ email })).toBe(1);
    });

    it.each([
      ['too short', 'short pass', 'Password must be at least 12 characters'],
      ['too long', 'x'.repeat(128) + 'y', 'Password must be at most 128 characters'],
      ['one character repeated', 'zzzzzzzzzzzzzz', 'Password must not be one character repeated.'],
      ['common', 'Password1234', 'This password is too common. Choose another.'],
    ])(
      'the link page: 400 for a %s password, with the rule in fieldErrors; nothing made, the link still works',
      async (_label, password, message) => {
        const email = freshEmail();
        await server.client().post('/api/auth/signup', { email });
        const token = signupTokenOf(await waitForMail(server.dataDir, email));
        const res = await server.client().post('/api/auth/signup/confirm', { token, ...chosen, password });
        expectApiError(res, 400, message);
        expect(res.body.fieldErrors.password).toEqual([message]);
        expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);
        expect((await server.client().post('/api/auth/signup/confirm', { token, ...chosen })).status).toBe(201);
      },
    );

    it('the link page: 400 when the password is the e-mail address the link was sent to', async () => {
      const email = freshEmail();
      await server.client().post('/api/auth/signup', { email });
      const token = signupTokenOf(await waitForMail(server.dataDir, email));
      const res = await server
        .client()
        .post('/api/auth/signup/confirm', { token, ...chosen, password: ` ${email.toUpperCase()}` });
      expectApiError(res, 400, 'Password must not be your e-mail address.');
      expect(res.body.fieldErrors).toEqual({ password: ['Password must not be your e-mail address.'] });
    });

    it('400 naming every missing field; extra fields such as isAdmin are ignored', async () => {
      const res = await server.client().post('/api/auth/signup', {});
      expectApiError(res, 400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['email']);
      const confirm = await server.client().post('/api/auth/signup/confirm', {});
      expect(Object.keys(confirm.body.fieldErrors).sort()).toEqual(['firstName', 'lastName', 'password', 'token']);
      const email = freshEmail();
      expect((await server.client().post('/api/auth/signup', { email, isAdmin: true, disabled: true })).status).toBe(
        202,
      );
      const made = await server.client().post('/api/auth/signup/confirm', {
        token: signupTokenOf(await waitForMail(server.dataDir, email)),
        ...chosen,
        isAdmin: true,
        disabled: true,
      });
      expect(made.status).toBe(201);
      expect(made.body.isAdmin).toBe(false);
      expect((await server.deps.db.repo(User).findOneByOrFail({ email })).disabled).toBe(false);
    });
  });

  describe('sign-up page (HTML, works without JavaScript)', () => {
    it('GET /api/login shows the sign-up form: the address only, labelled, with what happens next; and a reset link', async () => {
      const html = (await server.client().get('/api/login')).text;
      expect(hasTag(html, 'form', { method: 'post', action: '/api/signup' })).toBe(true);
      expect(
        hasTag(html, 'input', { id: 'signup-email', name: 'email', 'aria-describedby': 'signup-email-hint' }),
      ).toBe(true);
      expect(hasTag(html, 'label', { for: 'signup-email' })).toBe(true);
      expect(html).toContain('We&#x27;ll e-mail you a link to choose your name and password.');
      for (const id of ['signup-first-name', 'signup-last-name', 'signup-password'])
        expect(html).not.toContain(`id="${id}"`);
      expect(hasTag(html, 'a', { href: '/api/password-reset' })).toBe(true);
      expect(html).toContain('Forgot your password?');
    });

    it('POST /api/signup says to check the mail; the link opens a page whose form makes the account and signs in', async () => {
      const client = server.client();
      const email = freshEmail();
      const res = await postForm(client, '/api/signup', { email, returnTo: '/events' });
      expect(res.status).toBe(200);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      const token = signupTokenOf(await waitForMail(server.dataDir, email));

      // Opening the link (a mail scanner does) makes nothing: it shows the form.
      const page = await client.get(`/api/confirm-signup?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin');
      expect(hasTag(page.text, 'form', { method: 'post', action: '/api/confirm-signup' })).toBe(true);
      expect(hasTag(page.text, 'input', { type: 'hidden', name: 'token', value: token })).toBe(true);
      for (const [id, name] of [
        ['signup-first-name', 'firstName'],
        ['signup-last-name', 'lastName'],
        ['signup-password', 'password'],
      ]) {
        expect(hasTag(page.text, 'input', { id, name })).toBe(true);
        expect(hasTag(page.text, 'label', { for: id })).toBe(true);
      }
      expect(
        hasTag(page.text, 'input', {
          id: 'signup-password',
          type: 'password',
          autoComplete: 'new-password',
          'aria-describedby': 'signup-password-hint',
        }),
      ).toBe(true);
      expect(page.text).toContain('At least 12 characters');
      expect(page.text).toContain(email);
      expect(page.text).toContain('Create my account');
      expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);

      // A refused password: the form again, the link kept, the names kept, the password never.
      const weak = await postForm(client, '/api/confirm-signup', {
        token,
        firstName: 'Robin',
        lastName: '<b>Sample</b>',
        password: 'tooshort99',
      });
      expect(weak.status).toBe(400);
      expect(weak.headers.get('content-type')).toMatch(/^text\/html/);
      expect(weak.text).toMatch(/role="alert"[^>]*>Password must be at least 12 characters/);
      expect(hasTag(weak.text, 'input', { type: 'hidden', name: 'token', value: token })).toBe(true);
      expect(hasTag(weak.text, 'input', { id: 'signup-first-name', value: 'Robin' })).toBe(true);
      expect(hasTag(weak.text, 'input', { id: 'signup-password', 'aria-invalid': 'true' })).toBe(true);
      expect(weak.text).not.toContain('tooshort99');
      expect(weak.text).not.toContain('<b>Sample</b>');

      const made = await postForm(client, '/api/confirm-signup', { token, ...chosen });
      expect(made.status).toBe(302);
      expect(made.headers.get('location')).toBe('/');
      expect((await client.get('/api/auth/user')).body).toMatchObject({ email, firstName: 'Robin' });

      // Spent: the page and the form say so, with the way back.
      const again = await server.client().get(`/api/confirm-signup?token=${token}`);
      expect(again.status).toBe(400);
      expect(again.text).toMatch(/role="alert"[^>]*>This sign-up link is invalid or has expired\./);
      expect(hasTag(again.text, 'a', { href: '/api/login' })).toBe(true);
      const twice = await postForm(server.client(), '/api/confirm-signup', { token, ...chosen });
      expect(twice.status).toBe(400);
      expect(twice.text).toContain(SIGNUP_LINK_INVALID);
      expect(twice.text).not.toContain('action="/api/confirm-signup"');
    });

    it('POST /api/signup with a bad address re-renders with the field error and the address kept', async () => {
      const res = await postForm(server.client(), '/api/signup', { email: 'not-an-address' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('Please enter a valid email address');
      expect(hasTag(res.text, 'input', { id: 'signup-email', value: 'not-an-address', 'aria-invalid': 'true' })).toBe(
        true,
      );
    });

    it('the sign-up mail carries nothing a visitor typed but the address', async () => {
      const email = freshEmail();
      await server
        .client()
        .post('/api/auth/signup', { email, firstName: '<img src=x onerror=alert(1)>', lastName: 'Claim your refund' });
      const mail = await waitForMail(server.dataDir, email);
      expect(mail.decoded).not.toContain('img src');
      expect(mail.decoded).not.toContain('refund');
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

      const done = await server
        .client()
        .post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: RESET_DONE });

      expectApiError(
        await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }),
        401,
        'Invalid email or password.',
      );
      expect(
        (await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status,
      ).toBe(200);
      // Whoever was signed in with the old password is out, on every session and device.
      expectApiError(await session.get('/api/auth/user'), 401);
      expectApiError(await server.client().bearer(token).get('/api/auth/user'), 401, 'Invalid or revoked token');
      expect(await server.deps.db.repo(ApiToken).countBy({ userId: user.id })).toBe(0);

      // Single use.
      const again = await server
        .client()
        .post('/api/auth/password-reset/confirm', { token: resetToken, password: 'yet another long one' });
      expectApiError(again, 400, RESET_INVALID);
      expect(
        (await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status,
      ).toBe(200);
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

    it('the request only records itself, the same for an address with an account and one without; the link is sent after the answer', async () => {
      const user = await createUser(server.deps.db);
      const unknown = freshEmail();
      const { known, fresh, added } = await recordedWhileHeld(server, [
        () => server.client().post('/api/auth/password-reset', { email: ` ${user.email.toUpperCase()}` }),
        () => server.client().post('/api/auth/password-reset', { email: unknown }),
      ]);
      expect(known.text).toBe(fresh.text);
      expect(known.body).toEqual({ message: RESET_REQUESTED });
      expect(added).toEqual([
        [{ kind: 'password-reset', email: user.email }],
        [{ kind: 'password-reset', email: unknown }],
      ]);
      // The held work then runs: the known address gets its link, the other nothing.
      expect(resetTokenOf(await waitForMail(server.dataDir, user.email))).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await handleAccountRequests(server.deps);
      expect(await server.deps.db.repo(AccountRequest).count()).toBe(0);
      expect(await server.deps.db.repo(OutboundEmail).countBy({ to: unknown })).toBe(0);
    });

    it('the same answer for an unknown address, and no mail is written', async () => {
      const email = freshEmail();
      const res = await handledRequest(server, email, () =>
        server.client().post('/api/auth/password-reset', { email }),
      );
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
      expect((await settledMailQueue(server)).filter((m) => m.to === email)).toEqual([]);
      expect(await mailsTo(server.dataDir, email)).toEqual([]);
    });

    it('a disabled account gets the same answer and no mail', async () => {
      const user = await createUser(server.deps.db);
      await server.deps.db.write((m) => m.update(User, { id: user.id }, { disabled: true }));
      const res = await handledRequest(server, user.email, () =>
        server.client().post('/api/auth/password-reset', { email: user.email }),
      );
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
      expect((await settledMailQueue(server)).filter((m) => m.to === user.email)).toEqual([]);
      expect(await mailsTo(server.dataDir, user.email)).toEqual([]);
      expect(await server.deps.db.repo(PasswordResetToken).countBy({ userId: user.id })).toBe(0);
    });

    it('400 with field errors for a malformed address', async () => {
      const res = await server.client().post('/api/auth/password-reset', { email: 'not-an-address' });
      expectApiError(res, 400, 'Please enter a valid email address');
    });

    it('an expired link is refused', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));
      await server.deps.db.write((m) =>
        m.update(PasswordResetToken, { userId: user.id }, { expiresAt: new Date(Date.now() - 1000) }),
      );
      const res = await server
        .client()
        .post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD });
      expectApiError(res, 400, RESET_INVALID);
      expect(
        (await server.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
      ).toBe(200);
    });

    it('a newer request voids the older link', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const first = resetTokenOf(await waitForMail(server.dataDir, user.email));
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const second = resetTokenOf(await waitForMail(server.dataDir, user.email, 1));
      expect(second).not.toBe(first);
      expectApiError(
        await server.client().post('/api/auth/password-reset/confirm', { token: first, password: NEW_PASSWORD }),
        400,
        RESET_INVALID,
      );
      expect(
        (await server.client().post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD }))
          .status,
      ).toBe(200);
    });

    it('made-up tokens and bad new passwords are refused without using the link', async () => {
      const user = await createUser(server.deps.db);
      await server.client().post('/api/auth/password-reset', { email: user.email });
      const resetToken = resetTokenOf(await waitForMail(server.dataDir, user.email));
      for (const token of ['nope', 'x'.repeat(43), resetToken + 'x']) {
        expectApiError(
          await server.client().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD }),
          400,
          RESET_INVALID,
        );
      }
      const weak = await server
        .client()
        .post('/api/auth/password-reset/confirm', { token: resetToken, password: 'short' });
      expectApiError(weak, 400, 'Password must be at least 12 characters');
      const asEmail = await server
        .client()
        .post('/api/auth/password-reset/confirm', { token: resetToken, password: user.email });
      expectApiError(asEmail, 400, 'Password must not be your e-mail address.');
      expect(asEmail.body.fieldErrors).toEqual({ password: ['Password must not be your e-mail address.'] });
      // Still usable after those failures.
      expect(
        (await server.client().post('/api/auth/password-reset/confirm', { token: resetToken, password: NEW_PASSWORD }))
          .status,
      ).toBe(200);
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

      const weak = await postForm(server.client(), '/api/reset-password', {
        token: resetToken,
        password: 'password1234',
      });
      expect(weak.status).toBe(400);
      expect(weak.text).toContain('This password is too common. Choose another.');
      expect(hasTag(weak.text, 'input', { name: 'token', value: resetToken })).toBe(true);

      const ok = await postForm(server.client(), '/api/reset-password', { token: resetToken, password: NEW_PASSWORD });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain(RESET_DONE);
      expect(
        (await server.client().post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status,
      ).toBe(200);

      const reused = await postForm(server.client(), '/api/reset-password', {
        token: resetToken,
        password: 'another long password',
      });
      expect(reused.status).toBe(400);
      expect(reused.text).toContain(RESET_INVALID);
    });
  });

  describe('POST /api/auth/password (change)', () => {
    it('401 signed out', async () => {
      expectApiError(
        await server.client().post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
        401,
      );
    });

    it('400 on fieldErrors.currentPassword when the current password is wrong; nothing changes', async () => {
      const { client, email } = await server.signedIn();
      const res = await client.post('/api/auth/password', {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
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

      const res = await client.post('/api/auth/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
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

    it('a disabled account cannot sign in (told so only with its own password), and its session stops working', async () => {
      const { client, userId, email } = await server.signedIn();
      await server.deps.db.write((m) => m.update(User, { id: userId }, { disabled: true }));
      expectApiError(await client.get('/api/auth/user'), 401);
      // The right password: the owner learns why (disabled-account.test.ts checks the whole answer).
      for (const path of ['/api/auth/login', '/api/auth/token']) {
        const res = await server.client().post(path, { email, password: TEST_PASSWORD });
        expect(res.status, path).toBe(403);
        expect((res.body as { message: string }).message, path).toMatch(/^This account is disabled/);
      }
      // A wrong password: the same answer as for an address without an account.
      expectApiError(
        await server.client().post('/api/auth/login', { email, password: `${TEST_PASSWORD}-wrong` }),
        401,
        'Invalid email or password.',
      );
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
    const res = await server.client().post('/api/auth/signup', { email });
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
    const res = await postForm(server.client(), '/api/signup', { email });
    expect(res.status).toBe(403);
    expect(res.text).toContain('Sign-up is by invitation only.');
    expect(await server.deps.db.repo(User).existsBy({ email })).toBe(false);
  });

  it('a sign-up link from before the switch to invitations makes nothing', async () => {
    expectApiError(
      await server.client().post('/api/auth/signup/confirm', { token: 'x'.repeat(43) }),
      403,
      'Sign-up is by invitation only. Ask an administrator for an account.',
    );
    expect((await server.client().get(`/api/confirm-signup?token=${'x'.repeat(43)}`)).status).toBe(403);
    expect((await postForm(server.client(), '/api/confirm-signup', { token: 'x'.repeat(43) })).status).toBe(403);
  });
});
