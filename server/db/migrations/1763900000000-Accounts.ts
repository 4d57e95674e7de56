import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/**
 * Accounts (ADR 009): disabled accounts and last sign-in on users; sessions remember their user so they can be
 * ended (password change, disabling); hashed desktop tokens; hashed single-use password-reset tokens.
 */
export class Accounts1763900000000 implements MigrationInterface {
  name = 'Accounts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const ownedByUser = () =>
      new TableForeignKey({
        columnNames: ['user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });

    await queryRunner.addColumns('users', [
      new TableColumn(c.bool('disabled', false)),
      new TableColumn(c.timestamp('last_sign_in_at', { nullable: true })),
    ]);

    // No foreign key: a session row outlives nothing important, and loadUser already ignores unknown users.
    await queryRunner.addColumn('sessions', new TableColumn(c.ref('user_id', true)));
    await queryRunner.createIndex('sessions', new TableIndex({ name: 'idx_sessions_user', columnNames: ['user_id'] }));

    await queryRunner.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          c.id(),
          c.ref('user_id'),
          c.varchar('token_hash', 64, { unique: true }),
          c.varchar('device_name', 100, { nullable: true }),
          c.timestamp('created_at', { defaultNow: true }),
          c.timestamp('last_used_at', { nullable: true }),
        ],
        indices: [new TableIndex({ name: 'idx_api_tokens_user', columnNames: ['user_id'] })],
        foreignKeys: [ownedByUser()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          c.id(),
          c.ref('user_id'),
          c.varchar('token_hash', 64, { unique: true }),
          c.timestamp('expires_at'),
          c.timestamp('used_at', { nullable: true }),
          c.timestamp('created_at', { defaultNow: true }),
        ],
        indices: [new TableIndex({ name: 'idx_password_reset_tokens_user', columnNames: ['user_id'] })],
        foreignKeys: [ownedByUser()],
      }),
    );
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
