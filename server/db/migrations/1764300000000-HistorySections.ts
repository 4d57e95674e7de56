import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, foreignKey, index } from './tableHelpers';

/** History content (ADR 014): the custom sections admins write for the history page. */
export class HistorySections1764300000000 implements MigrationInterface {
  name = 'HistorySections1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, {
      name: 'history_sections',
      columns: (c) => [
        c.id(),
        c.varchar('title', 200),
        c.text('content', true),
        c.text('image_url', true),
        c.varchar('image_alt', 300, { nullable: true }),
        c.bool('is_visible', true),
        c.int('display_order', { default: 0 }),
        c.timestamp('created_at', { defaultNow: true }),
        c.timestamp('updated_at', { defaultNow: true }),
        c.ref('updated_by', true),
      ],
      indices: [index('idx_history_sections_order', ['display_order'])],
      // A deleted admin account leaves the sections it wrote in place.
      foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('history_sections');
  }
}
