import { Entity } from 'typeorm';
import { BoolColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/** Part of the original data model; donations happen at the external provider, so nothing writes here yet. */
@Entity({ name: 'donations' })
export class Donation extends WithId {
  @VarcharColumn(100) donorFirstName!: string;
  @VarcharColumn(100) donorLastName!: string;
  @VarcharColumn(254) donorEmail!: string;
  @VarcharColumn(30) amount!: string;
  @TextColumn({ nullable: true }) message!: string | null;
  @BoolColumn({ default: false }) isAnonymous!: boolean;
  @VarcharColumn(50, { nullable: true }) paymentMethod!: string | null;
  @VarcharColumn(200, { nullable: true }) paymentId!: string | null;
  @VarcharColumn(30, { default: 'pending' }) status!: string;
  @TimestampColumn() createdAt!: Date;
}
