import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

/** History content (ADR 014): the custom sections admins write for the history page. */
export const HistorySections1764300000000 = migration(
  'HistorySections1764300000000',
  table({
    name: 'history_sections',
    columns: `
      id, title varchar(200), content text?, image_url text?, image_alt varchar(300)?, is_visible bool = true,
      display_order int = 0, created_at timestamp = now, updated_at timestamp = now, updated_by ref?
    `,
    indices: [index('idx_history_sections_order', ['display_order'])],
    // A deleted admin account leaves the sections it wrote in place.
    foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
  }),
);
