import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { BUSY_MESSAGE } from '@server/errors';

const login = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/login', { email, password });

/**
 * Every password hash or check waits its turn in one queue per process, so failed sign-ins in bulk cannot take every
 * core and libuv thread: health checks and pages answer while they wait, and a full line is refused at once.
 * Observed through the queue itself (which jobs run, which wait), never through how long anything took.
 */
describe('password hashing waits its turn (shown with sign-ins and desktop tokens; resets, changes and sign-up links use the same queue)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Takes every hashing slot until the returned function is called. */
  function holdEverySlot() {
    const { queue } = server.deps.passwords;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: queue.concurrency }, () => queue.run(() => held));
    expect(queue.running).toBe(queue.concurrency);
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  it('while every slot is busy, sign-ins wait while health, the API and pages answer', async () => {
    const { queue } = server.deps.passwords;
    const user = await createUser(server.deps.db);
    const release = holdEverySlot();
    const finished: string[] = [];
    const attempts = [
      ['wrong password', user.email, 'not the password'],
      ['right password', user.email, TEST_PASSWORD],
      ['unknown address', 'nobody-here@example.org', 'any password at all'],
      ['desktop token', user.email, TEST_PASSWORD],
    ].map(async ([name, email, password]) => {
      const path = name === 'desktop token' ? '/api/auth/token' : '/api/auth/login';
      const res = await server.client().post(path, { email, password });
      finished.push(name);
      return res.status;
    });
    await vi.waitFor(() => expect(queue.waiting).toBe(4), { timeout: 10_000 });

    expect((await server.client().get('/api/health')).status).toBe(200);
    expect((await server.client().get('/api/events')).status).toBe(200);
    const page = await server.client().get('/events');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Nothing that needs a hash got past the queue meanwhile.
    expect(finished).toEqual([]);
    expect(queue.waiting).toBe(4);

    await release();
    expect(await Promise.all(attempts)).toEqual([401, 200, 401, 201]);
    // Which request reached the line first is up to the network; the order of the line itself is workQueue.test.ts's.
    expect([...finished].sort()).toEqual(['desktop token', 'right password', 'unknown address', 'wrong password']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('a full line refuses at once with 503 and Retry-After; the line still drains', async () => {
    const { queue } = server.deps.passwords;
    const user = await createUser(server.deps.db);
    const release = holdEverySlot();
    const waiting = Array.from({ length: queue.maxWaiting }, () => login(server.client(), user.email, TEST_PASSWORD));
    await vi.waitFor(() => expect(queue.waiting).toBe(queue.maxWaiting), { timeout: 10_000 });

    const refused = await login(server.client(), user.email, TEST_PASSWORD);
    expectApiError(refused, 503, BUSY_MESSAGE);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.getSetCookie()).toEqual([]);
    // The no-script form gets a page saying the same.
    const form = await server.client().request('POST', '/api/login', {
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(form.status).toBe(503);
    expect(form.text).toContain(BUSY_MESSAGE);

    await release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array(queue.maxWaiting).fill(200));
    expect((await login(server.client(), user.email, TEST_PASSWORD)).status).toBe(200);
  });
});
