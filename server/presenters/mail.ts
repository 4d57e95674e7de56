import type { OutboundEmailDto } from '../../shared/api/mail';
import type { OutboundEmail } from '../db/entities';

/** A queued message for the admin list: who, what, how it went. Bodies and the lease stay on the server. */
export const presentOutboundEmail = (e: OutboundEmail): OutboundEmailDto => ({
  id: e.id,
  kind: e.kind,
  to: e.to,
  subject: e.subject,
  status: e.status,
  attempts: e.attempts,
  lastError: e.lastError,
  createdAt: e.createdAt.toISOString(),
  nextAttemptAt: e.nextAttemptAt.toISOString(),
  sentAt: e.sentAt ? e.sentAt.toISOString() : null,
});
