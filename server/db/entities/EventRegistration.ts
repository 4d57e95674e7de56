import { Entity, Index } from 'typeorm';
import { RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/** One registration per address and event: the unique index makes a second one fail, however the requests race. */
@Entity({ name: 'event_registrations' })
@Index('uq_event_registrations_event_email', ['eventId', 'emailNormalized'], { unique: true })
export class EventRegistration extends WithId {
  @Index('idx_event_registrations_event') @RefColumn() eventId!: string;
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  /** The address trimmed and lower-cased (normalizeEmail): what makes two registrations the same person's. */
  @VarcharColumn(254) emailNormalized!: string;
  @VarcharColumn(40, { nullable: true }) phone!: string | null;
  @TextColumn({ nullable: true }) specialRequests!: string | null;
  @TimestampColumn() registeredAt!: Date;
  /** When the reminder before the event was queued; set by one conditional update, so it is sent once. */
  @TimestampColumn({ nullable: true }) remindedAt!: Date | null;
  /** When a volunteer marked the person present at the trailhead; null until then (cleared by unmarking). */
  @TimestampColumn({ nullable: true }) checkedInAt!: Date | null;
}
