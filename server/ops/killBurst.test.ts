import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../db/database';
import { Event, EventRegistration } from '../db/entities';
import { createLogger } from '../lib/logger';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createEvent } from '../test/factories';
import { ensureBuilt, startChildServer, type ChildServer } from '../test/childServer';

/**
 * Durability (ADR 022): the built server is killed with SIGKILL in the middle of a burst of registrations;
 * after a restart every registration it had answered 2xx for is in the database, and the seat counter agrees
 * with the rows. On SQLite this rests on WAL + synchronous=FULL (server/db/database.ts).
 */
describe('kill -9 in the middle of a registration burst', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildServer | null = null;
  const openDb = () =>
    Database.open(
      testDb.url
        ? { kind: 'postgres', url: testDb.url }
        : { kind: 'sqlite', file: path.join(dataDir, 'preserve.sqlite') },
      createLogger('silent'),
    );

  beforeAll(async () => {
    await ensureBuilt();
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-kill-'));
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url ?? '',
      SESSION_SECRET: 'kill-test-secret-that-is-long-enough-to-sign',
    };
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await testDb?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged registration', async () => {
    server = await startChildServer(env);
    // The event is written beside the running server, as a second connection would.
    const setup = await openDb();
    const event = await createEvent(setup, { maxCapacity: null, title: 'Crowded open day' });
    await setup.close();

    const TOTAL = 400;
    const KILL_AFTER = 60;
    const acknowledged: string[] = [];
    let next = 0;
    // Filled once, by whichever request sees the threshold first (an array: a plain `let` set in a closure reads as never set).
    const killing: Array<Promise<void>> = [];
    const url = server.url;
    const register = async (n: number) => {
      const email = `burst${n}@example.org`;
      try {
        const res = await fetch(`${url}/api/events/${event.id}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Burst', lastName: `Number ${n}`, email }),
        });
        if (res.status >= 200 && res.status < 300) acknowledged.push(email);
        else await res.arrayBuffer();
      } catch {
        /* the process is gone: this one was never acknowledged */
      }
      if (acknowledged.length >= KILL_AFTER && killing.length === 0) killing.push(server!.kill('SIGKILL'));
    };
    // Eight at a time, like a crowd on the registration page.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < TOTAL) await register(next++);
      }),
    );
    await Promise.all(killing);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill landed mid-burst: some requests never got an answer.
    expect(acknowledged.length).toBeLessThan(TOTAL);

    server = await startChildServer(env);
    const db = await openDb();
    try {
      const rows = await db.repo(EventRegistration).findBy({ eventId: event.id });
      const stored = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
      const after = await db.repo(Event).findOneByOrFail({ id: event.id });
      expect(after.currentRegistrations).toBe(rows.length);
    } finally {
      await db.close();
    }
    // The restarted server answers registrations again.
    const res = await fetch(`${server.url}/api/events/${event.id}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'After', lastName: 'Restart', email: 'after@example.org' }),
    });
    expect(res.status).toBe(201);
  }, 240_000);
});
