import { Entity, Index, PrimaryColumn } from 'typeorm';
import { JsonColumn, RefColumn, TimestampColumn } from '../columns';

/** koa-session's external store. userId mirrors sess.userId so all of a user's sessions can be ended at once. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 100 }) sid!: string;
  @JsonColumn() sess!: Record<string, unknown>;
  @Index('idx_sessions_expire') @TimestampColumn() expire!: Date;
  @Index('idx_sessions_user') @RefColumn({ nullable: true }) userId!: string | null;
}
