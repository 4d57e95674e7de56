import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

@Entity({ name: 'home_page_content' })
export class HomePageContent extends WithId {
  @VarcharColumn(100, { unique: true }) section!: string;
  @VarcharColumn(200, { nullable: true }) title!: string | null;
  /** Plain text, sanitised HTML, or text holding a video link. */
  @TextColumn({ nullable: true }) content!: string | null;
  @BoolColumn({ default: true }) isVisible!: boolean;
  @IntColumn({ default: 0 }) displayOrder!: number;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
}
