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
    columns: (c) => [
      c.id(),
      c.varchar('subject', 200),
      c.text('text'),
      c.bool('pdf_link', false),
      c.varchar('status', 10),
      c.int('total', { default: 0 }),
      c.int('sent', { default: 0 }),
      c.int('failed', { default: 0 }),
      c.int('skipped', { default: 0 }),
      c.ref('created_by', true),
      c.timestamp('created_at'),
      c.timestamp('last_batch_at', { nullable: true }),
      c.timestamp('finished_at', { nullable: true }),
    ],
    indices: [index('idx_newsletter_runs_status', ['status', 'created_at'])],
  }),
  table({
    name: 'newsletter_run_recipients',
    columns: (c) => [
      c.id(),
      c.ref('run_id'),
      c.ref('subscription_id'),
      c.varchar('email', 254),
      c.int('position'),
      c.varchar('state', 10),
      c.ref('outbound_email_id', true),
    ],
    indices: [
      uniqueIndex('uq_newsletter_run_recipients_run_subscription', ['run_id', 'subscription_id']),
      index('idx_newsletter_run_recipients_run_state', ['run_id', 'state', 'position']),
    ],
    foreignKeys: [foreignKey('run_id', 'newsletter_runs', 'CASCADE')],
  }),
);
