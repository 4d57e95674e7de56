import { Table, TableColumn, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/** Tables the demo seed fills; a row it wrote carries `is_demo`, so removing the demo never touches an admin's. */
export const DEMO_MARKED_TABLES = [
  'events',
  'gallery_images',
  'home_page_content',
  'history_sections',
  'page_content',
] as const;

/**
 * The organisation's own words on the about, history and donate pages as keyed texts an admin edits (ADR 043),
 * and the demo mark on every table the demo seed writes to.
 */
export class PageTextsAndDemoMarks1765548213500 implements MigrationInterface {
  name = 'PageTextsAndDemoMarks1765548213500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'page_texts',
        columns: [
          c.id(),
          c.varchar('key', 100, { unique: true }),
          c.varchar('title', 200, { nullable: true }),
          c.text('body'),
          c.bool('is_demo', false),
          c.timestamp('updated_at', { defaultNow: true }),
          c.ref('updated_by', true),
          c.int('version', { default: 1 }),
        ],
        // A deleted admin account leaves the texts it wrote in place.
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['updated_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    for (const table of DEMO_MARKED_TABLES) {
      await queryRunner.addColumn(table, new TableColumn(c.bool('is_demo', false)));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of DEMO_MARKED_TABLES) await queryRunner.dropColumn(table, 'is_demo');
    await queryRunner.dropTable('page_texts');
  }
}
