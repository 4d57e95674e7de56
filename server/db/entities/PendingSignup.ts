import { Entity, Index } from 'typeorm';
import { TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * A sign-up waiting for its e-mailed link (ADR 027). The account is made only when the link is used, so the
 * sign-up answer is the same whether or not the address already has an account. Only the link's sha256 is kept;
 * the password is kept as its scrypt hash, as on an account. Rows past `expiresAt` are dead and are deleted by
 * the next sign-up.
 */
@Entity({ name: 'pending_signups' })
export class PendingSignup extends WithId {
  /** Trimmed and lower-cased, as accounts keep it. Several sign-ups may wait for one address. */
  @Index('idx_pending_signups_email') @VarcharColumn(254) email!: string;
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @TextColumn() passwordHash!: string;
  @VarcharColumn(64, { unique: true }) tokenHash!: string;
  @Index('idx_pending_signups_expires') @TimestampColumn() expiresAt!: Date;
  @TimestampColumn() createdAt!: Date;
}
