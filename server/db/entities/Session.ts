import { Entity, Index, PrimaryColumn } from 'typeorm';
import { JsonColumn, TimestampColumn } from '../columns';

/** koa-session's external store. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 100 }) sid!: string;
  @JsonColumn() sess!: Record<string, unknown>;
  @Index('idx_sessions_expire') @TimestampColumn() expire!: Date;
}
