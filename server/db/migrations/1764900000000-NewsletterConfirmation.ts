import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/**
 * Newsletter sign-up with double opt-in (ADR 035). A row is pending until its address opens the e-mailed link
 * (`confirmed_at` set); pending rows are forgotten after a week. Rows from before this change were added by the
 * office, not through a form, so they count as confirmed from the day they were added.
 */
export class NewsletterConfirmation1764900000000 implements MigrationInterface {
  name = 'NewsletterConfirmation1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumn(queryRunner, 'newsletter_subscriptions', (c) => c.varchar('first_name', 100, { nullable: true }));
    await addColumn(queryRunner, 'newsletter_subscriptions', (c) => c.timestamp('confirmed_at', { nullable: true }));
    await queryRunner.query('UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('newsletter_subscriptions', 'confirmed_at');
    await queryRunner.dropColumn('newsletter_subscriptions', 'first_name');
  }
}
