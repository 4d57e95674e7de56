import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { DataSource, MigrationExecutor } from 'typeorm';
import type { Config } from '../config';
import type { Storage } from '../services/storage';
import { migrations as allMigrations } from '../db/migrations';
import { BACKUP_VERSION, BackupFormatError, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';
import { readTar } from './tar';

export { BackupFormatError } from './manifest';

/** A backup that was checked whole: its entries unpacked in `dir`, named by the manifest. */
export interface VerifiedBackup {
  manifest: Manifest;
  dir: string;
  path(entry: string): string;
  discard(): Promise<void>;
}

const damaged = (why: string) =>
  new BackupFormatError(`This backup file is damaged or not a backup (${why}). Nothing was changed.`);

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
      manifest = manifestSchema.parse(raw);
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

/** SQLite: the restored file is checked, then renamed over the live one (one atomic step). */
async function restoreSqlite(target: string, source: string): Promise<void> {
  const staged = `${target}.restoring`;
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.copyFile(source, staged);
  const check = new BetterSqlite3(staged);
  const ok = check.pragma('integrity_check', { simple: true });
  check.close();
  if (ok !== 'ok') {
    await fsp.rm(staged, { force: true });
    throw damaged('its database does not pass SQLite’s integrity check');
  }
  if (fs.existsSync(target)) {
    // Fold the live WAL into the old file first: a leftover WAL must never be replayed onto the restored one.
    const live = new BetterSqlite3(target);
    live.pragma('wal_checkpoint(TRUNCATE)');
    live.close();
  }
  for (const suffix of ['-wal', '-shm']) await fsp.rm(target + suffix, { force: true });
  await fsp.rename(staged, target);
}

/**
 * PostgreSQL: one transaction drops the tables, builds the backup's schema with the backup's own migrations,
 * and loads the rows in foreign-key order. Any failure rolls all of it back. Later migrations run when the
 * server next starts, so an older backup comes back on a newer site.
 */
async function restorePostgres(url: string, backup: VerifiedBackup): Promise<void> {
  const count = backup.manifest.migrations.length;
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations: allMigrations.slice(0, count),
    migrationsRun: false,
    synchronize: false,
    logging: false,
  });
  await ds.initialize();
  const qr = ds.createQueryRunner();
  try {
    await qr.connect();
    await qr.startTransaction();
    const existing = (await qr.query('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')) as Array<{
      tablename: string;
    }>;
    for (const t of existing) await qr.query(`DROP TABLE IF EXISTS "${t.tablename}" CASCADE`);
    const executor = new MigrationExecutor(ds, qr);
    executor.transaction = 'none';
    await executor.executePendingMigrations();
    const tables = backup.manifest.tables.filter((t) => t.name !== 'migrations');
    // Parents before children: foreign keys hold at every insert without superuser tricks.
    const edges = (await qr.query(
      "SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.contype = 'f'",
    )) as Array<{ child: string; parent: string }>;
    const unquote = (s: string) => s.replace(/^"|"$/g, '');
    const order: string[] = [];
    const visit = (name: string, stack: Set<string>) => {
      if (order.includes(name) || stack.has(name)) return;
      stack.add(name);
      for (const e of edges)
        if (unquote(e.child) === name && unquote(e.parent) !== name) visit(unquote(e.parent), stack);
      order.push(name);
    };
    for (const t of tables) visit(t.name, new Set());
    for (const name of [...order].reverse()) await qr.query(`DELETE FROM "${name}"`); // rows a migration may have seeded
    for (const name of order) {
      const t = tables.find((x) => x.name === name);
      if (!t || t.rows === 0) continue;
      const lines = (await fsp.readFile(backup.path(t.entry), 'utf8')).split('\n').filter(Boolean);
      for (let i = 0; i < lines.length; i += 200) {
        const batch = `[${lines.slice(i, i + 200).join(',')}]`;
        await qr.query(`INSERT INTO "${name}" SELECT * FROM json_populate_recordset(NULL::"${name}", $1::json)`, [
          batch,
        ]);
      }
    }
    await qr.commitTransaction();
  } catch (err) {
    if (qr.isTransactionActive) await qr.rollbackTransaction();
    throw err;
  } finally {
    await qr.release();
    await ds.destroy();
  }
}

/**
 * `npm run restore -- FILE` (server stopped): verify the whole file, then put files back (additive), then the
 * database (atomic), then remove files the backup does not have. A damaged file changes nothing.
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
    for (const f of manifest.files)
      await storage.put(f.key, await fsp.readFile(backup.path(f.entry)), f.contentType, f.meta);
    if (config.database.kind === 'sqlite')
      await restoreSqlite(config.database.file, backup.path(manifest.sqliteEntry!));
    else await restorePostgres(config.database.url, backup);
    const keep = new Set(manifest.files.map((f) => f.key));
    for (const key of await storage.list('')) if (!keep.has(key)) await storage.delete(key);
    return manifest;
  } finally {
    await backup.discard();
  }
}
