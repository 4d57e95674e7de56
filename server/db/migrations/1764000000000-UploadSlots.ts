import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

/** Uploads (ADR 011): the upload URLs handed out, so each works once and only until it expires. */
export const UploadSlots1764000000000 = migration(
  'UploadSlots1764000000000',
  table({
    name: 'upload_slots',
    columns: `
      id, user_id ref, expires_at timestamp, used_at timestamp?
    `,
    indices: [index('idx_upload_slots_expires', ['expires_at'])],
    // A deleted account's pending URLs go with it.
    foreignKeys: [foreignKey('user_id', 'users', 'CASCADE')],
  }),
);
