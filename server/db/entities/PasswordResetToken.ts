import { Entity, Index } from 'typeorm';
import { RefColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/** One e-mailed reset link. Only its sha256 is kept; it works once, before expiresAt. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken extends WithId {
  @Index('idx_password_reset_tokens_user') @RefColumn() userId!: string;
  @VarcharColumn(64, { unique: true }) tokenHash!: string;
  @TimestampColumn() expiresAt!: Date;
  @TimestampColumn({ nullable: true }) usedAt!: Date | null;
  @TimestampColumn() createdAt!: Date;
}
