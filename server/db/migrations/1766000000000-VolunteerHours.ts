import { migration } from './defineMigration';
import { column } from './migrationSteps';

/**
 * Volunteer hours: an event may record them (a workday), and checking someone in there gives them the event's
 * length, which an admin may correct; grant reports add them up per person and per month.
 */
export const VolunteerHours1766000000000 = migration(
  'VolunteerHours1766000000000',
  column('events', 'records_hours bool = false'),
  column('event_registrations', 'volunteer_minutes int?'),
);
