import { Entity, Index } from 'typeorm';
import {
  BoolColumn,
  IntColumn,
  JsonColumn,
  RefColumn,
  TextColumn,
  TimestampColumn,
  VarcharColumn,
  WithTimestamps,
} from '../columns';
import type { EventStatus } from '@shared/api/types';

@Entity({ name: 'events' })
export class Event extends WithTimestamps {
  @VarcharColumn(200) title!: string;
  @TextColumn() description!: string;
  @Index('idx_events_date') @TimestampColumn() date!: Date;
  /** Free text as people write it, e.g. '10:00 AM' or '9 AM - noon'. */
  @VarcharColumn(50) time!: string;
  @VarcharColumn(200, { nullable: true }) location!: string | null;
  @IntColumn({ nullable: true }) maxCapacity!: number | null;
  /** Always equal to the number of registration rows; changed only together with them. */
  @IntColumn({ default: 0 }) currentRegistrations!: number;
  /** Waiting-list places handed out so far: the next person to join gets the next number (ADR 032). */
  @IntColumn({ default: 0 }) waitlistTickets!: number;
  @TextColumn({ nullable: true }) imageUrl!: string | null;
  @JsonColumn({ nullable: true }) imageUrls!: string[] | null;
  @TextColumn({ nullable: true }) eventContent!: string | null;
  @BoolColumn({ default: true }) isActive!: boolean;
  /** 'cancelled' once an admin calls the event off (ADR 036): it stays on the site, marked, and takes nobody. */
  @VarcharColumn(20, { default: 'scheduled' }) status!: EventStatus;
  @RefColumn({ nullable: true }) createdBy!: string | null;
  /** Who saved it last through the admin (an edit or a call-off), for the conflict a stale copy gets. */
  @RefColumn({ nullable: true }) updatedBy!: string | null;
  /**
   * Counts writes; a write naming an older version is refused (ADR 018). It is also the SEQUENCE of the event's
   * calendar entry (eventCalendarEntry.ts), so every file sent after an edit replaces the ones before. The table's
   * older `calendar_sequence` column is no longer read (ADR 058).
   */
  @IntColumn({ default: 1 }) version!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
}
