import { migration } from './defineMigration';
import { addIndex, column, columns, table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

const ownedByUser = () => foreignKey('user_id', 'users', 'CASCADE');

/**
 * Accounts (ADR 009): disabled accounts and last sign-in on users; sessions remember their user so they can be
 * ended (password change, disabling); hashed desktop tokens; hashed single-use password-reset tokens.
 */
export const Accounts1763900000000 = migration(
  'Accounts1763900000000',
  columns('users', 'disabled bool = false, last_sign_in_at timestamp?'),
  // No foreign key: a session row outlives nothing important, and loadUser already ignores unknown users.
  column('sessions', 'user_id ref?'),
  addIndex('sessions', 'idx_sessions_user', ['user_id']),
  table({
    name: 'api_tokens',
    columns: `
      id, user_id ref, token_hash varchar(64) unique, device_name varchar(100)?, created_at timestamp = now,
      last_used_at timestamp?
    `,
    indices: [index('idx_api_tokens_user', ['user_id'])],
    foreignKeys: [ownedByUser()],
  }),
  table({
    name: 'password_reset_tokens',
    columns: `
      id, user_id ref, token_hash varchar(64) unique, expires_at timestamp, used_at timestamp?,
      created_at timestamp = now
    `,
    indices: [index('idx_password_reset_tokens_user', ['user_id'])],
    foreignKeys: [ownedByUser()],
  }),
);
