import BetterSqlite3 from 'better-sqlite3';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceBasics } from '../db/database';
import { migrations as allMigrations } from '../db/migrations';
import { BackupFormatError, damagedBackup as notThisSite } from './manifest';

/**
 * Whether a backup's database is made only of the site's own tables and columns, judged against the database the
 * backup's own migrations make (never a list copied by hand, which would drift from the migrations). ADR 050.
 */

/** Table name -> its column names. */
export type TableColumns = Map<string, Set<string>>;

interface SqliteShape {
  tables: Map<string, string[]>;
  /** Indexes, triggers and views: `type name on table`, and the SQL of triggers and views. */
  others: string[];
  migrations: string[];
}

type RawDb = Pick<BetterSqlite3.Database, 'prepare'>;

/** Tables SQLite itself fills after ANALYZE: figures for its query planner, in any copy of a used database. */
const PLANNER_STATISTICS = new Set(['sqlite_stat1', 'sqlite_stat4']);

function sqliteShape(db: RawDb, withMigrations: boolean): SqliteShape {
  const objects = db
    .prepare('SELECT type, name, tbl_name AS tbl, sql FROM sqlite_schema ORDER BY name')
    .all() as Array<{
    type: string;
    name: string;
    tbl: string;
    sql: string | null;
  }>;
  const tables = new Map<string, string[]>();
  const others: string[] = [];
  for (const o of objects) {
    if (PLANNER_STATISTICS.has(o.name)) continue;
    if (o.type === 'table') {
      // Through the table-valued pragma with the name as a parameter: no name is ever written into SQL.
      const columns = db
        .prepare('SELECT name, type, "notnull" AS nn, pk FROM pragma_table_xinfo(?) ORDER BY name')
        .all(o.name) as Array<{ name: string; type: string; nn: number; pk: number }>;
      tables.set(
        o.name,
        columns.map((c) => `${c.name} ${c.type.toUpperCase()}${c.nn ? ' NOT NULL' : ''}${c.pk ? ' KEY' : ''}`),
      );
    } else {
      others.push(`${o.type} ${o.name} on ${o.tbl}${o.type === 'index' ? '' : `: ${o.sql}`}`);
    }
  }
  const migrations =
    withMigrations && tables.has('migrations')
      ? (db.prepare('SELECT name FROM migrations ORDER BY id').all() as Array<{ name: string }>).map((r) => r.name)
      : [];
  return { tables, others, migrations };
}

/** The schema the first `count` migrations make, on a scratch SQLite database in memory. */
async function referenceSqliteShape(count: number): Promise<SqliteShape> {
  const ds = new DataSource({
    ...dataSourceBasics(),
    type: 'better-sqlite3',
    database: ':memory:',
    migrations: allMigrations.slice(0, count),
  });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    return sqliteShape((await runner.connect()) as RawDb, false);
  } finally {
    await ds.destroy();
  }
}

/**
 * A SQLite backup's file must hold exactly the schema its migrations make: the same tables with the same columns,
 * the same indexes, no trigger or view of its own (a trigger runs SQL on the site's later writes), and the
 * migrations its manifest names. Opened read-only, with the schema's functions untrusted, before anything changes.
 */
export async function checkSqliteBackup(file: string, migrations: string[]): Promise<void> {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw notThisSite(`its database cannot be opened: ${err instanceof Error ? err.message : String(err)}`);
  }
  let shape: SqliteShape;
  try {
    db.pragma('trusted_schema = OFF');
    if (db.pragma('integrity_check', { simple: true }) !== 'ok')
      throw notThisSite('its database does not pass SQLite’s integrity check');
    shape = sqliteShape(db, true);
  } catch (err) {
    if (err instanceof BackupFormatError) throw err;
    throw notThisSite(`its database cannot be read: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    db.close();
  }
  const expected = await referenceSqliteShape(migrations.length);
  for (const name of shape.tables.keys())
    if (!expected.tables.has(name)) throw notThisSite(`its database has a table this site does not have: ${name}`);
  for (const [name, columns] of expected.tables) {
    const got = shape.tables.get(name);
    if (!got) throw notThisSite(`its database lacks the table ${name}`);
    const unknown = got.filter((c) => !columns.includes(c));
    const missing = columns.filter((c) => !got.includes(c));
    if (unknown.length || missing.length)
      throw notThisSite(`its table ${name} does not have this site’s columns (${[...unknown, ...missing].join('; ')})`);
  }
  const foreign = shape.others.filter((o) => !expected.others.includes(o));
  if (foreign.length) throw notThisSite(`its database has what this site never makes: ${foreign.join('; ')}`);
  if (shape.migrations.join() !== migrations.join())
    throw notThisSite('its database’s migrations are not the ones its manifest names');
}

/** The tables and columns of the current schema of a PostgreSQL connection, from the database's own catalogue. */
export async function postgresTableColumns(qr: QueryRunner): Promise<TableColumns> {
  const rows = (await qr.query(
    'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()',
  )) as Array<{ table_name: string; column_name: string }>;
  const tables: TableColumns = new Map();
  for (const r of rows) {
    if (!tables.has(r.table_name)) tables.set(r.table_name, new Set());
    tables.get(r.table_name)!.add(r.column_name);
  }
  return tables;
}

/** Every table of a PostgreSQL backup, and every column its rows name, must be the migrated schema's. */
export function checkPostgresTables(allowed: TableColumns, used: TableColumns): void {
  for (const [table, columns] of used) {
    const known = allowed.get(table);
    if (!known) throw notThisSite(`it holds a table this site does not have: ${table}`);
    for (const column of columns)
      if (!known.has(column)) throw notThisSite(`its table ${table} has a column this site does not have: ${column}`);
  }
}
