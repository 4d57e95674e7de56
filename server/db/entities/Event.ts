import { BeforeInsert, Entity, Index } from 'typeorm';
import { clockFromText } from '@shared/lib/eventClock';
import type { EventQuestion } from '@shared/lib/eventQuestions';
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
  /**
   * What visitors read: derived from the picked start and end ('9:00 AM - 12:00 PM', 'All day'), or the text an
   * older event or client gave ('9 AM - noon'), kept as it was written (shared/lib/eventClock.ts).
   */
  @VarcharColumn(50) time!: string;
  /** 'HH:MM' on the preserve's clock; null when all day or when the time text could not be read. */
  @VarcharColumn(5, { nullable: true }) startTime!: string | null;
  /** 'HH:MM' after the start; null when no end is given. */
  @VarcharColumn(5, { nullable: true }) endTime!: string | null;
  @BoolColumn({ default: false }) allDay!: boolean;
  /** The time text could not be read as a time: the admin is asked to set the start and end. */
  @BoolColumn({ default: false }) timeNeedsReview!: boolean;
  @VarcharColumn(200, { nullable: true }) location!: string | null;
  /** One of the kinds of event the settings list (shared/lib/eventCategories.ts), or null. */
  @VarcharColumn(40, { nullable: true }) category!: string | null;
  /** The series the event is one date of (all its dates share it), or null for a single event. */
  @Index('idx_events_series') @RefColumn({ nullable: true }) seriesId!: string | null;
  /** A workday: checking someone in records their volunteer hours (shared/lib/volunteerHours.ts). */
  @BoolColumn({ default: false }) recordsHours!: boolean;
  @IntColumn({ nullable: true }) maxCapacity!: number | null;
  /** Guests one registrant may bring (a party); 0 takes one person per registration. */
  @IntColumn({ default: 0 }) guestLimit!: number;
  /** Whether children in a party take seats; when not, only adults count against the capacity. */
  @BoolColumn({ default: true }) childrenTakeSeats!: boolean;
  /** The event's own questions to registrants (shared/lib/eventQuestions.ts). */
  @JsonColumn({ nullable: true }) questions!: EventQuestion[] | null;
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

  /** A row saved with only a time text (seeds, imports, tests) gets the times that text gives, as the API would. */
  @BeforeInsert()
  protected readTimeText() {
    if (this.startTime == null && !this.allDay && !this.timeNeedsReview && this.time) {
      const { startTime, endTime, allDay, timeNeedsReview } = clockFromText(this.time);
      Object.assign(this, { startTime, endTime, allDay, timeNeedsReview });
    }
  }
}
