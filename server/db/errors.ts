/**
 * Recognises a unique-index violation on `table`, on either database: PostgreSQL's SQLSTATE 23505 (with the
 * table it names), SQLite's SQLITE_CONSTRAINT_UNIQUE ("UNIQUE constraint failed: table.column, ..."). TypeORM
 * wraps both in a QueryFailedError whose driverError is the database's own error.
 */
export function isUniqueViolation(err: unknown, table: string): boolean {
  const e = err as { driverError?: unknown; code?: unknown; message?: unknown; table?: unknown } | null;
  const d = (e?.driverError ?? e) as { code?: unknown; message?: unknown; table?: unknown } | null;
  if (!d) return false;
  if (d.code === '23505') return d.table === table;
  return d.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof d.message === 'string' && d.message.includes(`: ${table}.`);
}
