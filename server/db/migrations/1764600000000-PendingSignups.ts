import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { index } from './tableHelpers';

/**
 * Sign-ups wait for their e-mailed link before an account is made (ADR 027), so answering a sign-up never tells
 * whether the address already has an account.
 */
export const PendingSignups1764600000000 = migration(
  'PendingSignups1764600000000',
  table({
    name: 'pending_signups',
    columns: (c) => [
      c.id(),
      c.varchar('email', 254),
      c.varchar('first_name', 100),
      c.varchar('last_name', 100),
      c.text('password_hash'),
      c.varchar('token_hash', 64, { unique: true }),
      c.timestamp('expires_at'),
      c.timestamp('created_at', { defaultNow: true }),
    ],
    indices: [index('idx_pending_signups_email', ['email']), index('idx_pending_signups_expires', ['expires_at'])],
  }),
);
