import { Entity, Index } from 'typeorm';
import { RefColumn, TimestampColumn, WithId } from '../columns';

/**
 * One upload URL handed out by POST /api/objects/upload. The id is the future object id. The row lets the
 * local PUT find whose URL it is (the signature covers the user), and usedAt makes the URL work once: the PUT
 * claims it with a conditional update, so two racing PUTs cannot both pass. Rows are purged after expiry.
 */
@Entity({ name: 'upload_slots' })
export class UploadSlot extends WithId {
  @RefColumn() userId!: string;
  @Index('idx_upload_slots_expires') @TimestampColumn() expiresAt!: Date;
  @TimestampColumn({ nullable: true }) usedAt!: Date | null;
}
