import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

/** Uploads (ADR 011): the upload URLs handed out, so each works once and only until it expires. */
export const UploadSlots1764000000000 = migration(
  'UploadSlots1764000000000',
  table({
    name: 'upload_slots',
    columns: (c) => [c.id(), c.ref('user_id'), c.timestamp('expires_at'), c.timestamp('used_at', { nullable: true })],
    indices: [index('idx_upload_slots_expires', ['expires_at'])],
    // A deleted account's pending URLs go with it.
    foreignKeys: [foreignKey('user_id', 'users', 'CASCADE')],
  }),
);
