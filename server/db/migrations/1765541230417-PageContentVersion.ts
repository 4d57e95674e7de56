import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/** Page images become versioned records like the others admins edit, so an offline change cannot overwrite one. */
export class PageContentVersion1765541230417 implements MigrationInterface {
  name = 'PageContentVersion1765541230417';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumn(queryRunner, 'page_content', (c) => c.int('version', { default: 1 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('page_content', 'version');
  }
}
