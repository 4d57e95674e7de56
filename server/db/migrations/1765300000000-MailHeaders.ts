import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/**
 * Extra header lines on a queued message (ADR 038): a newsletter carries List-Unsubscribe and
 * List-Unsubscribe-Post, so mail programs can offer their own unsubscribe button.
 */
export class MailHeaders1765300000000 implements MigrationInterface {
  name = 'MailHeaders1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('outbound_emails', new TableColumn(c.json('headers', true)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('outbound_emails', 'headers');
  }
}
