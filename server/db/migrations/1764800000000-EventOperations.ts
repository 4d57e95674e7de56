import { migration } from './defineMigration';
import { column } from './migrationSteps';

/**
 * Reminders before an event and calling an event off (ADR 036). `reminded_at` is claimed by a conditional update,
 * so each registration is reminded once however many instances look; `status` says whether the event still takes
 * place; `calendar_sequence` is the SEQUENCE the registrants' calendar entries last carried, raised with every
 * change they are told of, so calendar programs take each new file over the one before.
 */
export const EventOperations1764800000000 = migration(
  'EventOperations1764800000000',
  column('events', "status varchar(20) = 'scheduled'"),
  column('events', 'calendar_sequence int = 0'),
  column('event_registrations', 'reminded_at timestamp?'),
);
