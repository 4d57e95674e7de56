import { migration } from './defineMigration';
import { index, uniqueIndex } from './tableHelpers';

/**
 * One hiding per gallery image: hidden_images.image_id becomes unique, so two admins hiding the
 * same picture at the same moment cannot leave two rows. Rows already doubled are reduced to the first
 * admin's (earliest, then lowest id), which is the record the hide endpoint always showed.
 */
export const UniqueHiddenImages1764100000000 = migration('UniqueHiddenImages1764100000000', {
  async up(queryRunner) {
    await queryRunner.query(
      `DELETE FROM hidden_images WHERE EXISTS (
         SELECT 1 FROM hidden_images earlier
         WHERE earlier.image_id = hidden_images.image_id
           AND (earlier.created_at < hidden_images.created_at
             OR (earlier.created_at = hidden_images.created_at AND earlier.id < hidden_images.id)))`,
    );
    await queryRunner.dropIndex('hidden_images', 'idx_hidden_images_image');
    await queryRunner.createIndex('hidden_images', uniqueIndex('uq_hidden_images_image', ['image_id']));
  },

  async down(queryRunner) {
    await queryRunner.dropIndex('hidden_images', 'uq_hidden_images_image');
    await queryRunner.createIndex('hidden_images', index('idx_hidden_images_image', ['image_id']));
  },
});
