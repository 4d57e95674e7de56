import { Entity, Index } from 'typeorm';
import { RefColumn, TimestampColumn, WithId } from '../columns';

@Entity({ name: 'hidden_images' })
export class HiddenImage extends WithId {
  // One row per image (migration 1764100000000): hiding twice changes nothing.
  @Index('uq_hidden_images_image', { unique: true }) @RefColumn() imageId!: string;
  @RefColumn() hiddenBy!: string;
  @TimestampColumn() createdAt!: Date;
}
