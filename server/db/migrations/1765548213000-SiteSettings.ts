import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable } from './tableHelpers';

/**
 * The organisation's details, edited by admins (ADR 040). Created empty: the server fills the one row from ORG_*
 * (or the samples) at its first start, so the values given at that start are the ones kept.
 */
export class SiteSettings1765548213000 implements MigrationInterface {
  name = 'SiteSettings1765548213000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, {
      name: 'site_settings',
      columns: (c) => [
        c.id(),
        c.json('data'),
        c.int('version', { default: 1 }),
        c.timestamp('updated_at', { defaultNow: true }),
        c.ref('updated_by', true),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_settings');
  }
}
