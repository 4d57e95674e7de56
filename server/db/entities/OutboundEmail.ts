import { Entity, Index } from 'typeorm';
import { IntColumn, JsonColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';
import type { OutboundEmailKind, OutboundEmailStatus } from '@shared/api/mail';

/** A file sent with a message. Content is text (calendar files), so it stores as JSON without encoding. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One outgoing e-mail in the durable queue (ADR 013). It is written in the same transaction as the thing it
 * announces, then the worker (services/mail/worker.ts) claims it with a conditional UPDATE that takes a lease,
 * sends it, and marks it sent. `messageId` is fixed when queued, so a rare resend after a crash carries the same
 * Message-ID and mail systems can recognise it as a duplicate.
 */
@Entity({ name: 'outbound_emails' })
@Index('idx_outbound_emails_due', ['status', 'nextAttemptAt'])
@Index('idx_outbound_emails_mailbox', ['toMailbox', 'createdAt'])
export class OutboundEmail extends WithId {
  /** What the message is (registration confirmation, volunteer notice...), for the admin list and the logs. */
  @VarcharColumn(40) kind!: OutboundEmailKind;
  // 'to' is an SQL keyword; the column name avoids quoting it in hand-written conditions.
  @VarcharColumn(254, { name: 'to_address' }) to!: string;
  /**
   * The inbox the address reaches (lower-cased, no "+tag", Gmail without dots): what the per-mailbox cap counts
   * (ADR 051). Empty for mail to the office, which the cap leaves alone.
   */
  @VarcharColumn(254, { nullable: true }) toMailbox!: string | null;
  @VarcharColumn(254, { nullable: true }) replyTo!: string | null;
  @VarcharColumn(300) subject!: string;
  @TextColumn() text!: string;
  @TextColumn() html!: string;
  @JsonColumn({ nullable: true }) attachments!: StoredAttachment[] | null;
  /** Extra header lines, name to value (List-Unsubscribe on a newsletter); checked when queued. */
  @JsonColumn({ nullable: true }) headers!: Record<string, string> | null;
  @VarcharColumn(255) messageId!: string;
  @VarcharColumn(10) status!: OutboundEmailStatus;
  @IntColumn({ default: 0 }) attempts!: number;
  @TextColumn({ nullable: true }) lastError!: string | null;
  @TimestampColumn() nextAttemptAt!: Date;
  /** The worker holding the message while it sends, and until when; an expired lease may be taken over. */
  @VarcharColumn(36, { nullable: true }) leaseOwner!: string | null;
  @TimestampColumn({ nullable: true }) leaseUntil!: Date | null;
  @Index('idx_outbound_emails_created') @TimestampColumn() createdAt!: Date;
  @TimestampColumn({ nullable: true }) sentAt!: Date | null;
}
