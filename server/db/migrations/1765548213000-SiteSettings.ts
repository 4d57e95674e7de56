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
    columns: `
      id, data json, version int = 1, updated_at timestamp = now, updated_by ref?
    `,
  }),
);
