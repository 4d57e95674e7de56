import { Entity } from 'typeorm';
import { BoolColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * One address on the newsletter list (ADR 035). `email` is normalised (trimmed, lower case). A row with no
 * `confirmedAt` is pending: its address was typed into the sign-up form but has not opened the confirmation link
 * yet; it gets no newsletter and is deleted a week after `subscribedAt`.
 */
@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscription extends WithId {
  @VarcharColumn(254, { unique: true }) email!: string;
  @VarcharColumn(100, { nullable: true }) firstName!: string | null;
  @BoolColumn({ default: true }) isActive!: boolean;
  /** When the address last asked to subscribe (and, while pending, when its confirmation mail was last queued). */
  @TimestampColumn() subscribedAt!: Date;
  @TimestampColumn({ nullable: true }) confirmedAt!: Date | null;
}
