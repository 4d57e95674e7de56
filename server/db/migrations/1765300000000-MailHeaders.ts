import { migration } from './defineMigration';
import { column } from './migrationSteps';

/**
 * Extra header lines on a queued message (ADR 038): a newsletter carries List-Unsubscribe and
 * List-Unsubscribe-Post, so mail programs can offer their own unsubscribe button.
 */
export const MailHeaders1765300000000 = migration(
  'MailHeaders1765300000000',
  column('outbound_emails', 'headers json?'),
);
