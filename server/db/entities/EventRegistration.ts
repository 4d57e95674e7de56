import { Entity, Index } from 'typeorm';
import { RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

@Entity({ name: 'event_registrations' })
export class EventRegistration extends WithId {
  @Index('idx_event_registrations_event') @RefColumn() eventId!: string;
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  @VarcharColumn(40, { nullable: true }) phone!: string | null;
  @TextColumn({ nullable: true }) specialRequests!: string | null;
  @TimestampColumn() registeredAt!: Date;
}
