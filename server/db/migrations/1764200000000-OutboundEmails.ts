import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { index } from './tableHelpers';

/** Outgoing e-mail: the durable queue the mail worker sends from (ADR 013). */
export const OutboundEmails1764200000000 = migration(
  'OutboundEmails1764200000000',
  table({
    name: 'outbound_emails',
    columns: (c) => [
      c.id(),
      c.varchar('kind', 40),
      c.varchar('to_address', 254),
      c.varchar('reply_to', 254, { nullable: true }),
      c.varchar('subject', 300),
      c.text('text'),
      c.text('html'),
      c.json('attachments', true),
      c.varchar('message_id', 255),
      c.varchar('status', 10, { default: 'queued' }),
      c.int('attempts', { default: 0 }),
      c.text('last_error', true),
      c.timestamp('next_attempt_at'),
      c.varchar('lease_owner', 36, { nullable: true }),
      c.timestamp('lease_until', { nullable: true }),
      c.timestamp('created_at', { defaultNow: true }),
      c.timestamp('sent_at', { nullable: true }),
    ],
    indices: [
      index('idx_outbound_emails_due', ['status', 'next_attempt_at']),
      index('idx_outbound_emails_created', ['created_at']),
    ],
  }),
);
