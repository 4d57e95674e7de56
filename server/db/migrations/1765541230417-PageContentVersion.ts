import { migration } from './defineMigration';
import { column } from './migrationSteps';

/** Page images become versioned records like the others admins edit, so an offline change cannot overwrite one. */
export const PageContentVersion1765541230417 = migration(
  'PageContentVersion1765541230417',
  column('page_content', 'version int = 1'),
);
