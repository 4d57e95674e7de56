import { migration } from './defineMigration';
import { column, table } from './migrationSteps';
import { foreignKey, uniqueIndex } from './tableHelpers';

/**
 * The waiting list of a full event (ADR 032). Each event counts the places it has handed out
 * (`waitlist_tickets`), raised by the same conditional row update that guards its seats, so two joins never get
 * one number and the order in which people joined is the order in which freed seats are given.
 */
export const EventWaitlist1764700000000 = migration(
  'EventWaitlist1764700000000',
  column('events', 'waitlist_tickets int = 0'),
  table({
    name: 'event_waitlist',
    columns: `
      id, event_id ref, ticket int, first_name varchar(100), last_name varchar(100), email varchar(254),
      email_normalized varchar(254), phone varchar(40)?, special_requests text?, joined_at timestamp
    `,
    indices: [
      uniqueIndex('uq_event_waitlist_event_email', ['event_id', 'email_normalized']),
      uniqueIndex('uq_event_waitlist_event_ticket', ['event_id', 'ticket']),
    ],
    foreignKeys: [foreignKey('event_id', 'events', 'CASCADE')],
  }),
);
