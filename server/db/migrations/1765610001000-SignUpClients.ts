import { migration } from './defineMigration';
import { addIndex, columnOnEach } from './migrationSteps';

/**
 * The client that signed each person up for an event, kept as an HMAC of its address's group, never the address
 * (ADR 051): the per-client limits on an event and the admin's clusters count by it. Rows from before have none.
 */
export const SignUpClients1765610001000 = migration(
  'SignUpClients1765610001000',
  columnOnEach(['event_registrations', 'event_waitlist'], 'client_key varchar(64)?'),
  addIndex('event_registrations', 'idx_event_registrations_client', ['event_id', 'client_key']),
  addIndex('event_waitlist', 'idx_event_waitlist_client', ['event_id', 'client_key']),
);
