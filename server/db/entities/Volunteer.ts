import { Entity } from 'typeorm';
import { BoolColumn, TextColumn, TimestampColumn, VarcharColumn, WithId, IntColumn } from '../columns';

@Entity({ name: 'volunteers' })
export class Volunteer extends WithId {
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  @VarcharColumn(40, { nullable: true }) phone!: string | null;
  @VarcharColumn(50) interest!: string;
  @TextColumn({ nullable: true }) experience!: string | null;
  @TextColumn({ nullable: true }) availability!: string | null;
  @BoolColumn({ default: true }) isActive!: boolean;
  @TimestampColumn() createdAt!: Date;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
}
