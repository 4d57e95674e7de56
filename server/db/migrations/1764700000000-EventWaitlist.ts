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
  column('events', (c) => c.int('waitlist_tickets', { default: 0 })),
  table({
    name: 'event_waitlist',
    columns: (c) => [
      c.id(),
      c.ref('event_id'),
      c.int('ticket'),
      c.varchar('first_name', 100),
      c.varchar('last_name', 100),
      c.varchar('email', 254),
      c.varchar('email_normalized', 254),
      c.varchar('phone', 40, { nullable: true }),
      c.text('special_requests', true),
      c.timestamp('joined_at'),
    ],
    indices: [
      uniqueIndex('uq_event_waitlist_event_email', ['event_id', 'email_normalized']),
      uniqueIndex('uq_event_waitlist_event_ticket', ['event_id', 'ticket']),
    ],
    foreignKeys: [foreignKey('event_id', 'events', 'CASCADE')],
  }),
);
