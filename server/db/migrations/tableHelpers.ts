import { Table, TableColumn, TableForeignKey, TableIndex, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { timestampType } from '../columns';
import type { DbKind } from '../kind';
import { columnsFromSpec } from './columnSpec';

/** Column builders for migrations: the same call yields the right DDL on SQLite and PostgreSQL. */
export function columnsFor(queryRunner: QueryRunner) {
  const kind: DbKind = queryRunner.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
  const nowDefault = kind === 'postgres' ? 'CURRENT_TIMESTAMP' : "(STRFTIME('%Y-%m-%d %H:%M:%f', 'NOW'))";
  const bool = (v: boolean) => (kind === 'postgres' ? String(v) : v ? '1' : '0');
  return {
    kind,
    id: (): TableColumnOptions => ({ name: 'id', type: 'varchar', length: '36', isPrimary: true }),
    ref: (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: '36',
      isNullable: nullable,
    }),
    varchar: (
      name: string,
      length: number,
      o: { nullable?: boolean; unique?: boolean; default?: string } = {},
    ): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable: o.nullable ?? false,
      isUnique: o.unique ?? false,
      ...(o.default !== undefined ? { default: `'${o.default.replace(/'/g, "''")}'` } : {}),
    }),
    text: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable }),
    int: (name: string, o: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: o.nullable ?? false,
      ...(o.default !== undefined ? { default: String(o.default) } : {}),
    }),
    bool: (name: string, def: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      isNullable: false,
      default: bool(def),
    }),
    timestamp: (name: string, o: { nullable?: boolean; defaultNow?: boolean } = {}): TableColumnOptions => ({
      name,
      type: timestampType(kind),
      isNullable: o.nullable ?? false,
      ...(o.defaultNow ? { default: nowDefault } : {}),
    }),
    json: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'json', isNullable: nullable }),
  };
}

export type Columns = ReturnType<typeof columnsFor>;

/** A table whose columns (see columnSpec.ts) are built for the database it is created in. */
export interface TableSpec {
  name: string;
  columns: string;
  indices?: TableIndex[];
  foreignKeys?: TableForeignKey[];
}

/** Creates a table whose columns are built for this database. */
export async function createTable(queryRunner: QueryRunner, table: TableSpec): Promise<void> {
  await queryRunner.createTable(
    new Table({ ...table, columns: columnsFromSpec(table.columns, columnsFor(queryRunner)) }),
  );
}

/** Adds columns, built for this database, to an existing table. */
export async function addColumns(queryRunner: QueryRunner, table: string, columns: string): Promise<void> {
  await queryRunner.addColumns(
    table,
    columnsFromSpec(columns, columnsFor(queryRunner)).map((column) => new TableColumn(column)),
  );
}

export async function addColumn(queryRunner: QueryRunner, table: string, column: string): Promise<void> {
  const [options] = columnsFromSpec(column, columnsFor(queryRunner));
  await queryRunner.addColumn(table, new TableColumn(options));
}

/** The names of the columns in a list. */
export const columnNames = (queryRunner: QueryRunner, columns: string): string[] =>
  columnsFromSpec(columns, columnsFor(queryRunner)).map(({ name }) => name);

/** The foreign key from `column` to the `id` of `table`. */
export const foreignKey = (column: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete });

export const index = (name: string, columnNames: string[]) => new TableIndex({ name, columnNames });

export const uniqueIndex = (name: string, columnNames: string[]) =>
  new TableIndex({ name, columnNames, isUnique: true });
