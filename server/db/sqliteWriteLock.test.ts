import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from './database';
import { DB_KIND } from './kind';
import { createLogger } from '../lib/logger';
import { beginTransactionsImmediately } from './sqliteWriteLock';

/**
 * Writes on SQLite take the write lock when their transaction begins and wait for it without blocking the process,
 * so another connection's commit (a command-line tool, a second instance) never makes them fail. The other
 * connection here is a plain better-sqlite3 one in the same process, as another process would hold the file.
 * SQLite only: PostgreSQL's transactions wait on row locks by themselves.
 */
describe.skipIf(DB_KIND !== 'sqlite')('SQLite writes wait their turn', () => {
  let dir: string;
  let file: string;
  let db: Database;
  let other: BetterSqlite3.Database;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-lock-'));
    file = path.join(dir, 'preserve.sqlite');
    db = await Database.open({ kind: 'sqlite', file }, createLogger('silent'));
    other = new BetterSqlite3(file);
    other.pragma('busy_timeout = 0');
    other.exec('CREATE TABLE marks (n INTEGER)');
  });
  afterEach(async () => {
    other.close();
    await db.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const marks = (m: { query(sql: string): Promise<unknown> }) =>
    m.query('SELECT count(*) AS n FROM marks') as Promise<Array<{ n: number }>>;

  it('a write begun while another connection holds the lock waits, then reads what that one committed', async () => {
    other.exec('BEGIN IMMEDIATE');
    other.exec('INSERT INTO marks VALUES (1)');
    let ticks = 0;
    const write = db.write(async (m) => {
      const [{ n }] = await marks(m);
      await m.query('INSERT INTO marks VALUES (2)');
      return n;
    });
    // The process keeps running while the write waits: timers fire (a synchronous busy wait would stop them).
    while (ticks < 5) await new Promise((resolve) => setTimeout(() => resolve(ticks++), 5));
    other.exec('COMMIT');
    expect(await write).toBe(1);
    expect(other.prepare('SELECT count(*) AS n FROM marks').get()).toEqual({ n: 2 });
  });

  it('a transaction holds the lock from its start: a commit elsewhere cannot slip in between its read and its write', async () => {
    let refused: unknown = null;
    await db.write(async (m) => {
      await marks(m);
      try {
        other.exec('INSERT INTO marks VALUES (9)');
      } catch (err) {
        refused = err;
      }
      await m.query('INSERT INTO marks VALUES (1)');
    });
    expect((refused as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    expect(other.prepare('SELECT count(*) AS n FROM marks').get()).toEqual({ n: 1 });
  });

  it('gives up with SQLITE_BUSY when the lock stays taken past the wait', async () => {
    const ds = new DataSource({ type: 'better-sqlite3', database: file });
    await ds.initialize();
    try {
      await beginTransactionsImmediately(ds, 50);
      other.exec('BEGIN IMMEDIATE');
      const failed = await ds
        .transaction((m) => m.query('INSERT INTO marks VALUES (1)'))
        .then(
          () => null,
          (err: unknown) => err,
        );
      other.exec('ROLLBACK');
      expect((failed as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
      // The connection is usable afterwards.
      await ds.transaction((m) => m.query('INSERT INTO marks VALUES (1)'));
      expect(other.prepare('SELECT count(*) AS n FROM marks').get()).toEqual({ n: 1 });
    } finally {
      await ds.destroy();
    }
  });
});
