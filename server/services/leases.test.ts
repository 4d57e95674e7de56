import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { releaseLease, takeLease } from './leases';

/** Leases for chores on several instances (ADR 022), on the suite's database. */
describe('takeLease', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('one holder at a time; the holder may renew; anyone may take it once it has run out', async () => {
    const db = server.deps.db;
    const t0 = 1_800_000_000_000;
    expect(await takeLease(db, 'chore', 'a', 60_000, t0)).toBe(true);
    expect(await takeLease(db, 'chore', 'b', 60_000, t0 + 1000)).toBe(false);
    expect(await takeLease(db, 'chore', 'a', 60_000, t0 + 2000)).toBe(true);
    expect(await takeLease(db, 'chore', 'b', 60_000, t0 + 61_000)).toBe(false);
    expect(await takeLease(db, 'chore', 'b', 60_000, t0 + 62_001)).toBe(true);
    expect(await takeLease(db, 'other-chore', 'a', 60_000, t0 + 62_002)).toBe(true);
  });

  it('taking, renewing or giving up a lease tells no commit listener, so the public response cache stays', async () => {
    const db = server.deps.db;
    let commits = 0;
    const stop = db.onCommit(() => (commits += 1));
    try {
      expect(await takeLease(db, 'quiet', 'a', 60_000)).toBe(true);
      expect(await takeLease(db, 'quiet', 'a', 60_000)).toBe(true);
      await releaseLease(db, 'quiet', 'a');
      expect(commits).toBe(0);
      // An ordinary write still does.
      await db.write(async () => undefined);
      expect(commits).toBe(1);
    } finally {
      stop();
    }
  });

  it('a holder that gives its lease up lets the next one take it at once; nobody else can give it up', async () => {
    const db = server.deps.db;
    const t0 = 1_850_000_000_000;
    expect(await takeLease(db, 'handover', 'a', 60_000, t0)).toBe(true);
    await releaseLease(db, 'handover', 'b');
    expect(await takeLease(db, 'handover', 'b', 60_000, t0 + 1000)).toBe(false);
    await releaseLease(db, 'handover', 'a');
    expect(await takeLease(db, 'handover', 'b', 60_000, t0 + 2000)).toBe(true);
  });

  // On SQLite the two instances share one process: each waits for the other's write lock with timers, not inside
  // SQLite's busy handler, which would stop the one thread both run on (server/db/sqliteWriteLock.ts).
  it('of many instances asking at once, exactly one wins', async () => {
    const t = 1_900_000_000_000;
    const twin = await server.twin();
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          takeLease(i % 2 ? twin.deps.db : server.deps.db, 'race', `owner-${i}`, 60_000, t),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});
