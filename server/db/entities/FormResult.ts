import { Entity, Index, PrimaryColumn } from 'typeorm';
import { TextColumn, TimestampColumn, VarcharColumn } from '../columns';

/**
 * How a public form the browser posted itself came out, kept for a short while so the post can answer with a
 * redirect to the form's page (post/redirect/get, ADR 055) that shows it. The address holds a token; only its
 * sha256 is the id. A submission that carried the page's form token has a token made from what was sent, so a
 * second post of the same thing finds this row (`owner` tells which post claimed it first) and is not stored again.
 * Rows past `expiresAt` are never shown; the purge chore (and every form post) deletes them.
 */
@Entity({ name: 'form_results' })
export class FormResult {
  @PrimaryColumn({ type: 'varchar', length: 64 }) id!: string;
  /** A random id of the post that claimed the row: the post that finds its own id here stores the submission. */
  @VarcharColumn(64) owner!: string;
  /** The page the form is on: the outcome shows there only. */
  @VarcharColumn(2000) path!: string;
  /** The FormOutcome as JSON (while the first post of a submission is still being handled, a notice saying so). */
  @TextColumn() outcome!: string;
  @Index('idx_form_results_expires') @TimestampColumn() expiresAt!: Date;
}
