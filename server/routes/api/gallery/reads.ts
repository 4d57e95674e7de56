import type { Database } from '../../../db/database';
import { GalleryImage, HiddenImage } from '../../../db/entities';
import { presentGalleryImage } from '../../../presenters';
import type { GalleryImageDto } from '../../../../shared/api/types';

/** Public images in gallery order: the 'above' section first, then 'below', each by displayOrder. */
export async function listGallery(db: Database): Promise<GalleryImageDto[]> {
  const rows = await db
    .repo(GalleryImage)
    .createQueryBuilder('g')
    .where('g.is_public = :pub', { pub: true })
    .andWhere((qb) => `NOT EXISTS ${qb.subQuery().select('1').from(HiddenImage, 'h').where('h.image_id = g.id').getQuery()}`)
    .orderBy('g.position', 'ASC')
    .addOrderBy('g.display_order', 'ASC')
    .addOrderBy('g.created_at', 'ASC')
    .getMany();
  return rows.map(presentGalleryImage);
}
