import { Entity, Index } from 'typeorm';
import { RefColumn, TimestampColumn, WithId } from '../columns';

@Entity({ name: 'hidden_images' })
export class HiddenImage extends WithId {
  @Index('idx_hidden_images_image') @RefColumn() imageId!: string;
  @RefColumn() hiddenBy!: string;
  @TimestampColumn() createdAt!: Date;
}
