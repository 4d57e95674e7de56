import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createEvent, createUser } from '../test/factories';
import { ContactSubmission } from '../db/entities';
import { DB_KIND } from '../db/kind';
import { quoteIdentifier } from '../db/identifiers';
import { createBackup } from './backup';
import { BackupFormatError, restoreBackup } from './restore';
import { MANIFEST_NAME, type Manifest } from './manifest';
import { createTarWriter, readTar } from './tar';

/**
 * Backups made by someone else: a restore takes only the tables and columns the site's schema has, files of the
 * site's areas with the types each area holds, and a manifest of the site's own shape, and refuses anything else
 * before it changes a thing. Each crafted file starts from a real backup of this suite's database (SQLite or
 * PostgreSQL), is changed, and gets fresh checksums, so only the new checks can catch it.
 */

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

interface Unpacked {
  manifest: Manifest;
  entries: Map<string, Buffer>;
}

async function unpack(file: string): Promise<Unpacked> {
  const entries = new Map<string, Buffer>();
  const { Readable } = await import('node:stream');
  await readTar(Readable.from(zlib.gunzipSync(await fs.readFile(file))), (name) => {
    const chunks: Buffer[] = [];
    return { data: (c) => void chunks.push(Buffer.from(c)), end: () => void entries.set(name, Buffer.concat(chunks)) };
  });
  const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as Manifest;
  entries.delete(MANIFEST_NAME);
  return { manifest, entries };
}

/** Writes the archive again with every entry's size and checksum recomputed, as a careful forger would. */
async function pack(into: string, { manifest, entries }: Unpacked): Promise<void> {
  manifest.entries = [...entries].map(([name, data]) => ({ name, size: data.length, sha256: sha256(data) }));
  const tar = createTarWriter();
  const chunks: Buffer[] = [];
  tar.stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => tar.stream.on('end', resolve));
  for (const [name, data] of entries) await tar.add(name, data);
  await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
  tar.finish();
  await ended;
  await fs.writeFile(into, zlib.gzipSync(Buffer.concat(chunks)));
}

describe('crafted backups change nothing', () => {
  let server: TestServer;
  let work: string;
  let genuine: string;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-crafted-'));
    genuine = path.join(work, 'genuine.tar.gz');
    await createUser(server.deps.db, { isAdmin: true });
    await createEvent(server.deps.db, { title: 'Kept walk' });
    await server.deps.storage.put('uploads/kept-photo', Buffer.from('kept bytes'), 'image/webp', { width: 10 });
    await createBackup(server.deps.config, server.deps.storage, genuine);
  });
  afterAll(async () => {
    await server?.close();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  /** Everything a restore could change: every table's name, columns and rows, the schema's other objects, the files. */
  async function snapshot(): Promise<unknown> {
    const db = server.deps.db.read;
    const tables = (
      DB_KIND === 'postgres'
        ? await db.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`)
        : await db.query(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY 1`)
    ) as Array<{ name: string }>;
    const schema =
      DB_KIND === 'postgres'
        ? await db.query(
            `SELECT table_name, column_name, data_type FROM information_schema.columns
              WHERE table_schema = current_schema() ORDER BY 1, 2`,
          )
        : await db.query(`SELECT type, name, sql FROM sqlite_schema ORDER BY name`);
    const rows: Record<string, unknown> = {};
    for (const { name } of tables) {
      // The running server's chores renew their leases here whenever they like; a restore never writes it alone.
      if (name === 'app_state') continue;
      rows[name] = await db.query(`SELECT * FROM ${quoteIdentifier(name)} ORDER BY 1`);
    }
    const files: Record<string, unknown> = {};
    for (const key of await server.deps.storage.list('')) files[key] = await server.deps.storage.head(key);
    return JSON.parse(JSON.stringify({ tables, schema, rows, files }));
  }

  /** A copy of the genuine backup changed by `edit`, which must be refused with `message` and change nothing. */
  async function expectRefused(edit: (b: Unpacked) => void | Promise<void>, message: RegExp): Promise<void> {
    // A write after the backup, so a restore that went through would show.
    await server.deps.db.write((m) =>
      m.save(
        m.create(ContactSubmission, {
          firstName: 'After',
          lastName: 'Backup',
          email: 'after@example.org',
          subject: `After ${n}`,
          message: 'Hello',
          type: 'contact',
          isRead: false,
          createdAt: new Date(),
        }),
      ),
    );
    const crafted = path.join(work, `crafted-${n++}.tar.gz`);
    const unpacked = await unpack(genuine);
    await edit(unpacked);
    await pack(crafted, unpacked);
    const before = await snapshot();
    const refusal = await restoreBackup(server.deps.config, server.deps.storage, crafted).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(BackupFormatError);
    expect((refusal as Error).message).toMatch(message);
    expect((refusal as Error).message).toMatch(/Nothing was changed\.$/);
    expect(await snapshot()).toEqual(before);
  }

  /** Changes the SQLite database inside a backup with plain SQL, as a forger with the file would. */
  const editSqlite = (sql: string) => async (b: Unpacked) => {
    const file = path.join(work, `edit-${n}.sqlite`);
    await fs.writeFile(file, b.entries.get(b.manifest.sqliteEntry!)!);
    const db = new BetterSqlite3(file);
    db.exec(sql);
    db.close();
    b.entries.set(b.manifest.sqliteEntry!, await fs.readFile(file));
  };

  /** Changes one table's rows inside a PostgreSQL backup. */
  const editRows = (table: string, change: (rows: Array<Record<string, unknown>>) => void) => (b: Unpacked) => {
    const entry = b.manifest.tables.find((t) => t.name === table)!;
    const rows = b.entries
      .get(entry.entry)!
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    change(rows);
    entry.rows = rows.length;
    b.entries.set(entry.entry, Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join('')));
  };

  it('the genuine backup restores (the crafted ones below differ from it only as each says)', async () => {
    const b = await unpack(genuine);
    const again = path.join(work, 'repacked.tar.gz');
    await pack(again, b);
    await server.restart(undefined, async () => {
      await restoreBackup(server.deps.config, server.deps.storage, again);
    });
    expect((await server.client().get('/api/events')).body).toEqual([expect.objectContaining({ title: 'Kept walk' })]);
  });

  it('a table named to run SQL creates nothing', async () => {
    const injected = 'volunteers"; CREATE TABLE x AS SELECT 1 AS one; --';
    await expectRefused((b) => {
      const entry = 'database/volunteers.jsonl';
      if (b.manifest.database === 'sqlite') b.entries.set(entry, Buffer.from(''));
      else b.manifest.tables = b.manifest.tables.filter((t) => t.name !== 'volunteers');
      b.manifest.tables.push({ name: injected, entry, rows: 0 });
    }, /its manifest is not one this site writes at tables\.\d+\.name: is not a table name/);
    const x = await server.deps.db.read.query(
      DB_KIND === 'postgres'
        ? `SELECT 1 FROM pg_tables WHERE tablename = 'x'`
        : `SELECT 1 FROM sqlite_schema WHERE name = 'x'`,
    );
    expect(x).toEqual([]);
  });

  it.runIf(DB_KIND === 'postgres')('a table the site does not have is refused (PostgreSQL)', async () => {
    await expectRefused((b) => {
      b.manifest.tables.push({ name: 'intruders', entry: 'database/intruders.jsonl', rows: 1 });
      b.entries.set('database/intruders.jsonl', Buffer.from('{"id":1}\n'));
    }, /it holds a table this site does not have: intruders/);
  });

  it.runIf(DB_KIND === 'postgres')('a column the site does not have is refused (PostgreSQL)', async () => {
    await expectRefused(
      editRows('events', (rows) => (rows[0].organiser_secret = 'x')),
      /its table events has a column this site does not have: organiser_secret/,
    );
  });

  it.runIf(DB_KIND === 'postgres')('rows that do not fit their table are rolled back whole (PostgreSQL)', async () => {
    // Dropped, migrated and half loaded inside the one transaction before the bad row: all of it undone.
    await expectRefused(
      editRows('events', (rows) => (rows[0].date = 'not a date')),
      /a row of table events does not fit it/,
    );
  });

  it.runIf(DB_KIND === 'postgres')('a row count other than the manifest’s is refused (PostgreSQL)', async () => {
    await expectRefused((b) => {
      b.manifest.tables.find((t) => t.name === 'events')!.rows += 1;
    }, /table events has 1 rows, its manifest says 2/);
  });

  it.runIf(DB_KIND === 'sqlite')('a table the site does not have is refused (SQLite)', async () => {
    await expectRefused(
      editSqlite('CREATE TABLE intruders (id INTEGER)'),
      /its database has a table this site does not have: intruders/,
    );
  });

  it.runIf(DB_KIND === 'sqlite')('a column the site does not have is refused (SQLite)', async () => {
    await expectRefused(
      editSqlite('ALTER TABLE events ADD COLUMN organiser_secret TEXT'),
      /its table events does not have this site’s columns \(organiser_secret TEXT\)/,
    );
  });

  it.runIf(DB_KIND === 'sqlite')('a trigger, which would run SQL on the site’s later writes, is refused', async () => {
    await expectRefused(
      editSqlite('CREATE TRIGGER promote AFTER INSERT ON sessions BEGIN UPDATE users SET is_admin = 1; END'),
      /its database has what this site never makes: trigger promote on sessions/,
    );
  });

  it.runIf(DB_KIND === 'sqlite')('a file that is not a SQLite database is refused', async () => {
    await expectRefused((b) => {
      b.entries.set(b.manifest.sqliteEntry!, Buffer.from('not a database'.repeat(100)));
    }, /its database cannot be (opened|read)/);
  });

  it('a stored file with a content type its area never holds is refused', async () => {
    await expectRefused((b) => {
      b.manifest.files[0].contentType = 'text/html';
    }, /file uploads\/kept-photo has a content type \(text\/html\) its area never holds/);
  });

  it.each([
    ['a key that climbs out of the store', 'uploads/../../../etc/cron.d/x', /is not a storage key this site uses/],
    ['an oversize key', `uploads/${'a'.repeat(2000)}`, /files\.0\.key/],
    ['a key outside the site’s areas', 'secrets/passwords', /is outside the areas of the file store/],
  ])('%s is refused', async (_, key, message) => {
    await expectRefused((b) => {
      b.manifest.files[0].key = key;
    }, message);
  });

  it('file facts that are too large are refused', async () => {
    await expectRefused((b) => {
      b.manifest.files[0].meta = { note: 'x'.repeat(5000) };
    }, /files\.0\.meta: is too large/);
  });

  it('a manifest naming an entry the archive does not list is refused', async () => {
    await expectRefused((b) => {
      b.manifest.files[0].entry = 'files/nowhere';
    }, /names entry files\/nowhere, which is not listed/);
  });

  it('fields a backup never has are refused', async () => {
    await expectRefused((b) => {
      (b.manifest as unknown as Record<string, unknown>).postRestoreSql = 'DROP TABLE users';
    }, /its manifest is not one this site writes/);
  });
});
