import { migration } from './defineMigration';
import { column } from './migrationSteps';

/** Check-in at the trailhead (ADR 037): when a registrant was marked present; empty until then. */
export const RegistrationCheckIn1765000000000 = migration(
  'RegistrationCheckIn1765000000000',
  column('event_registrations', 'checked_in_at timestamp?'),
);
