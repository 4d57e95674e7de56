import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * One newsletter sent to the list (ADR 039). Its copies go into the mail queue a batch at a time
 * (NEWSLETTER_PER_MINUTE each minute, `lastBatchAt` says when the last batch was taken); `sent`, `failed` and
 * `skipped` are written when the run is done, counted from its recipients until then.
 */
@Entity({ name: 'newsletter_runs' })
export class NewsletterRun extends WithId {
  @VarcharColumn(200) subject!: string;
  @TextColumn() text!: string;
  @BoolColumn({ default: false }) pdfLink!: boolean;
  @VarcharColumn(10) status!: 'sending' | 'done';
  @IntColumn({ default: 0 }) total!: number;
  @IntColumn({ default: 0 }) sent!: number;
  @IntColumn({ default: 0 }) failed!: number;
  @IntColumn({ default: 0 }) skipped!: number;
  @RefColumn({ nullable: true }) createdBy!: string | null;
  @TimestampColumn() createdAt!: Date;
  @TimestampColumn({ nullable: true }) lastBatchAt!: Date | null;
  @TimestampColumn({ nullable: true }) finishedAt!: Date | null;
}
