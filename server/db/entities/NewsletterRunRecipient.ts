import { Entity } from 'typeorm';
import { IntColumn, RefColumn, VarcharColumn, WithId } from '../columns';

/**
 * One subscriber a newsletter run is for, taken when the run starts. 'pending' until its batch comes; then
 * 'queued' (with the queued mail's id) in the transaction that queues the copy, or 'skipped' when the
 * subscription is gone by then (unsubscribed mid-run).
 */
@Entity({ name: 'newsletter_run_recipients' })
export class NewsletterRunRecipient extends WithId {
  @RefColumn() runId!: string;
  @RefColumn() subscriptionId!: string;
  @VarcharColumn(254) email!: string;
  /** The order copies go out in (the order subscribers confirmed). */
  @IntColumn() position!: number;
  @VarcharColumn(10) state!: 'pending' | 'queued' | 'skipped';
  @RefColumn({ nullable: true }) outboundEmailId!: string | null;
}
