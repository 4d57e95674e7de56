import { z } from 'zod';

/**
 * The table of contents written as the LAST entry of a backup (ADR 023): every other entry with its size and
 * SHA-256, so a restore can prove the whole file is intact before it touches anything.
 */
export const BACKUP_FORMAT = 'preserve-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** Migration names applied in the backed-up database, in order. */
  migrations: z.array(z.string()),
  /** PostgreSQL: one JSON-lines entry per table. SQLite: the one database file. */
  tables: z.array(z.object({ name: z.string(), entry: z.string(), rows: z.number().int().min(0) })),
  sqliteEntry: z.string().nullable(),
  files: z.array(
    z.object({ key: z.string(), entry: z.string(), contentType: z.string(), meta: z.record(z.string(), z.unknown()) }),
  ),
  entries: z.array(
    z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The file is not a whole, known backup; the message says so in words for whoever runs the restore. */
export class BackupFormatError extends Error {}
