import { Entity } from 'typeorm';
import { IdColumn, IntColumn, JsonColumn, RefColumn, TimestampColumn } from '../columns';
import type { SiteSettingsValues } from '../../../shared/organisation';

/**
 * The organisation's details as admins edit them (ADR 040): one row, id 'site'. The values are one JSON document
 * (checked by the shared schema on every save), so a field added later needs no migration.
 */
@Entity({ name: 'site_settings' })
export class SiteSettings {
  @IdColumn() id!: string;
  @JsonColumn() data!: SiteSettingsValues;
  /** Counts saves; a save naming an older version is refused (ADR 018), and other instances compare it. */
  @IntColumn({ default: 1 }) version!: number;
  @TimestampColumn() updatedAt!: Date;
  @RefColumn({ nullable: true }) updatedBy!: string | null;
}
