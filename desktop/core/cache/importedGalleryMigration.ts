import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Folder import: the gallery picture made from each uploaded photo, when the plan adds the photos to the gallery. */
export class ImportedGalleryImages1795824000000 implements MigrationInterface {
  name = 'ImportedGalleryImages1795824000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'imported_gallery_images',
        columns: [
          { name: 'fileKey', type: 'varchar', length: '1000', isPrimary: true },
          { name: 'imageId', type: 'varchar', length: '36' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('imported_gallery_images');
  }
}
