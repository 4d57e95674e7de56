import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll } from 'vitest';
import { dataSourceBasics } from '../db/database';
import { DB_KIND } from '../db/kind';
import { quoteIdentifier } from '../db/identifiers';
import { createTestDatabase, type TestDatabase } from './database';

export interface MigratedDatabase {
  /** Filled once the suite starts: every migration run, none run at start-up. */
  ds: DataSource;
  /** Inserts one row as raw SQL, so a migration test can write what the entities no longer allow. */
  insert(table: string, row: Record<string, unknown>): Promise<unknown>;
  /** A timestamp as the database stores it. */
  at(iso: string): Date | string;
}

/**
 * Registers the suite's hooks: a fresh database (SQLite here, PostgreSQL in server-pg) with every migration run,
 * for tests that step a migration back and forth over rows written by hand; dropped after the suite.
 */
export function useMigratedDatabase(): MigratedDatabase {
  let testDb: TestDatabase | undefined;
  let dir: string | undefined;
  const p = (n: number) => (DB_KIND === 'postgres' ? `$${n}` : '?');
  const db: MigratedDatabase = {
    ds: undefined as unknown as DataSource,
    insert: (table, row) =>
      db.ds.query(
        `INSERT INTO ${quoteIdentifier(table)} (${Object.keys(row).map(quoteIdentifier).join(', ')}) VALUES (${Object.keys(
          row,
        )
          .map((_, i) => p(i + 1))
          .join(', ')})`,
        Object.values(row),
      ),
    at: (iso) => (DB_KIND === 'postgres' ? new Date(iso) : iso.replace('T', ' ').replace('Z', '')),
  };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-migration-'));
    const common = dataSourceBasics();
    db.ds =
      DB_KIND === 'postgres'
        ? new DataSource({ ...common, type: 'postgres', url: testDb.url! })
        : new DataSource({ ...common, type: 'better-sqlite3', database: path.join(dir, 'm.sqlite') });
    await db.ds.initialize();
    await db.ds.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await db.ds?.destroy();
    await testDb?.drop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });
  return db;
}
