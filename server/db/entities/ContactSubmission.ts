import { Entity } from 'typeorm';
import { BoolColumn, TextColumn, TimestampColumn, VarcharColumn, WithId, IntColumn } from '../columns';

@Entity({ name: 'contact_submissions' })
export class ContactSubmission extends WithId {
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  @VarcharColumn(200) subject!: string;
  @TextColumn() message!: string;
  @VarcharColumn(30, { default: 'contact' }) type!: string;
  @BoolColumn({ default: false }) isRead!: boolean;
  @TimestampColumn() createdAt!: Date;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
}
