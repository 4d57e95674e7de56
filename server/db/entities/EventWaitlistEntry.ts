import { Entity, Index } from 'typeorm';
import { IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * Someone waiting for a seat at a full event (ADR 032). `ticket` is the event's running number for its waiting
 * list: the lowest ticket still waiting gets the next seat that frees. The row is deleted when its person is
 * registered.
 */
@Entity({ name: 'event_waitlist' })
@Index('uq_event_waitlist_event_email', ['eventId', 'emailNormalized'], { unique: true })
@Index('uq_event_waitlist_event_ticket', ['eventId', 'ticket'], { unique: true })
export class EventWaitlistEntry extends WithId {
  @RefColumn() eventId!: string;
  @IntColumn() ticket!: number;
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  @VarcharColumn(254) emailNormalized!: string;
  @VarcharColumn(40, { nullable: true }) phone!: string | null;
  @TextColumn({ nullable: true }) specialRequests!: string | null;
  @TimestampColumn() joinedAt!: Date;
}
