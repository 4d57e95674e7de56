import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/** Single values the site's pages read by key, e.g. 'about-image' -> an image path. */
@Entity({ name: 'page_content' })
export class PageContent extends WithId {
  @VarcharColumn(100, { unique: true }) key!: string;
  @TextColumn() value!: string;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
  /** Counts writes; a write naming an older version is refused (ADR 018, ADR 041). */
  @IntColumn({ default: 1 }) version!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
}
