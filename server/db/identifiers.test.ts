import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { User } from './entities';
import { quoteIdentifier } from './identifiers';

/**
 * A quoted identifier stays one name whatever it holds, on the database the suite runs on (SQLite or PostgreSQL):
 * a name written to end the statement and run another only names a table.
 */
describe('quoted identifiers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a name holding quotes and SQL names one table and runs nothing', async () => {
    const db = server.deps.db;
    const name = 'volunteers"; DROP TABLE users; CREATE TABLE x AS SELECT 1 AS one; --';
    const table = quoteIdentifier(name);
    const column = quoteIdentifier('n"; DELETE FROM users; --');
    await db.write(async (m) => {
      await m.query(`CREATE TABLE ${table} (${column} INTEGER)`);
      await m.query(`INSERT INTO ${table} (${column}) VALUES (7)`);
    });
    expect(await db.read.query(`SELECT ${column} AS n FROM ${table}`)).toEqual([{ n: 7 }]);
    await db.write((m) => m.query(`DROP TABLE ${table}`));
    // The users table is still there, and no table x was made.
    expect(await db.repo(User).count()).toBe(0);
    const x = await db.read.query(
      db.kind === 'postgres'
        ? `SELECT 1 FROM pg_tables WHERE tablename = 'x'`
        : `SELECT 1 FROM sqlite_schema WHERE name = 'x'`,
    );
    expect(x).toEqual([]);
  });

  it('refuses a NUL, which no database keeps in a name', () => {
    expect(() => quoteIdentifier('a\u0000b')).toThrow(/NUL/);
  });
});
