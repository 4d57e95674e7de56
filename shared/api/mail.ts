/** The outgoing-mail queue as the admin API shows it (GET /api/admin/emails, ADR 013). */

export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

export const OUTBOUND_EMAIL_KINDS = [
  'registration-confirmation',
  'volunteer-acknowledgement',
  'contact-acknowledgement',
  'volunteer-notice',
  'contact-notice',
  'photo-notice',
  'password-reset',
  'signup-confirmation',
  'signup-existing-account',
  'waitlist-confirmation',
  'already-registered',
  'already-waiting',
  'registration-cancelled',
  'event-reminder',
  'event-cancelled',
  'event-message',
  'event-changed',
  'newsletter-confirmation',
  'newsletter',
  'newsletter-test',
  'photo-approved',
  'photo-declined',
] as const;
export type OutboundEmailKind = (typeof OUTBOUND_EMAIL_KINDS)[number];

/** One message in the list. Bodies stay on the server: the list is for seeing what went out and what failed. */
export interface OutboundEmailDto {
  id: string;
  kind: OutboundEmailKind;
  to: string;
  subject: string;
  status: OutboundEmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface OutboundEmailListDto {
  items: OutboundEmailDto[];
  /** How many messages match the filter in all (for paging). */
  total: number;
  limit: number;
  offset: number;
  /** How many messages are in each state, whatever the filter. */
  counts: Record<OutboundEmailStatus, number>;
}
