import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Rate limits across instances (ADR 022): with REDIS_URL every instance counts in the same Redis, so
 * switching instances gains a client nothing; with Redis gone, limits still hold per instance and nothing fails.
 * Needs the Redis server the project's machines run (TEST_REDIS_URL, default redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function wrongPassword(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'not the password' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('rate limits shared through Redis', () => {
  let a: TestServer;
  let b: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    a = await startTestServer({ env: { RATE_LIMITS: 'on', REDIS_URL } });
    b = await a.twin();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('five wrong passwords spread over two instances use up the limit on both', async () => {
    const email = `rl-${randomUUID()}@example.org`;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await wrongPassword(i % 2 ? b.url : a.url, email));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await wrongPassword(a.url, email)).toBe(429);
    expect(await wrongPassword(b.url, email)).toBe(429);
  });
});

describe('rate limits while Redis is unreachable', () => {
  let a: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: the store falls back to this instance's memory.
    a = await startTestServer({ env: { RATE_LIMITS: 'on', REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await a?.close();
  });

  it('still limits, per instance, and never answers 500', async () => {
    const email = `rl-${randomUUID()}@example.org`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await wrongPassword(a.url, email));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
