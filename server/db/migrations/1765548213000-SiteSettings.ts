import { migration } from './defineMigration';
import { table } from './migrationSteps';

/**
 * The organisation's details, edited by admins (ADR 040). Created empty: the server fills the one row from ORG_*
 * (or the samples) at its first start, so the values given at that start are the ones kept.
 */
export const SiteSettings1765548213000 = migration(
  'SiteSettings1765548213000',
  table({
    name: 'site_settings',
    columns: (c) => [
      c.id(),
      c.json('data'),
      c.int('version', { default: 1 }),
      c.timestamp('updated_at', { defaultNow: true }),
      c.ref('updated_by', true),
    ],
  }),
);
