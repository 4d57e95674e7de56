import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/** Uploads (ADR 011): the upload URLs handed out, so each works once and only until it expires. */
export class UploadSlots1764000000000 implements MigrationInterface {
  name = 'UploadSlots1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'upload_slots',
        columns: [c.id(), c.ref('user_id'), c.timestamp('expires_at'), c.timestamp('used_at', { nullable: true })],
        indices: [new TableIndex({ name: 'idx_upload_slots_expires', columnNames: ['expires_at'] })],
        // A deleted account's pending URLs go with it.
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('upload_slots');
  }
}
