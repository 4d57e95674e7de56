import type { SelectQueryBuilder } from 'typeorm';
import type { Database } from '@server/db/database';
import { GalleryImage, HiddenImage, type User } from '@server/db/entities';
import { presentGalleryImageFor } from '@server/presenters/gallery';
import type { GalleryImageDto } from '@shared/api/types';
import { cursorAfter, type GalleryCursor } from './cursor';

export interface GalleryPage {
  images: GalleryImageDto[];
  /** Where the next page starts; null when this page reached the end. */
  nextCursor: string | null;
}

/**
 * The images one person may see, in gallery order: the 'above' section first, then 'below', each by
 * displayOrder, then by age, and finally by id so that equal keys still have one fixed order across pages.
 * Visitors: public images nobody has hidden. Signed-in people: also their own images awaiting approval.
 * Admins: everything, flagged (presenters/gallery.ts).
 */
function visibleTo(db: Database, viewer: User | null): SelectQueryBuilder<GalleryImage> {
  const q = db.repo(GalleryImage).createQueryBuilder('g');
  if (!viewer?.isAdmin) {
    if (viewer) q.where('(g.is_public = :pub OR g.uploaded_by = :me)', { pub: true, me: viewer.id });
    else q.where('g.is_public = :pub', { pub: true });
    q.andWhere(
      (sub) => `NOT EXISTS ${sub.subQuery().select('1').from(HiddenImage, 'h').where('h.image_id = g.id').getQuery()}`,
    );
  }
  return q
    .orderBy('g.position', 'ASC')
    .addOrderBy('g.display_order', 'ASC')
    .addOrderBy('g.created_at', 'ASC')
    .addOrderBy('g.id', 'ASC');
}

/** Rows strictly after the cursor in the order above, spelled out so both databases read it the same way. */
function startAfter(db: Database, q: SelectQueryBuilder<GalleryImage>, c: GalleryCursor): void {
  q.andWhere(
    `(g.position > :cp
      OR (g.position = :cp AND g.display_order > :co)
      OR (g.position = :cp AND g.display_order = :co AND g.created_at > :cc)
      OR (g.position = :cp AND g.display_order = :co AND g.created_at = :cc AND g.id > :ci))`,
    { cp: c.position, co: c.displayOrder, cc: db.dateParam(c.createdAt), ci: c.id },
  );
}

/** Which of these images an admin has hidden (only admins are ever shown hidden images). */
async function hiddenAmong(db: Database, ids: string[]): Promise<Set<string>> {
  const hidden = new Set<string>();
  // In slices, to stay under SQLite's limit on bound parameters however large the gallery grows.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .repo(HiddenImage)
      .createQueryBuilder('h')
      .select('h.image_id', 'imageId')
      .where('h.image_id IN (:...ids)', { ids: ids.slice(i, i + 500) })
      .getRawMany<{ imageId: string }>();
    for (const r of rows) hidden.add(r.imageId);
  }
  return hidden;
}

async function present(db: Database, viewer: User | null, rows: GalleryImage[]): Promise<GalleryImageDto[]> {
  const hidden =
    viewer?.isAdmin && rows.length
      ? await hiddenAmong(
          db,
          rows.map((r) => r.id),
        )
      : new Set<string>();
  return rows.map((g) => presentGalleryImageFor(viewer, g, hidden.has(g.id)));
}

/** One page of the gallery (or all of it without a limit), starting after `cursor` when given. */
export async function listGalleryPage(
  db: Database,
  viewer: User | null,
  page: { limit?: number; cursor?: GalleryCursor | null } = {},
): Promise<GalleryPage> {
  const q = visibleTo(db, viewer);
  if (page.cursor) startAfter(db, q, page.cursor);
  // One row more than asked tells whether another page exists without a second query.
  if (page.limit !== undefined) q.limit(page.limit + 1);
  const rows = await q.getMany();
  const more = page.limit !== undefined && rows.length > page.limit;
  if (more) rows.length = page.limit!;
  return { images: await present(db, viewer, rows), nextCursor: more ? cursorAfter(rows[rows.length - 1]) : null };
}

/** The whole gallery as this person sees it: GET /api/gallery, and what server rendering puts in the page. */
export async function listGallery(db: Database, viewer: User | null = null): Promise<GalleryImageDto[]> {
  return (await listGalleryPage(db, viewer)).images;
}
