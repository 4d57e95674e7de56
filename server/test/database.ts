import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { DB_KIND } from '../db/kind';
import { quoteIdentifier } from '../db/identifiers';

/**
 * A fresh, empty database per test server: an SQLite file in the test's data folder, or (when the suite runs
 * against PostgreSQL, DATABASE_URL set by the server-pg project) a database of its own.
 */
export interface TestDatabase {
  url: string | null;
  drop(): Promise<void>;
}

/**
 * Names begin with the run's prefix (set once per run in vitest.config.ts), so the run's global teardown can drop
 * every database the run made, including the ones its workers kept for reuse.
 */
export const TEST_DATABASE_PREFIX = `t_${process.env.TEST_RUN_ID ?? 'solo'}_`;

/** Databases a closed test server gave back, emptied, for this worker's next server. */
const spare: string[] = [];

/**
 * `reuse`: a database this worker already migrated and emptied, when it has one. Creating a PostgreSQL database
 * and migrating it costs about half a second of the database server's CPU; emptying one costs milliseconds, and a
 * suite starts over a hundred servers. The data the next server meets is the same: migrated tables, no rows. Tests
 * of migrations themselves ask for a database that has never been migrated (the default).
 */
export async function createTestDatabase(options: { reuse?: boolean } = {}): Promise<TestDatabase> {
  if (DB_KIND !== 'postgres') return { url: null, drop: async () => undefined };
  const base = new URL(process.env.DATABASE_URL!);
  const urlOf = (name: string) => {
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return url.toString();
  };
  const name =
    (options.reuse && spare.pop()) || (await create(base, `${TEST_DATABASE_PREFIX}${randomBytes(5).toString('hex')}`));
  return {
    url: urlOf(name),
    async drop() {
      if (options.reuse && (await emptied(urlOf(name)))) spare.push(name);
      else await dropDatabase(base, name);
    },
  };
}

async function create(base: URL, name: string): Promise<string> {
  await withClient(base.toString(), async (admin) => {
    await admin.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
    // A test database need not survive a crash of the PostgreSQL server: its commits return without waiting for
    // the log flush (the data and the transactions' behaviour are otherwise the same).
    await admin.query(`ALTER DATABASE ${quoteIdentifier(name)} SET synchronous_commit = off`);
  });
  return name;
}

export async function dropDatabase(base: URL, name: string): Promise<void> {
  await withClient(base.toString(), (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  );
}

/**
 * Deletes every row but the migration records, and resets sequences, in one statement. False when that cannot be
 * done at once (a connection of the test still holds a lock): the database is then dropped, not reused.
 */
async function emptied(url: string): Promise<boolean> {
  try {
    await withClient(url, async (db) => {
      await db.query(`SET lock_timeout = '2s'`);
      const { rows } = await db.query<{ name: string }>(
        `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'typeorm_metadata')`,
      );
      if (rows.length) await db.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
    });
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
