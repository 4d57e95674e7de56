import { Entity } from 'typeorm';
import { IdColumn, IntColumn, JsonColumn, RefColumn, TimestampColumn } from '../columns';
import type { NoticeSettingsValues } from '../../../shared/schemas/notices';

/**
 * Who hears of what waits for the office (ADR 057): one row, id 'notices', kept apart from the site settings
 * because the site settings are public and these addresses are not.
 */
@Entity({ name: 'notice_settings' })
export class NoticeSettings {
  @IdColumn() id!: string;
  @JsonColumn() data!: NoticeSettingsValues;
  @IntColumn({ default: 1 }) version!: number;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
}
