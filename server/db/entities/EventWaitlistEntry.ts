import { Entity, Index } from 'typeorm';
import { IntColumn, TimestampColumn } from '../columns';
import { EventPerson } from './EventPerson';

/**
 * Someone waiting for a seat at a full event (ADR 032). `ticket` is the event's running number for its waiting
 * list: the lowest ticket still waiting gets the next seat that frees. The row is deleted when its person is
 * registered.
 */
@Entity({ name: 'event_waitlist' })
@Index('uq_event_waitlist_event_email', ['eventId', 'emailNormalized'], { unique: true })
@Index('uq_event_waitlist_event_ticket', ['eventId', 'ticket'], { unique: true })
@Index('idx_event_waitlist_client', ['eventId', 'clientKey'])
export class EventWaitlistEntry extends EventPerson {
  @IntColumn() ticket!: number;
  @TimestampColumn() joinedAt!: Date;
}
