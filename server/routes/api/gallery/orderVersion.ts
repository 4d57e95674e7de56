import type { EntityManager } from 'typeorm';
import { AppState } from '@server/db/entities';
import { GalleryImage } from '@server/db/entities';
import { HttpError } from '@server/errors';
import { lastChangeBy } from '@server/db/versions';
import type { GalleryOrderDto } from '@shared/api/types';

/**
 * The gallery's order is one record for editing purposes (ADR 041): a reorder names every picture, so two admins
 * saving orders made from the same board must not both pass. Its version lives in app_state (no table of its
 * own: it is a single number), starts at 1 and is bumped by every reorder and by the lightbox's section toggle.
 */
const KEY = 'gallery-order-version';
/** Who changed the order last and when ({ by, at } as JSON), for the conflict a stale board gets. */
const CHANGED_KEY = 'gallery-order-changed';
export const GALLERY_ORDER_ID = 'gallery';
export const GALLERY_ORDER_CONFLICT = 'Someone else changed the gallery order since you opened it.';

async function ensureRow(m: EntityManager): Promise<void> {
  await m.createQueryBuilder().insert().into(AppState).values({ key: KEY, value: '1' }).orIgnore().execute();
}

export async function galleryOrderVersion(m: EntityManager): Promise<number> {
  const row = await m.findOneBy(AppState, { key: KEY });
  return row ? Number(row.value) : 1;
}

/** The order as it stands, in the reorder body's shape, for a 409's `current` and the order's GET. */
export async function currentGalleryOrder(m: EntityManager): Promise<GalleryOrderDto> {
  const rows = await m
    .createQueryBuilder(GalleryImage, 'g')
    .select(['g.id', 'g.position', 'g.displayOrder', 'g.createdAt'])
    .orderBy('g.position', 'ASC')
    .addOrderBy('g.displayOrder', 'ASC')
    .addOrderBy('g.createdAt', 'ASC')
    .addOrderBy('g.id', 'ASC')
    .getMany();
  return {
    id: GALLERY_ORDER_ID,
    version: await galleryOrderVersion(m),
    imageUpdates: rows.map((r) => ({ id: r.id, displayOrder: r.displayOrder, position: r.position })),
  };
}

/** Who changed the order last, in the shape of a 409's `changedBy` (null before anyone did). */
async function orderChangedBy(m: EntityManager): Promise<{ name: string | null; at: string | null } | null> {
  const row = await m.findOneBy(AppState, { key: CHANGED_KEY });
  if (!row) return null;
  let changed: { by?: unknown; at?: unknown };
  try {
    changed = JSON.parse(row.value) as typeof changed;
  } catch {
    return null;
  }
  return lastChangeBy(m, changed.by, typeof changed.at === 'string' ? new Date(changed.at) : undefined);
}

/**
 * Check-and-bump in one statement inside the caller's transaction, like claimVersion (server/db/versions.ts):
 * with `expected`, a stale copy gets a 409 carrying the current order and who changed it, and nothing is written.
 * `by` is the account whose change this is.
 */
export async function claimGalleryOrder(
  m: EntityManager,
  expected: number | undefined,
  by: string | null,
): Promise<number> {
  await ensureRow(m);
  const update = m
    .createQueryBuilder()
    .update(AppState)
    .set({ value: () => 'CAST(CAST(value AS INTEGER) + 1 AS VARCHAR(20))' } as never)
    .where('key = :key', { key: KEY });
  if (expected !== undefined) update.andWhere('value = :expected', { expected: String(expected) });
  const result = await update.execute();
  if (!result.affected)
    throw new HttpError(409, GALLERY_ORDER_CONFLICT, undefined, {
      current: await currentGalleryOrder(m),
      changedBy: await orderChangedBy(m),
    });
  const changed = JSON.stringify({ by, at: new Date().toISOString() });
  await m
    .createQueryBuilder()
    .insert()
    .into(AppState)
    .values({ key: CHANGED_KEY, value: changed })
    .orUpdate(['value'], ['key'])
    .execute();
  return galleryOrderVersion(m);
}
