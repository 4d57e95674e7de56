import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * A section of the history page (ADR 014): the visible ones show in order between the page's introduction and
 * its visiting facts. The demo's sample timeline is such sections, marked `isDemo` (ADR 043).
 */
@Entity({ name: 'history_sections' })
export class HistorySection extends WithId {
  @VarcharColumn(200) title!: string;
  /** Plain text; blank lines separate paragraphs. */
  @TextColumn({ nullable: true }) content!: string | null;
  /** The stored path of the section's picture (`/objects/uploads/{id}`), or null for none. */
  @TextColumn({ nullable: true }) imageUrl!: string | null;
  @VarcharColumn(300, { nullable: true }) imageAlt!: string | null;
  @BoolColumn({ default: true }) isVisible!: boolean;
  @IntColumn({ default: 0 }) displayOrder!: number;
  @TimestampColumn() createdAt!: Date;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
}
