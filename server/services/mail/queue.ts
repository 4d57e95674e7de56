import type { EntityManager } from 'typeorm';
import { OutboundEmail } from '../../db/entities';
import type { QueuedMessage } from './messages';
import { headerText, mailAddress } from './safety';
import { capApplies, mailboxOf, overCap, type RecipientCap } from './recipientCap';

/** A header name as RFC 5322 allows it (printable, no colon), and not one the mailer sets itself. */
const HEADER_NAME = /^[!-9;-~]{1,76}$/;
const MAILER_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'subject',
  'message-id',
  'date',
  'content-type',
]);

/** Extra headers, checked like the subject: a valid name, a value on one line. Throws on a bad name. */
function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  const entries = Object.entries(headers ?? {});
  if (!entries.length) return null;
  for (const [name] of entries) {
    if (!HEADER_NAME.test(name) || MAILER_HEADERS.has(name.toLowerCase()))
      throw new Error(`bad mail header name: ${name}`);
  }
  return Object.fromEntries(entries.map(([name, value]) => [name, headerText(value, 2000)]));
}

/**
 * Puts a message into the durable queue inside the caller's transaction (ADR 013): the registration, volunteer,
 * contact message or reset token and its e-mail are committed together or not at all. Nothing is sent here;
 * the caller kicks the worker once its transaction has committed.
 *
 * With a cap (ADR 051), a message to a mailbox that has had its allowance for the hour or the day is not queued
 * at all and the answer is null; what caused it (a registration, a message to the office) still stands. Every
 * kind of mail counts toward one allowance per mailbox, except mail to the office (`capApplies`).
 */
export async function enqueueMail(
  m: EntityManager,
  message: QueuedMessage,
  messageDomain: string,
): Promise<OutboundEmail>;
export async function enqueueMail(
  m: EntityManager,
  message: QueuedMessage,
  messageDomain: string,
  cap: RecipientCap | null,
): Promise<OutboundEmail | null>;
export async function enqueueMail(
  m: EntityManager,
  message: QueuedMessage,
  messageDomain: string,
  cap: RecipientCap | null = null,
): Promise<OutboundEmail | null> {
  const now = new Date();
  // Validated again here: whatever built the message, only a single well-formed address reaches the envelope.
  const to = mailAddress(message.to);
  const policy = capApplies(message);
  const mailbox = policy === 'office' ? null : mailboxOf(to);
  if (cap && mailbox && policy === 'capped' && (await overCap(m, mailbox, cap, now))) return null;
  const row = m.create(OutboundEmail, {
    kind: message.kind,
    to,
    toMailbox: mailbox,
    replyTo: message.replyTo ? mailAddress(message.replyTo) : null,
    subject: headerText(message.subject, 300),
    text: message.text,
    html: message.html,
    attachments: message.attachments?.length ? message.attachments : null,
    headers: extraHeaders(message.headers),
    messageId: '',
    status: 'queued',
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
    leaseOwner: null,
    leaseUntil: null,
    createdAt: now,
    sentAt: null,
  });
  row.id = crypto.randomUUID();
  // Fixed before the first attempt: every attempt of this message carries the same Message-ID.
  row.messageId = `<${row.id}@${messageDomain}>`;
  // insert, not save: with the id already set, save() would first look the row up.
  await m.insert(OutboundEmail, row);
  return row;
}

/** The domain for Message-IDs: the sender's address domain, else the site's host name. */
export function messageDomainFor(mailFrom: string, publicUrl: string): string {
  const fromDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1];
  return fromDomain ?? new URL(publicUrl).hostname;
}
