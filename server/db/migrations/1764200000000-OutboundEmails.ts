import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { index } from './tableHelpers';

/** Outgoing e-mail: the durable queue the mail worker sends from (ADR 013). */
export const OutboundEmails1764200000000 = migration(
  'OutboundEmails1764200000000',
  table({
    name: 'outbound_emails',
    columns: `
      id, kind varchar(40), to_address varchar(254), reply_to varchar(254)?, subject varchar(300), text text,
      html text, attachments json?, message_id varchar(255), status varchar(10) = 'queued', attempts int = 0,
      last_error text?, next_attempt_at timestamp, lease_owner varchar(36)?, lease_until timestamp?,
      created_at timestamp = now, sent_at timestamp?
    `,
    indices: [
      index('idx_outbound_emails_due', ['status', 'next_attempt_at']),
      index('idx_outbound_emails_created', ['created_at']),
    ],
  }),
);
