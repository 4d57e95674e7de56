import { z } from '../../shared/schemas/zod';
import { MAX_KEY_LENGTH, storedFileProblem } from '../services/storage/areas';

/**
 * The table of contents written as the LAST entry of a backup (ADR 023): every other entry with its size and
 * SHA-256, so a restore can prove the whole file is intact before it touches anything.
 *
 * A restore may be handed a file from anywhere, so every field is checked for what this site writes there (ADR
 * 050): names that are SQL identifiers, entry names of the site's own shape, storage keys of the site's areas with
 * the content types each area holds, bounded sizes and counts, and entries that exist. Whether each table and
 * column belongs to the site's schema is checked against the migrated database itself (schemaCheck.ts).
 */
export const BACKUP_FORMAT = 'preserve-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const SQLITE_ENTRY = 'database/preserve.sqlite';

/** Bounds far above any real site's backup, so a crafted manifest cannot make the restore work without end. */
export const BACKUP_LIMITS = {
  manifestBytes: 64 * 1024 * 1024,
  entryBytes: 64 * 1024 * 1024 * 1024,
  files: 1_000_000,
  tables: 500,
  rowsPerTable: 100_000_000,
  migrations: 10_000,
  fileMetaBytes: 2_048,
} as const;

/** A table name as the site's migrations write them; anything else cannot be one of its tables. */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** An entry of the archive: the database, or a stored file under files/ (named by key, or numbered). */
const ENTRY_NAME = /^(database|files)\/[A-Za-z0-9._/-]{1,1100}$/;

const entryName = z.string().regex(ENTRY_NAME, 'is not an entry name a backup uses');

const fileMeta = z
  .record(z.string().max(100), z.json())
  .refine((meta) => Buffer.byteLength(JSON.stringify(meta)) <= BACKUP_LIMITS.fileMetaBytes, 'is too large');

const storedFile = z
  .strictObject({
    key: z.string().max(MAX_KEY_LENGTH),
    entry: entryName,
    contentType: z.string().max(255),
    meta: fileMeta,
  })
  .superRefine((f, ctx) => {
    const problem = storedFileProblem(f.key, f.contentType);
    if (problem) ctx.addIssue({ code: 'custom', message: `file ${f.key} ${problem}` });
  });

export const manifestSchema = z
  .strictObject({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    createdAt: z.iso.datetime(),
    database: z.enum(['sqlite', 'postgres']),
    /** Migration names applied in the backed-up database, in order. */
    migrations: z.array(z.string().regex(/^[A-Za-z0-9_]{1,200}$/)).max(BACKUP_LIMITS.migrations),
    /** PostgreSQL: one JSON-lines entry per table. SQLite: the one database file. */
    tables: z
      .array(
        z.strictObject({
          name: z.string().regex(TABLE_NAME, 'is not a table name'),
          entry: entryName,
          rows: z.number().int().min(0).max(BACKUP_LIMITS.rowsPerTable),
        }),
      )
      .max(BACKUP_LIMITS.tables),
    sqliteEntry: z.literal(SQLITE_ENTRY).nullable(),
    files: z.array(storedFile).max(BACKUP_LIMITS.files),
    entries: z
      .array(
        z.strictObject({
          name: entryName,
          size: z.number().int().min(0).max(BACKUP_LIMITS.entryBytes),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
        }),
      )
      .max(BACKUP_LIMITS.files + BACKUP_LIMITS.tables + 1),
  })
  .superRefine((m, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    const listed = new Set<string>();
    for (const e of m.entries) {
      if (listed.has(e.name)) problem(`entry ${e.name} is listed twice`);
      listed.add(e.name);
    }
    const used = new Set<string>();
    const use = (entry: string, what: string) => {
      if (!listed.has(entry)) problem(`${what} names entry ${entry}, which is not listed`);
      if (used.has(entry)) problem(`entry ${entry} is used twice`);
      used.add(entry);
    };
    if (m.database === 'sqlite') {
      if (m.sqliteEntry === null) problem('a SQLite backup has no database entry');
      else use(m.sqliteEntry, 'the database');
      if (m.tables.length) problem('a SQLite backup lists tables');
    } else {
      if (m.sqliteEntry !== null) problem('a PostgreSQL backup names a SQLite file');
      const names = new Set<string>();
      for (const t of m.tables) {
        if (names.has(t.name)) problem(`table ${t.name} is listed twice`);
        names.add(t.name);
        if (t.entry !== `database/${t.name}.jsonl`) problem(`table ${t.name} is in entry ${t.entry}`);
        use(t.entry, `table ${t.name}`);
      }
    }
    const keys = new Set<string>();
    for (const f of m.files) {
      if (keys.has(f.key)) problem(`file ${f.key} is listed twice`);
      keys.add(f.key);
      if (!f.entry.startsWith('files/')) problem(`file ${f.key} is in entry ${f.entry}`);
      use(f.entry, `file ${f.key}`);
    }
    if (used.size !== listed.size) problem('it lists entries nothing uses');
  });

export type Manifest = z.infer<typeof manifestSchema>;

/** The file is not a whole, known backup; the message says so in words for whoever runs the restore. */
export class BackupFormatError extends Error {}

/** The one way a refused file is described: why, and that nothing changed. */
export const damagedBackup = (why: string) =>
  new BackupFormatError(`This backup file is damaged or not a backup (${why}). Nothing was changed.`);
