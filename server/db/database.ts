import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming';
import type { DbKind } from './kind';
import type { Logger } from '../lib/logger';
import { beginTransactionsImmediately, SQLITE_WRITE_WAIT_MS } from './sqliteWriteLock';

/** A date as a raw query parameter for the given database (`Database.dateParam` where a Database is at hand). */
export function sqlDateParam(kind: DbKind, date: Date): Date | string {
  return kind === 'postgres' ? date : date.toISOString().replace('T', ' ').replace('Z', '');
}

export type DatabaseSettings = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

function sqliteOptions(file: string, role: 'writer' | 'reader') {
  return {
    type: 'better-sqlite3' as const,
    database: file,
    enableWAL: role === 'writer',
    statementCacheSize: 200,
    timeout: SQLITE_WRITE_WAIT_MS,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      // WAL with FULL sync: each commit is fsynced before write() resolves, so an answered write survives a killed
      // process and a lost machine alike (NORMAL would only survive the process). ADR 022.
      db.pragma('synchronous = FULL');
      db.pragma(`busy_timeout = ${SQLITE_WRITE_WAIT_MS}`);
    },
  };
}

/**
 * The database, on SQLite or PostgreSQL. Writes go through `write()`: one transaction each. SQLite has a
 * single writer connection whose transactions must not interleave, so they queue; readers use a second
 * connection and, thanks to WAL, only ever see committed data. PostgreSQL uses its pool for both.
 */
/** What every connection to the site's database shares: its tables, its migrations (run only when asked) and names. */
export const dataSourceBasics = () => ({
  entities,
  migrations,
  namingStrategy: new SnakeNamingStrategy(),
  migrationsRun: false,
  synchronize: false,
  logging: false,
});

/**
 * The option of `Database.write` for a write no anonymous visitor can see the effect of (sessions, leases, the mail
 * queue, records only admins read): it leaves the public response cache as it is.
 */
export const UNSEEN_BY_VISITORS = { bookkeeping: true } as const;

export class Database {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly kind: DbKind,
    private readonly writer: DataSource,
    private readonly reader: DataSource,
  ) {}

  static async open(settings: DatabaseSettings, log?: Logger): Promise<Database> {
    const common = dataSourceBasics();
    if (settings.kind === 'postgres') {
      const ds = new DataSource({ ...common, type: 'postgres', url: settings.url, extra: { max: 10 } });
      await ds.initialize();
      const db = new Database('postgres', ds, ds);
      await db.migrate(log);
      return db;
    }
    fs.mkdirSync(path.dirname(settings.file), { recursive: true });
    const writer = new DataSource({ ...common, ...sqliteOptions(settings.file, 'writer') });
    await writer.initialize();
    // Other processes (the command-line tools, a second instance) write to the same file: see sqliteWriteLock.ts.
    await beginTransactionsImmediately(writer);
    const db0 = new Database('sqlite', writer, writer);
    await db0.migrate(log);
    const reader = new DataSource({ ...common, ...sqliteOptions(settings.file, 'reader') });
    await reader.initialize();
    return new Database('sqlite', writer, reader);
  }

  private async migrate(log?: Logger): Promise<void> {
    const ran = await this.writer.runMigrations({ transaction: 'each' });
    for (const m of ran) log?.info('migration applied', { migration: m.name });
  }

  /** Committed data, for reads outside a write. */
  get read(): EntityManager {
    return this.reader.manager;
  }

  repo<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.reader.getRepository(entity);
  }

  /**
   * Runs `fn` in one transaction: all of it lands, or none of it. `bookkeeping` marks a write that changes nothing
   * an anonymous visitor is shown (sessions, leases, the mail queue, upload slots, admin-only records): commit
   * listeners are not told, so the public response cache is not emptied by every sign-in, sent mail or chore.
   */
  write<T>(fn: (manager: EntityManager) => Promise<T>, options: { bookkeeping?: boolean } = {}): Promise<T> {
    const run =
      this.kind === 'postgres' ? this.writer.transaction(fn) : this.queue.then(() => this.writer.transaction(fn));
    if (this.kind === 'sqlite') this.queue = run.catch(() => undefined);
    // Listeners hear of the commit before the caller does, so nothing answered after a write is stale.
    return run.then((result) => {
      if (!options.bookkeeping) for (const listener of this.commitListeners) listener();
      return result;
    });
  }

  private readonly commitListeners = new Set<() => void>();

  /**
   * Calls `listener` after every committed write (the public response cache empties itself here, so no route
   * can forget to). Returns the function that stops it.
   */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** A date as a raw query parameter: SQLite keeps UTC text that sorts like time, PostgreSQL takes the Date. */
  dateParam(date: Date): Date | string {
    return sqlDateParam(this.kind, date);
  }

  async ping(): Promise<boolean> {
    try {
      await this.reader.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    if (this.reader !== this.writer && this.reader.isInitialized) await this.reader.destroy();
    if (this.writer.isInitialized) await this.writer.destroy();
  }
}
