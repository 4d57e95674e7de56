/**
 * Where a stored upload lives and how to recognise one in the addresses clients send back. Whatever address
 * the uploader finished with (our signed PUT URL, an S3 presigned URL, or the public path, absolute or not),
 * the database keeps only the public path `/objects/uploads/{id}`, so rows survive a change of host or driver.
 */

/** Ids we hand out (version 1-8 uuids, RFC variant). */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** Any uuid-shaped id: older versions of the site stored ids that need not follow the RFC. */
const ANY_UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The path forms that carry an upload id, anchored at the end of the path (query and fragment removed first).
 * One table for both readers, so a form added for one is seen by the other:
 * - `new`: what clients send now (POST /api/images and friends): the public path, our own signed upload URL,
 *   and the S3 key raw uploads wait under until processed.
 * - `stored`: what 'Fix Gallery URLs' may find in rows written by older versions of the site: the same forms,
 *   plus any storage service URL whose path ends in `uploads/{id}` (e.g. `/.private/uploads/{id}`).
 */
const UPLOAD_PATHS = {
  new: new RegExp(`(?:^|/)(?:objects/uploads|objects/upload|incoming)/(${UUID})$`, 'i'),
  stored: new RegExp(`/(?:uploads|upload|incoming)/(${ANY_UUID})$`, 'i'),
} as const;

export type UploadAddressKind = keyof typeof UPLOAD_PATHS;

export const objectPathOf = (id: string) => `/objects/uploads/${id}`;

/** The upload id in `url` (lower case), or null when the address is not one of ours (see UPLOAD_PATHS). */
export function objectIdFromUrl(url: string | null | undefined, kind: UploadAddressKind = 'new'): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || value.length > 4000) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !/^https?$/i.test(scheme[1])) return null;
  let path: string;
  try {
    // A base makes relative paths parse too; only the path part matters.
    path = decodeURIComponent(new URL(value, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  const match = UPLOAD_PATHS[kind].exec(path);
  return match ? match[1].toLowerCase() : null;
}

/** The stored form of an upload address, or null when it names no upload. */
export function normaliseObjectUrl(url: string | null | undefined): string | null {
  const id = objectIdFromUrl(url);
  return id ? objectPathOf(id) : null;
}
