import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import type { Storage } from '../services/storage';
import { listSiteKeys } from '../services/storage/areas';
import { quoteIdentifier } from '../db/identifiers';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';
import { createTarWriter } from './tar';

type FileMeta = Manifest['files'][number]['meta'];

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/** SQLite: VACUUM INTO reads one snapshot while the running server keeps writing (WAL readers never block). */
async function sqliteSnapshot(file: string, into: string): Promise<string[]> {
  if (!fs.existsSync(file))
    throw new Error(`There is no database at ${file} yet (check DATA_DIR): nothing to back up.`);
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(into);
    return (db.prepare('SELECT name FROM migrations ORDER BY id').all() as Array<{ name: string }>).map((r) => r.name);
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: every table of the schema as JSON lines (row_to_json keeps every type's text form), all read in
 * one REPEATABLE READ transaction, so the tables agree with each other. Portable: no pg_dump, whose version
 * must match the server's.
 */
async function postgresSnapshot(
  url: string,
): Promise<{ migrations: string[]; tables: Array<{ name: string; data: Buffer; rows: number }> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const names = (
      await client.query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      )
    ).rows.map((r) => r.tablename);
    const tables = [];
    for (const name of names) {
      const rows = (
        await client.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM ${quoteIdentifier(name)} t`)
      ).rows;
      tables.push({ name, rows: rows.length, data: Buffer.from(rows.map((r) => r.r + '\n').join(''), 'utf8') });
    }
    const migrations = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
      (r) => r.name,
    );
    await client.query('COMMIT');
    return { migrations, tables };
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup -- FILE`: an online, consistent snapshot of the database plus every stored file, in one
 * gzip'd tar with a checksummed manifest (ADR 023). Written beside FILE and renamed into place at the end, so
 * FILE is either a whole backup or absent. Answers the manifest.
 */
export async function createBackup(
  config: Pick<Config, 'database'>,
  storage: Storage,
  file: string,
): Promise<Manifest> {
  const partial = `${file}.partial-${process.pid}`;
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'preserve-backup-'));
  const tar = createTarWriter();
  const written = pipeline(tar.stream, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial));
  // A failed write (no such folder, disk full) ends the archive early; that failure is the one worth telling.
  let writeError: unknown = null;
  written.catch((err: unknown) => (writeError ??= err));
  const entries: Manifest['entries'] = [];
  const add = async (name: string, data: Buffer) => {
    entries.push({ name, size: data.length, sha256: sha256(data) });
    await tar.add(name, data);
  };
  try {
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: config.database.kind,
      migrations: [],
      tables: [],
      sqliteEntry: null,
      files: [],
      entries,
    };
    // The database first: files are listed after it, so every file its rows point at already exists.
    if (config.database.kind === 'sqlite') {
      const snap = path.join(work, 'snapshot.sqlite');
      manifest.migrations = await sqliteSnapshot(config.database.file, snap);
      manifest.sqliteEntry = 'database/preserve.sqlite';
      await add(manifest.sqliteEntry, await fsp.readFile(snap));
    } else {
      const snap = await postgresSnapshot(config.database.url);
      manifest.migrations = snap.migrations;
      for (const t of snap.tables) {
        const entry = `database/${t.name}.jsonl`;
        manifest.tables.push({ name: t.name, entry, rows: t.rows });
        await add(entry, t.data);
      }
    }
    for (const key of await listSiteKeys(storage)) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      // Named after the key, so `tar -xzf` gives back recognisable files. Restore goes by the manifest's
      // entry names, so backups whose entries are numbered (`files/000000`) restore the same way.
      const entry = `files/${key}`;
      await add(entry, await readAll(object.body));
      manifest.files.push({ key, entry, contentType: object.contentType, meta: object.meta as FileMeta });
    }
    // A backup that its own restore would refuse is worse than none: say so now, while the site is still there.
    const checked = manifestSchema.safeParse(manifest);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new Error(`The site holds something a restore would refuse (${issue.message}); no backup was written.`);
    }
    const body = Buffer.from(JSON.stringify(manifest, null, 1), 'utf8');
    await tar.add(MANIFEST_NAME, body);
    tar.finish();
    await written;
    await fsp.rename(partial, file);
    return manifest;
  } catch (err) {
    tar.destroy();
    await fsp.rm(partial, { force: true });
    throw writeError ?? err;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
