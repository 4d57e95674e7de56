import { dropDatabase, TEST_DATABASE_PREFIX } from './database';
import pg from 'pg';

/**
 * Global setup of the server-pg suite: when the run ends, drops every database it made, the ones its workers kept
 * emptied for reuse included (a worker cannot do it itself: it does not know which file is its last).
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [TEST_DATABASE_PREFIX],
    );
    await client.end();
    for (const { datname } of rows) await dropDatabase(base, datname);
  };
}
