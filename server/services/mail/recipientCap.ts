import type { EntityManager } from 'typeorm';
import type { OutboundEmailKind } from '@shared/api/mail';
import { DB_KIND } from '../../db/kind';
import { sqlDateParam } from '../../db/database';

/**
 * How much mail one mailbox may be sent, whatever caused it (ADR 051). Every public form mails the address it is
 * given, and nobody proves they own it first, so without a bound per recipient a script turns the site into a
 * mail cannon pointed at a stranger. The numbers sit well above what one person causes (a registration, a place on
 * a waiting list, a reminder, a newsletter link, a reset link or two in one hour) and far below a flood.
 */
export interface RecipientCap {
  perHour: number;
  perDay: number;
}

export const RECIPIENT_CAP: RecipientCap = { perHour: 6, perDay: 20 };

/**
 * Mail to the organisation's own office (notices of a message, a volunteer or a photo, an admin's test newsletter) is
 * neither counted nor held: the address is the office's, and the public forms' own rate limits bound it.
 */
const TO_THE_OFFICE = new Set<OutboundEmailKind>([
  'contact-notice',
  'volunteer-notice',
  'photo-notice',
  'newsletter-test',
]);

/**
 * Mail nobody but the office, a chore or the mailbox's owner can cause: counted (it reached the inbox) but never
 * held back, so a bombed inbox still hears that its event is called off, moved or near, and confirmed
 * subscribers still get the newsletter they asked for. Each is bounded by its cause: one per registration, one
 * per subscriber and run, one per cancel link.
 */
const NEVER_HELD = new Set<OutboundEmailKind>([
  'newsletter',
  'event-reminder',
  'event-cancelled',
  'event-message',
  'event-changed',
  'registration-cancelled',
  // One per photo an admin decided on, to the member who added it.
  'photo-approved',
  'photo-declined',
]);

/** Whether the cap applies to this message; `held: false` on a message overrides its kind (a waiting-list seat). */
export function capApplies(message: { kind: OutboundEmailKind; held?: false }): 'office' | 'counted' | 'capped' {
  if (TO_THE_OFFICE.has(message.kind)) return 'office';
  if (NEVER_HELD.has(message.kind) || message.held === false) return 'counted';
  return 'capped';
}

/** Mail providers that ignore dots in the local part (and treat googlemail.com as gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, as far as the cap is concerned: lower-cased, without a "+tag" (which most
 * providers deliver to the same inbox), and for Gmail without dots, so `j.o.h.n+1@googlemail.com` and
 * `john@gmail.com` share one allowance. An address the site cannot read is its own key.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower.slice(0, 254);
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`.slice(0, 254);
}

/**
 * True when the mailbox has had as much mail as the cap allows in the last hour or day. Runs in the transaction
 * that would queue the message: on PostgreSQL it first takes a lock on the mailbox for the rest of that
 * transaction, so parallel requests for one inbox count one after another (SQLite's one writer already does).
 */
export async function overCap(m: EntityManager, mailbox: string, cap: RecipientCap, now: Date): Promise<boolean> {
  if (DB_KIND === 'postgres') await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mail-cap:${mailbox}`]);
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const row = await m
    .createQueryBuilder()
    .select('COUNT(*)', 'day')
    .addSelect('SUM(CASE WHEN e.created_at > :hourAgo THEN 1 ELSE 0 END)', 'hour')
    .from('outbound_emails', 'e')
    .where('e.to_mailbox = :mailbox AND e.created_at > :dayAgo', {
      mailbox,
      hourAgo: sqlDateParam(DB_KIND, hourAgo),
      dayAgo: sqlDateParam(DB_KIND, dayAgo),
    })
    .getRawOne<{ day: string | number; hour: string | number | null }>();
  return Number(row?.hour ?? 0) >= cap.perHour || Number(row?.day ?? 0) >= cap.perDay;
}
