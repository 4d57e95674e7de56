import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

/** History content (ADR 014): the custom sections admins write for the history page. */
export const HistorySections1764300000000 = migration(
  'HistorySections1764300000000',
  table({
    name: 'history_sections',
    columns: (c) => [
      c.id(),
      c.varchar('title', 200),
      c.text('content', true),
      c.text('image_url', true),
      c.varchar('image_alt', 300, { nullable: true }),
      c.bool('is_visible', true),
      c.int('display_order', { default: 0 }),
      c.timestamp('created_at', { defaultNow: true }),
      c.timestamp('updated_at', { defaultNow: true }),
      c.ref('updated_by', true),
    ],
    indices: [index('idx_history_sections_order', ['display_order'])],
    // A deleted admin account leaves the sections it wrote in place.
    foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
  }),
);
