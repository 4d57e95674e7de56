import { migration } from './defineMigration';
import { addIndex, column } from './migrationSteps';

/**
 * The per-mailbox cap on outgoing mail (ADR 051): each queued message keeps the inbox its address reaches, and the
 * cap counts a mailbox's messages of the last day by that column and the time they were queued. Messages queued
 * before this have none and are not counted.
 */
export const MailRecipientCap1765610000000 = migration(
  'MailRecipientCap1765610000000',
  column('outbound_emails', 'to_mailbox varchar(254)?'),
  addIndex('outbound_emails', 'idx_outbound_emails_mailbox', ['to_mailbox', 'created_at']),
);
