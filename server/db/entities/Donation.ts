import { Entity } from 'typeorm';
import { BoolColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * Records nothing until the site records gifts: people give at the external provider the donation page links to,
 * and nothing here writes to this table. It is part of the original data model, kept for when gifts are recorded.
 */
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
