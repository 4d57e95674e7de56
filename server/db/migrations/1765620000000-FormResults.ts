import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { index } from './tableHelpers';

/**
 * Public forms posted without scripts answer with a redirect to a page showing the outcome (ADR 055): the outcome
 * waits here for that page, and a repeated submission finds the first one's row.
 */
export const FormResults1765620000000 = migration(
  'FormResults1765620000000',
  table({
    name: 'form_results',
    columns: 'id varchar(64) primary, owner varchar(64), path varchar(2000), outcome text, expires_at timestamp',
    indices: [index('idx_form_results_expires', ['expires_at'])],
  }),
);
