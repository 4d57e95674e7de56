import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/** Tables whose rows admins edit, from the web or offline from the desktop app (ADR 018). */
export const VERSIONED_TABLES = [
  'events',
  'home_page_content',
  'history_sections',
  'gallery_images',
  'volunteers',
  'contact_submissions',
] as const;

/** Record versions: every editable row counts its writes, so a write against a stale copy can be refused (409). */
export class RecordVersions1764400000000 implements MigrationInterface {
  name = 'RecordVersions1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      await addColumn(queryRunner, table, (c) => c.int('version', { default: 1 }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) await queryRunner.dropColumn(table, 'version');
  }
}
