import { migration } from './defineMigration';
import { columnOnEach } from './migrationSteps';

/** Tables whose rows admins edit, from the web or offline from the desktop app (ADR 018). */
export const VERSIONED_TABLES = [
  'events',
  'home_page_content',
  'history_sections',
  'gallery_images',
  'volunteers',
  'contact_submissions',
] as const;

/** Record versions: every editable row counts its writes, so a write against a stale copy can be refused (409). */
export const RecordVersions1764400000000 = migration(
  'RecordVersions1764400000000',
  columnOnEach(VERSIONED_TABLES, 'version int = 1'),
);
