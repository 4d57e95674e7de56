import { Entity, Index } from 'typeorm';
import { RefColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/** A desktop app's bearer token. Only its sha256 is kept; the secret is shown once, when issued. */
@Entity({ name: 'api_tokens' })
export class ApiToken extends WithId {
  @Index('idx_api_tokens_user') @RefColumn() userId!: string;
  @VarcharColumn(64, { unique: true }) tokenHash!: string;
  @VarcharColumn(100, { nullable: true }) deviceName!: string | null;
  @TimestampColumn() createdAt!: Date;
  @TimestampColumn({ nullable: true }) lastUsedAt!: Date | null;
}
