import { migration } from './defineMigration';
import { column } from './migrationSteps';

/**
 * Who saved an event last, so the 409 a stale copy gets can say whose change it meets (as page texts, sections and
 * settings already do). The gallery order's author is kept beside its version in app_state.
 */
export const ChangeAuthors1765700000000 = migration('ChangeAuthors1765700000000', column('events', 'updated_by ref?'));
