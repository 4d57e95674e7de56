import { Entity, Index } from 'typeorm';
import { IntColumn, RefColumn, VarcharColumn, WithId } from '../columns';

/**
 * How many bytes of files one member sent on one day of the preserve's calendar (services/uploadQuota.ts). Each
 * upload adds its size with a conditional update that only succeeds under the day's budget, so racing uploads
 * cannot pass it together on either database. Rows of earlier days are deleted when the member next uploads.
 */
@Entity({ name: 'member_upload_days' })
@Index('uq_member_upload_days_user_day', ['userId', 'day'], { unique: true })
export class MemberUploadDay extends WithId {
  @RefColumn() userId!: string;
  /** YYYY-MM-DD on the preserve's clock. */
  @VarcharColumn(10) day!: string;
  @IntColumn() bytes!: number;
}
