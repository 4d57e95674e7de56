import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import type { Config } from '../config';
import type { Storage } from '../services/storage';
import { listSiteKeys } from '../services/storage/areas';
import { migrations as allMigrations } from '../db/migrations';
import { quoteIdentifier } from '../db/identifiers';
import {
  BACKUP_LIMITS,
  BACKUP_VERSION,
  BackupFormatError,
  damagedBackup as damaged,
  MANIFEST_NAME,
  manifestSchema,
  type Manifest,
} from './manifest';
import { checkPostgresTables, checkSqliteBackup, postgresTableColumns, type TableColumns } from './schemaCheck';
import { readTar } from './tar';

export { BackupFormatError } from './manifest';

/** A backup that was checked whole: its entries unpacked in `dir`, named by the manifest. */
export interface VerifiedBackup {
  manifest: Manifest;
  dir: string;
  path(entry: string): string;
  discard(): Promise<void>;
}

/**
 * Reads the whole file once, unpacking into a scratch folder while hashing, and compares every entry with the
 * manifest. Only a file that passes every check comes back; anything else throws BackupFormatError and the
 * scratch folder is gone.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'preserve-restore-'));
  const discard = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    const seen = new Map<string, { size: number; sha256: string; file: string }>();
    let manifestText: string | null = null;
    const input = fs.createReadStream(file).pipe(zlib.createGunzip());
    await readTar(input, (name, size) => {
      if (name === MANIFEST_NAME ? manifestText !== null : seen.has(name)) throw damaged(`entry ${name} appears twice`);
      // The manifest is read into memory: a crafted one must not be able to fill it.
      if (name === MANIFEST_NAME && size > BACKUP_LIMITS.manifestBytes) throw damaged('its manifest is too large');
      const hash = crypto.createHash('sha256');
      const chunks: Buffer[] = [];
      const target = path.join(dir, `e${seen.size}`);
      const out = name === MANIFEST_NAME ? null : fs.openSync(target, 'w');
      return {
        data(chunk) {
          hash.update(chunk);
          if (out === null) chunks.push(Buffer.from(chunk));
          else fs.writeSync(out, chunk);
        },
        end() {
          if (out === null) manifestText = Buffer.concat(chunks).toString('utf8');
          else {
            fs.closeSync(out);
            seen.set(name, { size, sha256: hash.digest('hex'), file: target });
          }
        },
      };
    }).catch((err: unknown) => {
      if (err instanceof BackupFormatError) throw err;
      // The archive itself (header checksum, cut short) or zlib (bad header, bad CRC, unexpected end of file).
      throw damaged(err instanceof Error ? err.message : String(err));
    });
    if (manifestText === null) throw damaged('it has no manifest');
    let manifest: Manifest;
    try {
      const raw = JSON.parse(manifestText) as { version?: unknown };
      if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION) {
        throw new BackupFormatError(
          `This backup was made by a newer version of the site (format ${raw.version}). Nothing was changed.`,
        );
      }
      const parsed = manifestSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
        throw damaged(`its manifest is not one this site writes${where}: ${issue.message}`);
      }
      manifest = parsed.data;
    } catch (err) {
      if (err instanceof BackupFormatError) throw err;
      throw damaged('its manifest is unreadable');
    }
    for (const e of manifest.entries) {
      const got = seen.get(e.name);
      if (!got) throw damaged(`${e.name} is missing`);
      if (got.size !== e.size || got.sha256 !== e.sha256) throw damaged(`${e.name} does not match its checksum`);
    }
    if (seen.size !== manifest.entries.length) throw damaged('it holds entries its manifest does not list');
    const known = allMigrations.map((M) => new M().name);
    if (manifest.migrations.some((m, i) => known[i] !== m)) {
      throw new BackupFormatError(
        'This backup was made by a newer or different version of the site; upgrade the site first. Nothing was changed.',
      );
    }
    return { manifest, dir, path: (entry) => seen.get(entry)!.file, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

/** Refuses while something answers on the configured port: restoring under a running server loses data. */
async function assertServerStopped(config: Pick<Config, 'port'>): Promise<void> {
  if (!config.port) return;
  const answered = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(
      `The server is running on port ${config.port}. Stop it (every instance) before restoring. Nothing was changed.`,
    );
}

/**
 * A database restore made ready and checked, not yet in force: `commit` puts it in force in one step, `abandon`
 * leaves the live database as it was.
 */
interface StagedDatabase {
  commit(): Promise<void>;
  abandon(): Promise<void>;
}

/**
 * SQLite: the backup's file is copied beside the live one and checked there (integrity, and the site's own schema
 * only); `commit` renames it over the live one (one atomic step).
 */
async function stageSqlite(target: string, backup: VerifiedBackup): Promise<StagedDatabase> {
  const staged = `${target}.restoring`;
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.copyFile(backup.path(backup.manifest.sqliteEntry!), staged);
  try {
    await checkSqliteBackup(staged, backup.manifest.migrations);
  } catch (err) {
    await fsp.rm(staged, { force: true });
    throw err;
  }
  return {
    async commit() {
      if (fs.existsSync(target)) {
        // Fold the live WAL into the old file first: a leftover WAL must never be replayed onto the restored one.
        const live = new BetterSqlite3(target);
        live.pragma('wal_checkpoint(TRUNCATE)');
        live.close();
      }
      for (const suffix of ['-wal', '-shm']) await fsp.rm(target + suffix, { force: true });
      await fsp.rename(staged, target);
    },
    abandon: () => fsp.rm(staged, { force: true }),
  };
}

/** One table's rows from a PostgreSQL backup, read and checked for shape before the database is touched. */
interface TableRows {
  name: string;
  lines: string[];
}

/**
 * Reads every table entry of a PostgreSQL backup: each line must be one JSON object, as many as the manifest says.
 * Answers the rows and, per table, the columns they name (checked against the migrated schema later).
 */
async function readPostgresRows(backup: VerifiedBackup): Promise<{ rows: TableRows[]; columns: TableColumns }> {
  const rows: TableRows[] = [];
  const columns: TableColumns = new Map();
  for (const t of backup.manifest.tables) {
    const lines = (await fsp.readFile(backup.path(t.entry), 'utf8')).split('\n').filter(Boolean);
    if (lines.length !== t.rows) throw damaged(`table ${t.name} has ${lines.length} rows, its manifest says ${t.rows}`);
    const names = new Set<string>();
    for (const line of lines) {
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw damaged(`a row of table ${t.name} is not JSON`);
      }
      if (row === null || typeof row !== 'object' || Array.isArray(row))
        throw damaged(`a row of table ${t.name} is not a record`);
      for (const name of Object.keys(row)) names.add(name);
    }
    columns.set(t.name, names);
    rows.push({ name: t.name, lines });
  }
  return { rows, columns };
}

/** Parents before children, from the schema's foreign keys, so every insert meets its parent rows already there. */
async function parentsFirst(qr: QueryRunner, tables: string[]): Promise<string[]> {
  const edges = (await qr.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`,
  )) as Array<{ child: string; parent: string }>;
  const order: string[] = [];
  const visit = (name: string, stack: Set<string>) => {
    if (order.includes(name) || stack.has(name)) return;
    stack.add(name);
    for (const e of edges) if (e.child === name && e.parent !== name) visit(e.parent, stack);
    order.push(name);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

/**
 * PostgreSQL: one transaction drops the tables, builds the backup's schema with the backup's own migrations,
 * checks every table and column of the backup against that schema, and loads the rows in foreign-key order;
 * `commit` commits it, `abandon` (or any failure) rolls all of it back. Later migrations run when the server next
 * starts, so an older backup comes back on a newer site. Every name written into SQL is quoted, and the backup's
 * names reach SQL only once the migrated schema has them.
 */
async function stagePostgres(url: string, backup: VerifiedBackup): Promise<StagedDatabase> {
  // Shape first, with no connection open: a backup whose rows are not records never reaches the database.
  const { rows, columns } = await readPostgresRows(backup);
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations: allMigrations.slice(0, backup.manifest.migrations.length),
    migrationsRun: false,
    synchronize: false,
    logging: false,
  });
  await ds.initialize();
  const qr = ds.createQueryRunner();
  const end = async (how: 'commit' | 'rollback') => {
    try {
      if (how === 'commit') await qr.commitTransaction();
      else if (qr.isTransactionActive) await qr.rollbackTransaction();
    } finally {
      await qr.release();
      await ds.destroy();
    }
  };
  try {
    await qr.connect();
    await qr.startTransaction();
    const existing = (await qr.query('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')) as Array<{
      tablename: string;
    }>;
    for (const t of existing) await qr.query(`DROP TABLE IF EXISTS ${quoteIdentifier(t.tablename)} CASCADE`);
    const executor = new MigrationExecutor(ds, qr);
    executor.transaction = 'none';
    await executor.executePendingMigrations();
    // The allow-list: the tables and columns the backup's migrations made, read from the database itself.
    checkPostgresTables(await postgresTableColumns(qr), columns);
    const loaded = rows.filter((t) => t.name !== 'migrations');
    const order = await parentsFirst(
      qr,
      loaded.map((t) => t.name),
    );
    // Rows a migration may have seeded.
    for (const name of [...order].reverse()) await qr.query(`DELETE FROM ${quoteIdentifier(name)}`);
    for (const name of order) {
      const t = loaded.find((x) => x.name === name);
      if (!t) continue;
      const table = quoteIdentifier(name);
      for (let i = 0; i < t.lines.length; i += 200) {
        const batch = `[${t.lines.slice(i, i + 200).join(',')}]`;
        await qr
          .query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [batch])
          .catch((err: unknown) => {
            throw damaged(`a row of table ${name} does not fit it: ${err instanceof Error ? err.message : err}`);
          });
      }
    }
  } catch (err) {
    await end('rollback');
    throw err;
  }
  return { commit: () => end('commit'), abandon: () => end('rollback') };
}

/**
 * `npm run restore -- FILE` (server stopped): verify the whole file and check everything in it (manifest, the
 * database's tables and columns, file keys and types) before anything changes; then put files back (additive),
 * put the database in force (atomic), and remove the site's files the backup does not have. A damaged or foreign
 * file changes nothing.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'port'>,
  storage: Storage,
  file: string,
): Promise<Manifest> {
  const backup = await verifyBackup(file);
  try {
    const { manifest } = backup;
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `This backup holds a ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but the site is configured for ${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (DATABASE_URL). Nothing was changed.`,
      );
    }
    await assertServerStopped(config);
    const staged =
      config.database.kind === 'sqlite'
        ? await stageSqlite(config.database.file, backup)
        : await stagePostgres(config.database.url, backup);
    try {
      for (const f of manifest.files)
        await storage.put(f.key, await fsp.readFile(backup.path(f.entry)), f.contentType, f.meta);
    } catch (err) {
      await staged.abandon();
      throw err;
    }
    await staged.commit();
    const keep = new Set(manifest.files.map((f) => f.key));
    for (const key of await listSiteKeys(storage)) if (!keep.has(key)) await storage.delete(key);
    return manifest;
  } finally {
    await backup.discard();
  }
}
