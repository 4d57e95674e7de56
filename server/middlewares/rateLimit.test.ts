import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient, TestResponse } from '../test/client';
import { expectApiError } from '../test/assertions';
import { createEvent, createUser, TEST_PASSWORD } from '../test/factories';
import { ContactSubmission, entities, EventRegistration, Volunteer } from '../db/entities';
import { RATE_LIMIT_RULES, routesOf, ruleFor, TOO_MANY_MESSAGE } from './rateLimit';
import { RATE_LIMIT_RULE_NAMES } from '@shared/api/routes';
import { apiRouters } from '../routes/api';
import { RateLimitStore } from './rateLimitStore';
import { resetTokenOf, waitForMail } from '../test/outbox';

const FIFTEEN_MINUTES_S = 15 * 60;

function expectTooMany(res: TestResponse, windowSeconds = FIFTEEN_MINUTES_S) {
  expectApiError(res, 429, TOO_MANY_MESSAGE);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const login = (client: TestClient, email: string, password: string, headers: Record<string, string> = {}) =>
  client.request('POST', '/api/auth/login', { json: { email, password }, headers });

const formLogin = (client: TestClient, email: string, password: string) =>
  client.request('POST', '/api/login', {
    body: new URLSearchParams({ email, password, returnTo: '/' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const contact = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };
const volunteer = { firstName: 'Jamie', lastName: 'Sample', email: 'jamie@example.org', interest: 'Event Volunteer' };
const registration = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' };

const SAMPLE_EVENT_ID = '1b7c1d2e-0000-4000-8000-000000000000';
const NEW_PASSWORD = 'a-brand-new-passphrase';
let accountNumber = 0;
const newAccount = () => ({
  firstName: 'New',
  lastName: 'Member',
  email: `spelling-${++accountNumber}@example.org`,
  password: NEW_PASSWORD,
});

/** One request per route a rule names, with a body its handler would act on (`email` is an existing account's). */
const LIMITED: Array<{
  path: string;
  signedIn?: boolean;
  form?: boolean;
  body?: (email: string) => Record<string, string>;
}> = [
  { path: '/api/auth/login', body: (email) => ({ email, password: TEST_PASSWORD }) },
  { path: '/api/login', form: true, body: (email) => ({ email, password: TEST_PASSWORD }) },
  { path: '/api/auth/token', body: (email) => ({ email, password: TEST_PASSWORD, deviceName: 'Spelling' }) },
  { path: '/api/auth/signup', body: newAccount },
  { path: '/api/signup', form: true, body: newAccount },
  { path: '/api/auth/password-reset', body: (email) => ({ email }) },
  { path: '/api/password-reset', form: true, body: (email) => ({ email }) },
  { path: '/api/auth/password-reset/confirm', body: () => ({ token: 'not-a-real-token', password: NEW_PASSWORD }) },
  { path: '/api/reset-password', form: true, body: () => ({ token: 'not-a-real-token', password: NEW_PASSWORD }) },
  {
    path: '/api/auth/password',
    signedIn: true,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
  },
  { path: '/api/contact', body: () => contact },
  { path: '/api/volunteers', body: () => volunteer },
  { path: `/api/events/${SAMPLE_EVENT_ID}/register`, body: () => registration },
  { path: '/api/objects/upload', signedIn: true },
];

/** Other spellings of a path that a lenient router would take for the same route. */
function spellingsOf(path: string): string[] {
  const capitalised = path.replace(/\/([a-z])/g, (_m, c: string) => `/${c.toUpperCase()}`);
  return [`${path}/`, path.toUpperCase(), `/api${capitalised.slice('/api'.length)}`, capitalised];
}

describe('rate limits (RATE_LIMITS=on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  // Each test uses its own e-mail addresses; the per-address counters are shared, so tests stay well under 50.

  it('brute force: after 5 wrong passwords the 6th attempt is refused, even with the right password', async () => {
    const user = await createUser(server.deps.db);
    const client = server.client();
    for (let i = 0; i < 5; i++)
      expectApiError(await login(client, user.email, `wrong-${i}`), 401, 'Invalid email or password.');
    expectTooMany(await login(client, user.email, TEST_PASSWORD));
    // Changing the case of the address gains nothing.
    expectTooMany(await login(client, user.email.toUpperCase(), TEST_PASSWORD));
    // The refused attempt did not sign anyone in.
    expect((await client.get('/api/auth/user')).status).toBe(401);
    // Another account from the same address is still open.
    const other = await createUser(server.deps.db);
    expect((await login(server.client(), other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a burst of parallel guesses gets no more than 5 tries', async () => {
    const user = await createUser(server.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(server.client(), user.email, `guess-${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expectTooMany(await login(server.client(), user.email, TEST_PASSWORD));
  });

  it('parallel correct sign-ins do not use up the tries', async () => {
    const user = await createUser(server.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => login(server.client(), user.email, TEST_PASSWORD)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 4; i++) expect((await login(server.client(), user.email, 'wrong')).status).toBe(401);
    expect((await login(server.client(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('the JSON and form sign-ins share one counter', async () => {
    const user = await createUser(server.deps.db);
    const client = server.client();
    for (let i = 0; i < 3; i++) expect((await login(client, user.email, 'wrong')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await formLogin(client, user.email, 'wrong')).status).toBe(401);
    expectTooMany(await formLogin(client, user.email, TEST_PASSWORD));
  });

  it('a browser posting the sign-in form gets the refusal as a page', async () => {
    const user = await createUser(server.deps.db);
    for (let i = 0; i < 5; i++) expect((await formLogin(server.client(), user.email, 'wrong')).status).toBe(401);
    const res = await server.client().request('POST', '/api/login', {
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain(TOO_MANY_MESSAGE);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a successful sign-in resets the count for that account', async () => {
    const user = await createUser(server.deps.db);
    for (let i = 0; i < 4; i++) expect((await login(server.client(), user.email, 'wrong')).status).toBe(401);
    expect((await login(server.client(), user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(server.client(), user.email, 'wrong')).status).toBe(401);
    expectTooMany(await login(server.client(), user.email, TEST_PASSWORD));
  });

  it('validation errors (400) do not count', async () => {
    const user = await createUser(server.deps.db);
    for (let i = 0; i < 8; i++) expect((await login(server.client(), user.email, '')).status).toBe(400);
    expect((await login(server.client(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('the moderate tier: 50 stored contact messages per address in 10 minutes, then 429', async () => {
    const count = () => server.deps.db.repo(ContactSubmission).count();
    // Refused input does not use up the allowance.
    for (let i = 0; i < 5; i++)
      expect((await server.client().post('/api/contact', { ...contact, email: 'x' })).status).toBe(400);
    for (let i = 0; i < 50; i++) expect((await server.client().post('/api/contact', contact)).status).toBe(201);
    expectTooMany(await server.client().post('/api/contact', contact), 10 * 60);
    expect(await count()).toBe(50);
    // Each form has its own allowance.
    expect((await server.client().post('/api/volunteers', volunteer)).status).toBe(201);
    expect(await server.deps.db.repo(Volunteer).count()).toBe(1);
  });

  it('upload URLs: 60 per address in 10 minutes, then 429; refused asks do not count', async () => {
    for (let i = 0; i < 5; i++) expect((await server.client().post('/api/objects/upload')).status).toBe(401);
    const { client } = await server.signedIn();
    for (let i = 0; i < 60; i++) expect((await client.post('/api/objects/upload')).status).toBe(200);
    expectTooMany(await client.post('/api/objects/upload'), 10 * 60);
    // Signing in as someone else from the same address gains nothing.
    const { client: other } = await server.signedIn();
    expectTooMany(await other.post('/api/objects/upload'), 10 * 60);
  });

  it('sign-up: 3 per client address and e-mail in 15 minutes, the same for an address with an account as without', async () => {
    const existing = await createUser(server.deps.db);
    for (const email of [existing.email, 'nobody-yet@example.org']) {
      const body = { firstName: 'Robin', lastName: 'Sample', email, password: 'quiet heron at dawn' };
      for (let i = 0; i < 3; i++) expect((await server.client().post('/api/auth/signup', body)).status).toBe(202);
      expectTooMany(await server.client().post('/api/auth/signup', { ...body, email: email.toUpperCase() }));
    }
  });

  it('one client signing up for one event again and again: refusals count, the 13th try in the hour is 429', async () => {
    const event = await createEvent(server.deps.db, { maxCapacity: 25 });
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await server
        .client()
        .post(`/api/events/${event.id}/register`, { ...registration, email: `again-${i}@example.org` });
      statuses.push(res.status);
    }
    // Six places per client and event (a family's worth), six refusals, then the limit on tries.
    expect(statuses).toEqual([...Array(6).fill(201), ...Array(6).fill(409), 429]);
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(6);
    // Another event is another count.
    const other = await createEvent(server.deps.db, { maxCapacity: 25 });
    expect((await server.client().post(`/api/events/${other.id}/register`, registration)).status).toBe(201);
  });
});

describe('per-address ceiling on failed sign-ins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  it('50 failures from one address across many accounts, then every sign-in from it is refused', async () => {
    // Ten accounts, five wrong guesses each: no single account reaches its own limit of 5 before the 6th try.
    const victims = await Promise.all(Array.from({ length: 10 }, () => createUser(server.deps.db)));
    for (const victim of victims) {
      for (let i = 0; i < 5; i++) expect((await login(server.client(), victim.email, 'guess')).status).toBe(401);
    }
    const user = await createUser(server.deps.db);
    expectTooMany(await login(server.client(), user.email, TEST_PASSWORD));
  });
});

describe('other spellings of limited paths (RATE_LIMITS=on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  /** Rows in every table: a request that reached no handler changes none. */
  const counts = async () => Promise.all(entities.map((e) => server.deps.db.repo(e).count()));

  const send = (client: TestClient, path: string, limited: (typeof LIMITED)[number], email: string) => {
    const body = limited.body?.(email);
    if (!body) return client.request('POST', path);
    if (limited.form) {
      return client.request('POST', path, {
        body: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    return client.request('POST', path, { json: body });
  };

  it('a locked-out account cannot get in through another spelling of the sign-in paths', async () => {
    const user = await createUser(server.deps.db);
    const client = server.client();
    for (let i = 0; i < 5; i++) expect((await login(client, user.email, `wrong-${i}`)).status).toBe(401);
    expectTooMany(await login(client, user.email, TEST_PASSWORD));
    for (const path of ['/api/auth/login', '/api/login', '/api/auth/token']) {
      for (const variant of spellingsOf(path)) {
        const res = await send(
          client,
          variant,
          LIMITED.find((l) => l.path === path)!,
          user.email,
        );
        expect(res.status, variant).toBe(404);
        expect(res.headers.get('set-cookie'), variant).toBeNull();
      }
    }
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('twenty guesses through /api/auth/login/ are never checked against the password', async () => {
    const user = await createUser(server.deps.db);
    for (let i = 0; i < 20; i++) {
      const res = await server
        .client()
        .request('POST', '/api/auth/login/', { json: { email: user.email, password: `guess-${i}` } });
      expectApiError(res, 404, 'Not found');
    }
  });

  it.each(LIMITED.map((l) => [l.path, l] as const))(
    'POST %s spelled otherwise: 404, nothing stored',
    async (_path, limited) => {
      const user = await createUser(server.deps.db);
      const event = await createEvent(server.deps.db, { maxCapacity: null });
      const client = limited.signedIn ? (await server.signedIn()).client : server.client();
      const path = limited.path.replace(SAMPLE_EVENT_ID, event.id);
      const before = await counts();
      for (const variant of spellingsOf(path)) {
        const res = await send(client, variant, limited, user.email);
        expect(res.status, variant).toBe(404);
        if (variant.startsWith('/api/')) expect(res.body, variant).toEqual({ message: 'Not found' });
        expect(await counts(), variant).toEqual(before);
      }
    },
  );
});

describe('client address and TRUST_PROXY', () => {
  const failFiveTimes = async (server: TestServer, email: string, forwardedFor: string) => {
    for (let i = 0; i < 5; i++) {
      expect((await login(server.client(), email, 'wrong', { 'x-forwarded-for': forwardedFor })).status).toBe(401);
    }
  };

  it('behind a trusted proxy, X-Forwarded-For tells clients apart', async () => {
    const server = await startTestServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
    try {
      const user = await createUser(server.deps.db);
      await failFiveTimes(server, user.email, '203.0.113.7');
      expectTooMany(await login(server.client(), user.email, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.7' }));
      expect(
        (await login(server.client(), user.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.9' })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot dodge the limit by inventing addresses', async () => {
    const server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
    try {
      const user = await createUser(server.deps.db);
      await failFiveTimes(server, user.email, '203.0.113.7');
      expectTooMany(await login(server.client(), user.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.9' }));
    } finally {
      await server.close();
    }
  });
});

describe('per-account limits count the account the handler acts on, however the address is spelled', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  /** The schema strips control characters before the lookup: each of these signs in as, or mails, `email`. */
  const spellings = (email: string) => {
    const [local, domain] = email.split('@');
    const at = Math.ceil(domain.length / 2);
    return [
      `${local}@${domain.slice(0, at)}\u0001${domain.slice(at)}`,
      `\u0007${email}`,
      `${local}\u001b@${domain}`,
      `${local}@${domain}\u007f`,
      ` ${email.toUpperCase()}\u0000`,
    ];
  };

  it('wrong passwords under control-character spellings lock the account; a spelling cannot get past the lock', async () => {
    const user = await createUser(server.deps.db);
    const client = server.client();
    for (const spelling of spellings(user.email))
      expectApiError(await login(client, spelling, 'wrong'), 401, 'Invalid email or password.');
    expectTooMany(await login(client, user.email, TEST_PASSWORD));
    // The other way round: locked under the plain address, refused under a spelling, JSON and form alike.
    expectTooMany(await login(client, `${user.email.split('@')[0]}@exa\u0001mple.org`, TEST_PASSWORD));
    expectTooMany(await formLogin(client, spellings(user.email)[0], TEST_PASSWORD));
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('m2@exa\\u0001mple.org counts against m2@example.org: five reset mails at most, then 429', async () => {
    const user = await createUser(server.deps.db, { email: 'm2@example.org' });
    const asked = [];
    for (let i = 0; i < 20; i++) {
      const email = i % 2 ? 'm2@exa\u0001mple.org' : spellings(user.email)[i % 5];
      asked.push((await server.client().post('/api/auth/password-reset', { email })).status);
    }
    expect(asked.filter((s) => s === 202)).toHaveLength(5);
    expect(asked.filter((s) => s === 429)).toHaveLength(15);
    expectTooMany(await server.client().post('/api/auth/password-reset', { email: user.email }));
  });

  it('sign-up mails to one address count together, whatever the spelling', async () => {
    const email = 'spelled-newcomer@example.org';
    const body = (spelling: string) => ({
      firstName: 'Robin',
      lastName: 'Sample',
      email: spelling,
      password: NEW_PASSWORD,
    });
    const answers = [];
    for (const spelling of spellings(email))
      answers.push((await server.client().post('/api/auth/signup', body(spelling))).status);
    expect(answers).toEqual([202, 202, 202, 429, 429]);
  });
});

describe('an IPv6 client counts with its whole /64', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the client, as the proxy saw it.
    server = await startTestServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('five wrong passwords from five addresses of one /64 lock the account for the whole /64, not for the next one', async () => {
    const user = await createUser(server.deps.db);
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:abcd:ef01:2345:6789',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:db8:1:2:0:0:0:5',
    ])
      expect((await login(server.client(), user.email, 'wrong', from(ip))).status).toBe(401);
    // The same /64 however it is written: compressed, in full, in capitals.
    for (const ip of ['2001:db8:1:2::99', '2001:0db8:0001:0002:0000:0000:0000:0099', '2001:DB8:1:2:FFFF::1'])
      expectTooMany(await login(server.client(), user.email, TEST_PASSWORD, from(ip)));
    // The next /64 is another client.
    expect((await login(server.client(), user.email, TEST_PASSWORD, from('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('the per-client ceiling holds across a /64: 50 failures over 50 addresses and 10 accounts, then every sign-in is refused', async () => {
    const victims = await Promise.all(Array.from({ length: 10 }, () => createUser(server.deps.db)));
    let host = 0;
    for (const victim of victims)
      for (let i = 0; i < 5; i++)
        expect(
          (await login(server.client(), victim.email, 'guess', from(`2001:db8:9:9::${(++host).toString(16)}`))).status,
        ).toBe(401);
    const user = await createUser(server.deps.db);
    expectTooMany(await login(server.client(), user.email, TEST_PASSWORD, from('2001:db8:9:9:1234::1')));
  });

  it('an IPv4 client written as IPv4-mapped IPv6 is the same client as its IPv4 address', async () => {
    const user = await createUser(server.deps.db);
    for (let i = 0; i < 5; i++)
      expect((await login(server.client(), user.email, 'wrong', from('::ffff:203.0.113.50'))).status).toBe(401);
    expectTooMany(await login(server.client(), user.email, TEST_PASSWORD, from('203.0.113.50')));
    expect((await login(server.client(), user.email, TEST_PASSWORD, from('203.0.113.51'))).status).toBe(200);
  });

  it('public forms and upload slots count per /64 too', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await server
        .client()
        .request('POST', '/api/contact', { json: contact, headers: from(`2001:db8:77:1::${i + 1}`) });
      expect(res.status).toBe(201);
    }
    const refused = await server
      .client()
      .request('POST', '/api/contact', { json: contact, headers: from('2001:db8:77:1:dead::1') });
    expectTooMany(refused, 10 * 60);
  });
});

describe('a flood of wrong sign-ins against one address cannot keep its owner out', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For stands for the many clients of a distributed guessing run.
    server = await startTestServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const OWNER_IP = '198.51.100.20';

  it('the owner asks for a reset, sets a new password and signs in from their own client', async () => {
    const owner = await createUser(server.deps.db);
    // Thirty other clients guess until each is refused, and the owner, who forgot the password, fails five times too.
    for (let n = 1; n <= 30; n++) {
      for (let i = 0; i < 5; i++)
        expect((await login(server.client(), owner.email, `guess-${i}`, from(`203.0.113.${n}`))).status).toBe(401);
      expectTooMany(await login(server.client(), owner.email, 'one more', from(`203.0.113.${n}`)));
    }
    for (let i = 0; i < 5; i++)
      expect((await login(server.client(), owner.email, `forgotten-${i}`, from(OWNER_IP))).status).toBe(401);
    expectTooMany(await login(server.client(), owner.email, TEST_PASSWORD, from(OWNER_IP)));

    // The reset request works, as JSON and as the no-script form, and the mail goes out.
    const asked = await server
      .client()
      .request('POST', '/api/auth/password-reset', { json: { email: owner.email }, headers: from(OWNER_IP) });
    expect(asked.status).toBe(202);
    const form = await server.client().request('POST', '/api/password-reset', {
      body: new URLSearchParams({ email: owner.email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(OWNER_IP) },
    });
    expect(form.status).toBe(200);
    const token = resetTokenOf(await waitForMail(server.dataDir, owner.email, 1));

    // The confirmation works, and the new password signs the owner in from their own client at once.
    const confirmed = await server.client().request('POST', '/api/auth/password-reset/confirm', {
      json: { token, password: NEW_PASSWORD },
      headers: from(OWNER_IP),
    });
    expect(confirmed.status).toBe(200);
    const client = server.client();
    expect((await login(client, owner.email, NEW_PASSWORD, from(OWNER_IP))).status).toBe(200);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: owner.email });

    // The guessing clients stay refused, new password or not.
    expectTooMany(await login(server.client(), owner.email, NEW_PASSWORD, from('203.0.113.7')));
  });

  it("the no-script reset form clears the owner's lock the same way", async () => {
    const owner = await createUser(server.deps.db);
    const ip = '198.51.100.21';
    for (let i = 0; i < 5; i++)
      expect((await login(server.client(), owner.email, `forgotten-${i}`, from(ip))).status).toBe(401);
    expectTooMany(await login(server.client(), owner.email, TEST_PASSWORD, from(ip)));
    expect(
      (
        await server
          .client()
          .request('POST', '/api/auth/password-reset', { json: { email: owner.email }, headers: from(ip) })
      ).status,
    ).toBe(202);
    const token = resetTokenOf(await waitForMail(server.dataDir, owner.email));
    const done = await server.client().request('POST', '/api/reset-password', {
      body: new URLSearchParams({ token, password: NEW_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(ip) },
    });
    expect(done.status).toBe(200);
    expect((await login(server.client(), owner.email, NEW_PASSWORD, from(ip))).status).toBe(200);
  });

  it('a refused reset (a made-up token) clears nothing', async () => {
    const owner = await createUser(server.deps.db);
    const ip = '198.51.100.22';
    for (let i = 0; i < 5; i++)
      expect((await login(server.client(), owner.email, `guess-${i}`, from(ip))).status).toBe(401);
    const refused = await server.client().request('POST', '/api/auth/password-reset/confirm', {
      json: { token: 'made-up-token', password: NEW_PASSWORD },
      headers: from(ip),
    });
    expect(refused.status).toBe(400);
    expectTooMany(await login(server.client(), owner.email, TEST_PASSWORD, from(ip)));
  });
});

describe('RATE_LIMITS=off', () => {
  it('disables every limit (the test harness default)', async () => {
    const server = await startTestServer({ env: { RATE_LIMITS: 'off' } });
    try {
      const user = await createUser(server.deps.db);
      for (let i = 0; i < 8; i++) expect((await login(server.client(), user.email, 'wrong')).status).toBe(401);
      expect((await login(server.client(), user.email, TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 55; i++) expect((await server.client().post('/api/contact', contact)).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('upload URLs for admins (their own allowance, per account)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  const ask = async (client: TestClient, times: number) => {
    const statuses: number[] = [];
    // In batches, as the desktop app's import sends a few at a time.
    for (let i = 0; i < times; i += 100) {
      const batch = Array.from({ length: Math.min(100, times - i) }, () => client.post('/api/objects/upload'));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    return statuses;
  };

  it('an admin importing a folder of 300 photos gets every upload URL; members at the same address keep their own 60', async () => {
    const { client: admin } = await server.signedIn({ admin: true });
    expect(new Set(await ask(admin, 300))).toEqual(new Set([200]));
    const { client: member } = await server.signedIn();
    expect(new Set(await ask(member, 60))).toEqual(new Set([200]));
    expectTooMany(await member.post('/api/objects/upload'), 10 * 60);
    // The admin's allowance is the admin's: the members' full counter does not stop them.
    expect((await admin.post('/api/objects/upload')).status).toBe(200);
  });

  it('each admin account has 2,000 in 10 minutes, then 429; another admin is not held up', async () => {
    const { client: admin } = await server.signedIn({ admin: true });
    expect(new Set(await ask(admin, 2000))).toEqual(new Set([200]));
    expectTooMany(await admin.post('/api/objects/upload'), 10 * 60);
    const { client: other } = await server.signedIn({ admin: true });
    expect((await other.post('/api/objects/upload')).status).toBe(200);
  }, 60_000);
});

describe('the rule table', () => {
  it.each([
    ['/api/auth/login', 'sign-in'],
    ['/api/login', 'sign-in'],
    ['/api/auth/token', 'sign-in'],
    ['/api/auth/signup', 'sign-up'],
    ['/api/signup', 'sign-up'],
    ['/api/auth/password-reset', 'password-reset-request'],
    ['/api/password-reset', 'password-reset-request'],
    ['/api/auth/password-reset/confirm', 'password-change'],
    ['/api/reset-password', 'password-change'],
    ['/api/auth/password', 'password-change'],
    ['/api/auth/signup/confirm', 'password-change'],
    ['/api/confirm-signup', 'password-change'],
    ['/api/contact', 'contact'],
    ['/api/newsletter/subscribe', 'newsletter'],
    ['/api/forms/newsletter', 'newsletter'],
    ['/api/volunteers', 'volunteers'],
    ['/api/events/1b7c1d2e-0000-4000-8000-000000000000/register', 'event-registration'],
    ['/api/objects/upload', 'uploads'],
  ])('POST %s is limited by the %s rule', (path, rule) => {
    expect(ruleFor('POST', path)?.name).toBe(rule);
  });

  it('reads and other paths are not limited', () => {
    expect(ruleFor('GET', '/api/login')).toBeUndefined();
    expect(ruleFor('POST', '/api/auth/login/extra')).toBeUndefined();
    expect(ruleFor('POST', '/api/events/x/register/again')).toBeUndefined();
    expect(ruleFor('PUT', '/api/admin/home-content')).toBeUndefined();
  });

  it('every rule covers routes of the route table, and every limited route has a rule', () => {
    for (const rule of RATE_LIMIT_RULES) expect(routesOf(rule.name), rule.name).not.toEqual([]);
    expect(RATE_LIMIT_RULES.map((r) => r.name).sort()).toEqual([...RATE_LIMIT_RULE_NAMES].sort());
  });

  it('every API router matches strictly: one spelling per route, letter case and trailing slash included', () => {
    for (const router of apiRouters()) expect(router.opts).toMatchObject({ strict: true, sensitive: true });
  });

  // The limiter and the routers must agree on every spelling: a handler runs exactly when the rule applies.
  it.each(LIMITED.flatMap(({ path }) => spellingsOf(path).map((variant) => [variant, path] as const)))(
    'POST %s reaches no handler and no rule (canonical: %s)',
    (variant, canonical) => {
      const runs = (path: string) => apiRouters().some((r) => r.match(path, 'POST').route);
      expect(runs(canonical)).toBe(true);
      expect(ruleFor('POST', canonical)).toBeDefined();
      expect(runs(variant)).toBe(false);
      expect(ruleFor('POST', variant)).toBeUndefined();
    },
  );
});

describe('the memory store', () => {
  it('forgets a counter once its window has passed (the limit resets)', () => {
    let now = 1_000_000;
    const store = new RateLimitStore(() => now);
    for (let i = 0; i < 5; i++) store.increment('k', 60_000);
    expect(store.get('k')).toEqual({ count: 5, resetAt: 1_060_000 });
    now += 59_999;
    expect(store.get('k')?.count).toBe(5);
    now += 1;
    expect(store.get('k')).toBeNull();
    expect(store.increment('k', 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
  });

  it('sweeps expired counters so memory stays bounded', () => {
    let now = 0;
    const store = new RateLimitStore(() => now);
    for (let i = 0; i < 500; i++) store.increment(`old-${i}`, 1000);
    now = 5000;
    for (let i = 0; i < 600; i++) store.increment(`new-${i}`, 1000);
    expect(store.size).toBeLessThan(1100);
    expect(store.size).toBeGreaterThanOrEqual(600);
  });
});
