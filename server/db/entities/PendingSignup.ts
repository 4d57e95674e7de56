import { Entity, Index } from 'typeorm';
import { TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * A sign-up waiting for its e-mailed link (ADR 027, 052). The account is made only when the link is used, and from
 * what is typed on the link's page (names and password): nothing a sign-up request carries but the address ever
 * reaches an account, so someone who signs up another person's address gains nothing when its owner confirms.
 * Only the link's sha256 is kept. Rows past `expiresAt` are dead and are deleted with the next sign-up's work.
 */
@Entity({ name: 'pending_signups' })
export class PendingSignup extends WithId {
  /** Trimmed and lower-cased, as accounts keep it. Several sign-ups may wait for one address. */
  @Index('idx_pending_signups_email') @VarcharColumn(254) email!: string;
  @VarcharColumn(64, { unique: true }) tokenHash!: string;
  @Index('idx_pending_signups_expires') @TimestampColumn() expiresAt!: Date;
  @TimestampColumn() createdAt!: Date;
}
