import { migration } from './defineMigration';
import { columnOnEach, columns } from './migrationSteps';

const SIGN_UPS = ['event_registrations', 'event_waitlist'] as const;

/**
 * Parties and questions: an event may take guests with each sign-up (children taking seats or not) and ask up to
 * five questions; a registration or a place on the waiting list holds its party, the seats it takes and its
 * answers, and the seat counter counts people. `channel` tells the office's own entries (phone, walk-in) apart.
 */
export const PartiesAndQuestions1766200000000 = migration(
  'PartiesAndQuestions1766200000000',
  columns('events', 'guest_limit int = 0, children_take_seats bool = true, questions json?'),
  columnOnEach(SIGN_UPS, 'guests int = 0'),
  columnOnEach(SIGN_UPS, 'children int = 0'),
  columnOnEach(SIGN_UPS, 'seats int = 1'),
  columnOnEach(SIGN_UPS, 'answers json?'),
  columnOnEach(['event_registrations'], 'channel varchar(10)?'),
);
