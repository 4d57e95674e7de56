import type { MigrationStep } from './defineMigration';
import { addColumn, addColumns, columnNames, createTable, index, type TableSpec } from './tableHelpers';

/** Creates a table; going down drops it. */
export const table = (spec: TableSpec): MigrationStep => ({
  up: (queryRunner) => createTable(queryRunner, spec),
  down: (queryRunner) => queryRunner.dropTable(spec.name),
});

/** Adds one column; going down drops it. */
export const column = (tableName: string, spec: string): MigrationStep => ({
  up: (queryRunner) => addColumn(queryRunner, tableName, spec),
  down: (queryRunner) => queryRunner.dropColumn(tableName, columnNames(queryRunner, spec)[0]),
});

/** Adds several columns in one change of the table; going down drops them, the last first. */
export const columns = (tableName: string, specs: string): MigrationStep => ({
  up: (queryRunner) => addColumns(queryRunner, tableName, specs),
  async down(queryRunner) {
    for (const name of columnNames(queryRunner, specs).reverse()) await queryRunner.dropColumn(tableName, name);
  },
});

/** Adds the same column to each table; going down drops it from each, in the same order. */
export const columnOnEach = (tableNames: readonly string[], spec: string): MigrationStep => ({
  async up(queryRunner) {
    for (const tableName of tableNames) await addColumn(queryRunner, tableName, spec);
  },
  async down(queryRunner) {
    const [name] = columnNames(queryRunner, spec);
    for (const tableName of tableNames) await queryRunner.dropColumn(tableName, name);
  },
});

/**
 * Drops columns of a table whose rows are short-lived (links waiting a day, say). Going down empties the table first,
 * since its rows have no values for the columns coming back, then adds them as their column lists say.
 */
export const dropColumnsOfShortLivedRows = (tableName: string, specs: string): MigrationStep => ({
  async up(queryRunner) {
    for (const name of columnNames(queryRunner, specs)) await queryRunner.dropColumn(tableName, name);
  },
  async down(queryRunner) {
    await queryRunner.query(`DELETE FROM "${tableName}"`);
    await addColumns(queryRunner, tableName, specs);
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
