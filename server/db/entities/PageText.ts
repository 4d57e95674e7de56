import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * One of the organisation's texts on a public page (the about page's story, the donate page's appeal...), by key
 * (ADR 043). A page leaves out a text that has no row or an empty body.
 */
@Entity({ name: 'page_texts' })
export class PageText extends WithId {
  @VarcharColumn(100, { unique: true }) key!: string;
  @VarcharColumn(200, { nullable: true }) title!: string | null;
  /** Plain text: blank lines separate paragraphs; a paragraph of "- " lines is a list. */
  @TextColumn() body!: string;
  /** Written by the demo seed; an admin's save makes the text the organisation's own. */
  @BoolColumn({ default: false }) isDemo!: boolean;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
}
