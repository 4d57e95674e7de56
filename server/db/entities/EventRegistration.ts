import { Entity, Index } from 'typeorm';
import { IntColumn, TimestampColumn, VarcharColumn } from '../columns';
import type { RegistrationChannel } from '@shared/api/types';
import { EventPerson } from './EventPerson';

/** One registration per address and event: the unique index makes a second one fail, however the requests race. */
@Entity({ name: 'event_registrations' })
@Index('idx_event_registrations_event', ['eventId'])
@Index('idx_event_registrations_client', ['eventId', 'clientKey'])
@Index('uq_event_registrations_event_email', ['eventId', 'emailNormalized'], { unique: true })
export class EventRegistration extends EventPerson {
  @TimestampColumn() registeredAt!: Date;
  /** When the reminder before the event was queued; set by one conditional update, so it is sent once. */
  @TimestampColumn({ nullable: true }) remindedAt!: Date | null;
  /** When a volunteer marked the person present at the trailhead; null until then (cleared by unmarking). */
  @TimestampColumn({ nullable: true }) checkedInAt!: Date | null;
  /** Volunteer time given at an event that records hours: set at check-in to its length, correctable by an admin. */
  @IntColumn({ nullable: true }) volunteerMinutes!: number | null;
  /** How the office took it, for its own entries: by phone, or at the trailhead; null for the public forms. */
  @VarcharColumn(10, { nullable: true }) channel!: RegistrationChannel | null;
}
