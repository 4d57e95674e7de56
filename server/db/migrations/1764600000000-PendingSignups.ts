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
    columns: `
      id, email varchar(254), first_name varchar(100), last_name varchar(100), password_hash text,
      token_hash varchar(64) unique, expires_at timestamp, created_at timestamp = now
    `,
    indices: [index('idx_pending_signups_email', ['email']), index('idx_pending_signups_expires', ['expires_at'])],
  }),
);
