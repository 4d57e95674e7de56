import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, foreignKey, index } from './tableHelpers';

/** Uploads (ADR 011): the upload URLs handed out, so each works once and only until it expires. */
export class UploadSlots1764000000000 implements MigrationInterface {
  name = 'UploadSlots1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, {
      name: 'upload_slots',
      columns: (c) => [c.id(), c.ref('user_id'), c.timestamp('expires_at'), c.timestamp('used_at', { nullable: true })],
      indices: [index('idx_upload_slots_expires', ['expires_at'])],
      // A deleted account's pending URLs go with it.
      foreignKeys: [foreignKey('user_id', 'users', 'CASCADE')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('upload_slots');
  }
}
