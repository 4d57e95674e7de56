import type { Database } from '@server/db/database';
import { GalleryImage } from '@server/db/entities';
import { badRequest } from '@server/errors';
import type { ImageOrderUpdate } from '@shared/schemas/galleryAdmin';
import { claimGalleryOrder, galleryOrderVersion } from './orderVersion';

/** How many ids an error message lists before it just counts the rest; the field errors name every one. */
const NAMED_IN_MESSAGE = 10;

function listed(ids: string[]): string {
  const shown = ids.slice(0, NAMED_IN_MESSAGE).join(', ');
  return ids.length > NAMED_IN_MESSAGE ? `${shown} and ${ids.length - NAMED_IN_MESSAGE} more` : shown;
}

/** Two entries for one image would make the result depend on their order in the list: refuse them. */
function refuseDuplicates(updates: ImageOrderUpdate[]): void {
  const seen = new Set<string>();
  const fieldErrors: Record<string, string[]> = {};
  const twice: string[] = [];
  updates.forEach((u, i) => {
    if (seen.has(u.id)) {
      fieldErrors[`imageUpdates.${i}.id`] = ['This image is already listed earlier'];
      if (!twice.includes(u.id)) twice.push(u.id);
    }
    seen.add(u.id);
  });
  if (twice.length) throw badRequest(`Images listed more than once: ${listed(twice)}`, fieldErrors);
}

/**
 * Gives every listed image its new order and section, all in one transaction: the ids are checked inside
 * it, so if one is unknown (or deleted a moment ago) nothing is changed and the answer names it.
 */
export async function applyReorder(
  db: Database,
  updates: ImageOrderUpdate[],
  version: number | undefined,
  by: string | null,
): Promise<{ updated: number; version: number }> {
  refuseDuplicates(updates);
  if (!updates.length && version === undefined) return { updated: 0, version: await galleryOrderVersion(db.read) };
  return db.write(async (m) => {
    // First, so a stale board is refused before anything else is looked at.
    const newVersion = await claimGalleryOrder(m, version, by);
    const known = new Set<string>();
    const ids = updates.map((u) => u.id);
    // In slices, to stay under SQLite's limit on bound parameters for the largest allowed request.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await m
        .createQueryBuilder(GalleryImage, 'g')
        .select('g.id', 'id')
        .where('g.id IN (:...ids)', { ids: ids.slice(i, i + 500) })
        .getRawMany<{ id: string }>();
      for (const r of rows) known.add(r.id);
    }
    const fieldErrors: Record<string, string[]> = {};
    const unknown: string[] = [];
    updates.forEach((u, i) => {
      if (known.has(u.id)) return;
      fieldErrors[`imageUpdates.${i}.id`] = ['No gallery image has this id'];
      unknown.push(u.id);
    });
    if (unknown.length) throw badRequest(`Unknown image ids: ${listed(unknown)}`, fieldErrors);
    const vanished: string[] = [];
    for (const u of updates) {
      const result = await m.update(
        GalleryImage,
        { id: u.id },
        { displayOrder: u.displayOrder, position: u.position, version: () => 'version + 1' },
      );
      // Deleted by someone else after the check above (PostgreSQL does not lock rows it only read): refuse
      // the whole order rather than report images placed that no longer exist. Throwing rolls back.
      if (result.affected === 0) vanished.push(u.id);
    }
    if (vanished.length) throw badRequest(`Unknown image ids: ${listed(vanished)}`);
    return { updated: updates.length, version: newVersion };
  });
}
