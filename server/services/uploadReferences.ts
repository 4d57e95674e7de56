import type { AppDeps } from '../deps';
import type { ObjectLiteral } from 'typeorm';
import {
  Event,
  GalleryImage,
  HiddenImage,
  HistorySection,
  HomePageContent,
  PageContent,
  SiteSettings,
  UploadSlot,
  User,
} from '../db/entities';
import { incomingKeyOf, mainKeyOf } from './images';
import { objectIdFromUrl } from '@shared/lib/objectPaths';

type Referencing =
  | typeof Event
  | typeof GalleryImage
  | typeof HistorySection
  | typeof HomePageContent
  | typeof PageContent
  | typeof SiteSettings
  | typeof User;

/**
 * What admins put on the site's pages: page images, home blocks with pictures in their HTML, history section
 * pictures, event images and recaps, and the logo in the site settings. A file any of these shows is public.
 */
const PUBLIC_CONTENT: { entity: Referencing; columns: string[] }[] = [
  { entity: PageContent, columns: ['t.value'] },
  { entity: HomePageContent, columns: ['t.content'] },
  { entity: HistorySection, columns: ['t.image_url'] },
  { entity: Event, columns: ['t.image_url', 'CAST(t.image_urls AS TEXT)', 't.event_content'] },
  { entity: SiteSettings, columns: ['CAST(t.data AS TEXT)'] },
];

/**
 * Every column that may hold an address of a stored upload, raw or normalised: the public content above, gallery
 * rows and profile pictures. The id is a uuid, so a substring match names exactly that upload; JSON lists are
 * compared as text.
 */
const REFERENCES: { entity: Referencing; columns: string[] }[] = [
  { entity: GalleryImage, columns: ['t.image_url'] },
  ...PUBLIC_CONTENT,
  { entity: User, columns: ['t.profile_image_url'] },
];

async function anyReference(deps: Pick<AppDeps, 'db'>, refs: typeof REFERENCES, id: string): Promise<boolean> {
  const pattern = `%${id}%`;
  for (const { entity, columns } of refs) {
    const qb = deps.db.repo(entity).createQueryBuilder('t').select('1');
    for (const column of columns) qb.orWhere(`${column} LIKE :pattern`, { pattern });
    if (await qb.limit(1).getRawOne()) return true;
  }
  return false;
}

export async function isUploadReferenced(deps: Pick<AppDeps, 'db'>, id: string): Promise<boolean> {
  return anyReference(deps, REFERENCES, id);
}

/**
 * Whether visitors may see upload `id`: the gallery shows it to them (approved, and hidden by nobody: the same
 * rule as the gallery list), or public content uses it. Anything else (a photo waiting for approval, a hidden
 * one, an upload not added anywhere yet) is only for the people it belongs to (uploadOwners) and admins.
 */
export async function isUploadPublic(deps: Pick<AppDeps, 'db'>, id: string): Promise<boolean> {
  const shownInGallery = await deps.db
    .repo(GalleryImage)
    .createQueryBuilder('g')
    .select('1')
    .where('g.image_url LIKE :pattern AND g.is_public = :pub', { pattern: `%${id}%`, pub: true })
    .andWhere(
      (sub) => `NOT EXISTS ${sub.subQuery().select('1').from(HiddenImage, 'h').where('h.image_id = g.id').getQuery()}`,
    )
    .limit(1)
    .getRawOne();
  return Boolean(shownInGallery) || anyReference(deps, PUBLIC_CONTENT, id);
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
 * Deletes the files of the upload an address names once nothing shows it any more (a picture removed from the
 * gallery, a section or an event). A failure is logged, not thrown: files left behind cost disk space, not
 * correctness, and the row is already gone.
 */
export async function forgetUpload(deps: Pick<AppDeps, 'db' | 'storage' | 'log'>, imageUrl: string | null) {
  const uploadId = objectIdFromUrl(imageUrl);
  if (!uploadId) return;
  try {
    await deleteUploadIfUnreferenced(deps, uploadId);
  } catch (err) {
    deps.log.error('could not delete stored image files', { uploadId, err });
  }
}

/** Rows that show an upload, and whose the row is: the uploader of a gallery picture, the user of a profile picture. */
const OWNING_ROWS = [
  { entity: GalleryImage, owner: 'uploaded_by', address: 'image_url' },
  { entity: User, owner: 'id', address: 'profile_image_url' },
];

/**
 * The accounts upload `id` belongs to: the one its upload URL was given to (while the slot is kept, a day past
 * its expiry), the uploader named on any gallery row showing it, and anyone whose profile picture it is.
 */
export async function uploadOwners(deps: Pick<AppDeps, 'db'>, id: string): Promise<Set<string>> {
  const pattern = `%${id}%`;
  const owners = new Set<string>();
  const slot = await deps.db.repo(UploadSlot).findOneBy({ id });
  if (slot) owners.add(slot.userId);
  for (const { entity, owner, address } of OWNING_ROWS) {
    const rows = await deps.db
      .repo<ObjectLiteral>(entity)
      .createQueryBuilder('t')
      .select(`DISTINCT t.${owner}`, 'owner')
      .where(`t.${address} LIKE :pattern AND t.${owner} IS NOT NULL`, { pattern })
      .getRawMany<{ owner: string }>();
    for (const row of rows) owners.add(row.owner);
  }
  return owners;
}
