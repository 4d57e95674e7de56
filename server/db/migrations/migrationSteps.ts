import type { TableColumnOptions } from 'typeorm';
import type { MigrationStep } from './defineMigration';
import { addColumn, addColumns, columnsFor, createTable, index, type Columns, type TableSpec } from './tableHelpers';

/** Creates a table; going down drops it. */
export const table = (spec: TableSpec): MigrationStep => ({
  up: (queryRunner) => createTable(queryRunner, spec),
  down: (queryRunner) => queryRunner.dropTable(spec.name),
});

/** Adds one column; going down drops it. */
export const column = (tableName: string, build: (c: Columns) => TableColumnOptions): MigrationStep => ({
  up: (queryRunner) => addColumn(queryRunner, tableName, build),
  down: (queryRunner) => queryRunner.dropColumn(tableName, build(columnsFor(queryRunner)).name),
});

/** Adds several columns in one change of the table; going down drops them, the last first. */
export const columns = (tableName: string, build: (c: Columns) => TableColumnOptions[]): MigrationStep => ({
  up: (queryRunner) => addColumns(queryRunner, tableName, build),
  async down(queryRunner) {
    for (const { name } of build(columnsFor(queryRunner)).reverse()) await queryRunner.dropColumn(tableName, name);
  },
});

/** Adds the same column to each table; going down drops it from each, in the same order. */
export const columnOnEach = (
  tableNames: readonly string[],
  build: (c: Columns) => TableColumnOptions,
): MigrationStep => ({
  async up(queryRunner) {
    for (const tableName of tableNames) await addColumn(queryRunner, tableName, build);
  },
  async down(queryRunner) {
    const { name } = build(columnsFor(queryRunner));
    for (const tableName of tableNames) await queryRunner.dropColumn(tableName, name);
  },
});

/** Creates an index; going down drops it. */
export const addIndex = (tableName: string, indexName: string, columnNames: string[]): MigrationStep => ({
  up: (queryRunner) => queryRunner.createIndex(tableName, index(indexName, columnNames)),
  down: (queryRunner) => queryRunner.dropIndex(tableName, indexName),
});

/** A data change that going down leaves as it is. */
export const statement = (sql: string): MigrationStep => ({
  async up(queryRunner) {
    await queryRunner.query(sql);
  },
  down: async () => undefined,
});
