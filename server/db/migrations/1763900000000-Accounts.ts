import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn, addColumns, createTable, foreignKey, index } from './tableHelpers';

/**
 * Accounts (ADR 009): disabled accounts and last sign-in on users; sessions remember their user so they can be
 * ended (password change, disabling); hashed desktop tokens; hashed single-use password-reset tokens.
 */
export class Accounts1763900000000 implements MigrationInterface {
  name = 'Accounts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ownedByUser = () => foreignKey('user_id', 'users', 'CASCADE');

    await addColumns(queryRunner, 'users', (c) => [
      c.bool('disabled', false),
      c.timestamp('last_sign_in_at', { nullable: true }),
    ]);

    // No foreign key: a session row outlives nothing important, and loadUser already ignores unknown users.
    await addColumn(queryRunner, 'sessions', (c) => c.ref('user_id', true));
    await queryRunner.createIndex('sessions', index('idx_sessions_user', ['user_id']));

    await createTable(queryRunner, {
      name: 'api_tokens',
      columns: (c) => [
        c.id(),
        c.ref('user_id'),
        c.varchar('token_hash', 64, { unique: true }),
        c.varchar('device_name', 100, { nullable: true }),
        c.timestamp('created_at', { defaultNow: true }),
        c.timestamp('last_used_at', { nullable: true }),
      ],
      indices: [index('idx_api_tokens_user', ['user_id'])],
      foreignKeys: [ownedByUser()],
    });

    await createTable(queryRunner, {
      name: 'password_reset_tokens',
      columns: (c) => [
        c.id(),
        c.ref('user_id'),
        c.varchar('token_hash', 64, { unique: true }),
        c.timestamp('expires_at'),
        c.timestamp('used_at', { nullable: true }),
        c.timestamp('created_at', { defaultNow: true }),
      ],
      indices: [index('idx_password_reset_tokens_user', ['user_id'])],
      foreignKeys: [ownedByUser()],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('password_reset_tokens');
    await queryRunner.dropTable('api_tokens');
    await queryRunner.dropIndex('sessions', 'idx_sessions_user');
    await queryRunner.dropColumn('sessions', 'user_id');
    await queryRunner.dropColumn('users', 'last_sign_in_at');
    await queryRunner.dropColumn('users', 'disabled');
  }
}
