import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/**
 * Extra header lines on a queued message (ADR 038): a newsletter carries List-Unsubscribe and
 * List-Unsubscribe-Post, so mail programs can offer their own unsubscribe button.
 */
export class MailHeaders1765300000000 implements MigrationInterface {
  name = 'MailHeaders1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumn(queryRunner, 'outbound_emails', (c) => c.json('headers', true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('outbound_emails', 'headers');
  }
}
