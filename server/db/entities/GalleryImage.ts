import { Entity, Index } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TextColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';
import type { GalleryPosition } from '@shared/constants';

@Entity({ name: 'gallery_images' })
@Index('idx_gallery_images_order', ['position', 'displayOrder'])
export class GalleryImage extends WithId {
  @VarcharColumn(200) title!: string;
  @TextColumn({ nullable: true }) description!: string | null;
  @TextColumn() imageUrl!: string;
  @VarcharColumn(300, { nullable: true }) altText!: string | null;
  @VarcharColumn(50, { nullable: true }) category!: string | null;
  @RefColumn({ nullable: true }) uploadedBy!: string | null;
  @BoolColumn({ default: true }) isPublic!: boolean;
  @IntColumn({ default: 0 }) displayOrder!: number;
  @VarcharColumn(10, { default: 'above' }) position!: GalleryPosition;
  @TimestampColumn() createdAt!: Date;
  /** Counts writes; a write naming an older version is refused (ADR 018). */
  @IntColumn({ default: 1 }) version!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
}
