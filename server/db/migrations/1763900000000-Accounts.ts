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
  columns('users', (c) => [c.bool('disabled', false), c.timestamp('last_sign_in_at', { nullable: true })]),
  // No foreign key: a session row outlives nothing important, and loadUser already ignores unknown users.
  column('sessions', (c) => c.ref('user_id', true)),
  addIndex('sessions', 'idx_sessions_user', ['user_id']),
  table({
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
  }),
  table({
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
  }),
);
