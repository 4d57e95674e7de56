import { Entity } from 'typeorm';
import { BoolColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscription extends WithId {
  @VarcharColumn(254, { unique: true }) email!: string;
  @BoolColumn({ default: true }) isActive!: boolean;
  @TimestampColumn() subscribedAt!: Date;
}
