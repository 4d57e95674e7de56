import type { DataSource, QueryRunner } from 'typeorm';

/** How long a write waits for another connection's write to finish before it fails. */
export const SQLITE_WRITE_WAIT_MS = 10_000;

/** What TypeORM sends to begin a transaction on SQLite (a DEFERRED transaction), in any spelling SQLite takes. */
const DEFERRED_BEGIN = /^\s*BEGIN(\s+DEFERRED)?(\s+TRANSACTION)?\s*;?\s*$/i;

interface RunnableStatement {
  run(): unknown;
}

interface RawSqlite {
  prepare(sql: string): RunnableStatement;
  pragma(sql: string, options?: { simple: boolean }): unknown;
}

const isBusy = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes every transaction on this SQLite connection take the write lock when it begins (`BEGIN IMMEDIATE`), and
 * wait its turn for it without blocking the process.
 *
 * Why: TypeORM begins DEFERRED transactions, which read first and ask for the write lock at their first write. In
 * WAL mode, when another connection (the server, a command-line tool, a second instance) committed after such a
 * transaction's first read, SQLite refuses the write at once with SQLITE_BUSY ("database is locked"): the busy
 * timeout does not apply, since waiting cannot make an old snapshot current. A transaction that holds the lock from
 * its start reads only the latest data and never meets that refusal.
 *
 * Waiting: SQLite's own busy handler would sleep inside the call, and better-sqlite3 is synchronous, so the whole
 * process (every request of the server) would stand still while another process holds the lock. So BEGIN IMMEDIATE
 * is tried with no busy timeout, and retried after short timer pauses until `waitMs` has passed; then the
 * SQLITE_BUSY error goes to the caller. Statements outside a transaction keep the connection's busy timeout.
 *
 * TypeORM's better-sqlite3 driver has one query runner per data source, which every manager and transaction of it
 * uses, so wrapping that runner's `query` covers them all (Database.write, migrations, a repository's save).
 */
export async function beginTransactionsImmediately(
  dataSource: DataSource,
  waitMs: number = SQLITE_WRITE_WAIT_MS,
): Promise<void> {
  const runner: QueryRunner = dataSource.createQueryRunner();
  const raw = (await runner.connect()) as RawSqlite;
  // Prepared once: a write pays three statement runs for this, not three parses.
  const busyTimeout = Number(raw.pragma('busy_timeout', { simple: true }));
  const statements = {
    noWait: raw.prepare('PRAGMA busy_timeout = 0'),
    begin: raw.prepare('BEGIN IMMEDIATE'),
    wait: raw.prepare(`PRAGMA busy_timeout = ${Math.trunc(busyTimeout)}`),
  };
  const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) =>
    DEFERRED_BEGIN.test(sql) ? beginImmediate(statements, waitMs) : query(sql, ...rest)) as QueryRunner['query'];
}

interface BeginStatements {
  noWait: RunnableStatement;
  begin: RunnableStatement;
  wait: RunnableStatement;
}

async function beginImmediate(statements: BeginStatements, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pauseMs = 1; ; pauseMs = Math.min(pauseMs * 2, 20)) {
    statements.noWait.run();
    try {
      statements.begin.run();
      return;
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
    } finally {
      statements.wait.run();
    }
    // A little randomness, so two processes that collided do not retry in step.
    await pause(pauseMs + Math.random() * pauseMs);
  }
}
