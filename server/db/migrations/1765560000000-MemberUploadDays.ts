import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, uniqueIndex } from './tableHelpers';

/** Members' upload budget in bytes per day (ADR 049): one row per member and day, its bytes claimed atomically. */
export const MemberUploadDays1765560000000 = migration(
  'MemberUploadDays1765560000000',
  table({
    name: 'member_upload_days',
    columns: `
      id, user_id ref, day varchar(10), bytes int = 0
    `,
    indices: [uniqueIndex('uq_member_upload_days_user_day', ['user_id', 'day'])],
    // A deleted account's counts go with it.
    foreignKeys: [foreignKey('user_id', 'users', 'CASCADE')],
  }),
);
