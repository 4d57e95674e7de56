import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { DB_KIND } from '../db/kind';

/**
 * A fresh, empty database per test file: an SQLite file in the test's data folder, or (when the suite runs
 * against PostgreSQL, DATABASE_URL set by the server-pg project) a new database created for the file.
 */
export interface TestDatabase {
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (DB_KIND !== 'postgres') return { url: null, drop: async () => undefined };
  const base = new URL(process.env.DATABASE_URL!);
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // A test database need not survive a crash of the PostgreSQL server: its commits return without waiting for the
  // log flush (the data and the transactions' behaviour are otherwise the same).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
