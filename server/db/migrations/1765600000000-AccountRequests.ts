import { migration } from './defineMigration';
import { dropColumnsOfShortLivedRows, table } from './migrationSteps';
import { index } from './tableHelpers';

/**
 * Sign-ups and reset requests are recorded and answered at once; the work that depends on whether the address has
 * an account happens after the answer, from `account_requests` (ADR 052). A pending sign-up keeps only its address
 * and link: the names and the password are chosen on the link's page, by whoever holds the link.
 */
export const AccountRequests1765600000000 = migration(
  'AccountRequests1765600000000',
  table({
    name: 'account_requests',
    columns: 'id, kind varchar(20), email varchar(254), requested_at timestamp = now',
    indices: [index('idx_account_requests_requested', ['requested_at'])],
  }),
  dropColumnsOfShortLivedRows('pending_signups', 'first_name varchar(100), last_name varchar(100), password_hash text'),
);
