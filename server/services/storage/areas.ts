import { VIDEO_TYPES } from '../videos';
import { isSafeStorageKey, type Storage } from './types';

/**
 * The areas of the file store, by key prefix, and the content types each may hold. Files are served with their
 * stored content type, so a type outside these lists (text/html, image/svg+xml) would let a stored file run as a
 * page of this site. Only a restore writes a type it did not choose itself; it checks every file against this.
 */
const AREAS: Array<{ prefix: string; types: ReadonlySet<string> | 'unserved' }> = [
  // Pictures: WebP as the site stores them, JPEG and PNG as older versions kept originals.
  { prefix: 'uploads/', types: new Set(['image/webp', 'image/jpeg', 'image/png']) },
  { prefix: 'videos/', types: new Set(Object.values(VIDEO_TYPES)) },
  // Newsletter PDFs admins uploaded (ADR 057), checked by their first bytes when uploaded.
  { prefix: 'newsletters/', types: new Set(['application/pdf']) },
  // Uploads not yet added (S3): typed by the uploading browser, never served, judged by their bytes when added.
  { prefix: 'incoming/', types: 'unserved' },
];

/** The key prefixes the site writes under: a backup takes these, a restore replaces these and leaves the rest. */
export const STORE_AREAS: readonly string[] = AREAS.map((a) => a.prefix);

/** Every key of the site's areas, in order. */
export async function listSiteKeys(storage: Pick<Storage, 'list'>): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of STORE_AREAS) keys.push(...(await storage.list(prefix)));
  return keys;
}

export const MAX_KEY_LENGTH = 1024;

/** What is wrong with storing `contentType` under `key`, in words; null when nothing is. */
export function storedFileProblem(key: string, contentType: string): string | null {
  if (key.length > MAX_KEY_LENGTH || !isSafeStorageKey(key)) return 'is not a storage key this site uses';
  const area = AREAS.find((a) => key.startsWith(a.prefix));
  if (!area) return 'is outside the areas of the file store (uploads/, videos/, newsletters/, incoming/)';
  if (area.types === 'unserved') {
    // Bounded printable text: it travels in a header (S3) or a small side file (local disk).
    return /^[\x20-\x7e]{1,255}$/.test(contentType) ? null : 'has a content type that is not printable text';
  }
  return area.types.has(contentType) ? null : `has a content type (${contentType}) its area never holds`;
}
