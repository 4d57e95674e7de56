import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index, uniqueIndex } from './tableHelpers';

/**
 * Newsletters sent to the list (ADR 039): one row per send, and one row per subscriber it is for, taken when the
 * send starts. A recipient row leaves 'pending' in the same transaction that queues its copy, which is what lets
 * a run resume after a restart without sending anyone two copies or skipping anyone.
 */
export const NewsletterRuns1765547213000 = migration(
  'NewsletterRuns1765547213000',
  table({
    name: 'newsletter_runs',
    columns: `
      id, subject varchar(200), text text, pdf_link bool = false, status varchar(10), total int = 0, sent int = 0,
      failed int = 0, skipped int = 0, created_by ref?, created_at timestamp, last_batch_at timestamp?,
      finished_at timestamp?
    `,
    indices: [index('idx_newsletter_runs_status', ['status', 'created_at'])],
  }),
  table({
    name: 'newsletter_run_recipients',
    columns: `
      id, run_id ref, subscription_id ref, email varchar(254), position int, state varchar(10),
      outbound_email_id ref?
    `,
    indices: [
      uniqueIndex('uq_newsletter_run_recipients_run_subscription', ['run_id', 'subscription_id']),
      index('idx_newsletter_run_recipients_run_state', ['run_id', 'state', 'position']),
    ],
    foreignKeys: [foreignKey('run_id', 'newsletter_runs', 'CASCADE')],
  }),
);
