import type { AppDeps } from '../deps';
import { Event, GalleryImage, HistorySection, HomePageContent, PageContent, UploadSlot, User } from '../db/entities';
import { incomingKeyOf, mainKeyOf } from './images';

/**
 * Every column that may hold an address of a stored upload, raw or normalised (gallery rows, page images,
 * home blocks with pictures in their HTML, history section pictures, event images and recaps, profile pictures). The id is a uuid, so a
 * substring match names exactly that upload; JSON lists are compared as text.
 */
const REFERENCES: {
  entity: typeof Event | typeof GalleryImage | typeof HistorySection | typeof HomePageContent | typeof PageContent | typeof User;
  columns: string[];
}[] = [
  { entity: GalleryImage, columns: ['t.image_url'] },
  { entity: PageContent, columns: ['t.value'] },
  { entity: HomePageContent, columns: ['t.content'] },
  { entity: HistorySection, columns: ['t.image_url'] },
  { entity: Event, columns: ['t.image_url', 'CAST(t.image_urls AS TEXT)', 't.event_content'] },
  { entity: User, columns: ['t.profile_image_url'] },
];

export async function isUploadReferenced(deps: Pick<AppDeps, 'db'>, id: string): Promise<boolean> {
  const pattern = `%${id}%`;
  for (const { entity, columns } of REFERENCES) {
    const qb = deps.db.repo(entity).createQueryBuilder('t').select('1');
    for (const column of columns) qb.orWhere(`${column} LIKE :pattern`, { pattern });
    if (await qb.limit(1).getRawOne()) return true;
  }
  return false;
}

/**
 * Deletes the stored files of upload `id` (main image first, so the address stops answering at once, then the
 * sizes and any raw upload) unless something in the database still shows it. Answers whether it deleted.
 */
export async function deleteUploadIfUnreferenced(deps: Pick<AppDeps, 'db' | 'storage'>, id: string): Promise<boolean> {
  if (await isUploadReferenced(deps, id)) return false;
  const { storage } = deps;
  await storage.delete(mainKeyOf(id));
  for (const key of await storage.list(`${mainKeyOf(id)}.`)) await storage.delete(key);
  await storage.delete(incomingKeyOf(id));
  return true;
}

/**
 * The accounts upload `id` belongs to: the one its upload URL was given to (while the slot is kept, a day past
 * its expiry), the uploader named on any gallery row showing it, and anyone whose profile picture it is.
 */
export async function uploadOwners(deps: Pick<AppDeps, 'db'>, id: string): Promise<Set<string>> {
  const pattern = `%${id}%`;
  const owners = new Set<string>();
  const slot = await deps.db.repo(UploadSlot).findOneBy({ id });
  if (slot) owners.add(slot.userId);
  const uploaders = await deps.db
    .repo(GalleryImage)
    .createQueryBuilder('g')
    .select('DISTINCT g.uploaded_by', 'uploadedBy')
    .where('g.image_url LIKE :pattern AND g.uploaded_by IS NOT NULL', { pattern })
    .getRawMany<{ uploadedBy: string }>();
  for (const u of uploaders) owners.add(u.uploadedBy);
  const profiles = await deps.db.repo(User).createQueryBuilder('t').select('t.id', 'id').where('t.profile_image_url LIKE :pattern', { pattern }).getRawMany<{ id: string }>();
  for (const p of profiles) owners.add(p.id);
  return owners;
}
