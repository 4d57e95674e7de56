/**
 * An SQL identifier (a table or column name) as a quoted identifier, on SQLite and PostgreSQL alike: wrapped in double
 * quotes, each double quote inside doubled, so whatever the name holds it stays one name and never becomes SQL.
 * Values always go as query parameters; names cannot, so any name that does not come from this code (a database's
 * own catalogue, a backup's manifest, the environment) is written through this. A NUL cannot be part of a name.
 */
export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw new Error('An SQL identifier cannot hold a NUL character');
  return `"${name.replace(/"/g, '""')}"`;
}
