import { migration } from './defineMigration';
import { columnOnEach, table } from './migrationSteps';
import { foreignKey } from './tableHelpers';

/** Tables the demo seed fills; a row it wrote carries `is_demo`, so removing the demo never touches an admin's. */
export const DEMO_MARKED_TABLES = [
  'events',
  'gallery_images',
  'home_page_content',
  'history_sections',
  'page_content',
] as const;

/**
 * The organisation's own words on the about, history and donate pages as keyed texts an admin edits (ADR 043),
 * and the demo mark on every table the demo seed writes to.
 */
export const PageTextsAndDemoMarks1765548213500 = migration(
  'PageTextsAndDemoMarks1765548213500',
  table({
    name: 'page_texts',
    columns: `
      id, key varchar(100) unique, title varchar(200)?, body text, is_demo bool = false, updated_at timestamp = now,
      updated_by ref?, version int = 1
    `,
    // A deleted admin account leaves the texts it wrote in place.
    foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
  }),
  columnOnEach(DEMO_MARKED_TABLES, 'is_demo bool = false'),
);
