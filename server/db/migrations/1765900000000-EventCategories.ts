import { migration } from './defineMigration';
import { column } from './migrationSteps';

/**
 * An event's kind (walk, workday, talk...), one of the names the organisation lists in its settings; visitors filter
 * the events page by it. Existing events have none until an admin gives them one.
 */
export const EventCategories1765900000000 = migration(
  'EventCategories1765900000000',
  column('events', 'category varchar(40)?'),
);
