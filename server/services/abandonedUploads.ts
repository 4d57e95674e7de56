import { LessThan } from 'typeorm';
import { UNSEEN_BY_VISITORS } from '../db/database';
import type { AppDeps } from '../deps';
import { UploadSlot } from '../db/entities';
import { deleteUploadIfUnreferenced } from './uploadReferences';
import { instanceId, takeLease } from './leases';

/**
 * An upload nobody added to the gallery (or to a page) within a day of its URL expiring was abandoned: the
 * dialog was cancelled, the tab closed. Its files and its slot go. A day, not the URL's 15 minutes, because
 * people fill in titles and descriptions after the file has arrived.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;

/** Deletes up to a batch of abandoned uploads; answers how many slots it closed. */
export async function sweepAbandonedUploads(deps: Pick<AppDeps, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  // One instance sweeps at a time (ADR 022); the others skip this round rather than race over the same slots.
  if (!(await takeLease(deps.db, 'upload-sweep', instanceId, 60_000))) return 0;
  const stale = await deps.db.repo(UploadSlot).find({
    where: { expiresAt: LessThan(new Date(now - ABANDONED_AFTER_MS)) },
    order: { expiresAt: 'ASC' },
    take: SWEEP_BATCH,
  });
  for (const slot of stale) {
    // Files still shown somewhere stay; slots are only bookkeeping, and an expired one can never be used again.
    await deleteUploadIfUnreferenced(deps, slot.id);
    await deps.db.write((m) => m.delete(UploadSlot, { id: slot.id }), UNSEEN_BY_VISITORS);
  }
  return stale.length;
}
