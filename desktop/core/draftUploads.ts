import type { Settings } from './settings';

/**
 * A picture chosen while the site cannot be reached waits in the outbox with its file, and the screens get this
 * address for it: a stored-file path like the site's own (`/objects/...`), which the app's picture route (Electron's
 * app:// scheme, the harness) hands to the core, so the volunteer sees the picture from this computer. Drafts that
 * name it carry it until the upload reaches the site; then the stored path takes its place.
 */
export const DRAFT_UPLOAD_PREFIX = '/objects/desktop-draft/';

// Older drafts named waiting uploads `draft-upload:<id>`; both spellings are read.
const PLACEHOLDER =
  /(?:\/objects\/desktop-draft\/|draft-upload:)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;
const DRAFT_PATH = /^\/objects\/desktop-draft\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Where the stored address of a sent upload is kept (settings), for drafts made after it was sent. */
export const uploadKey = (id: string) => `upload:${id}`;

/** The outbox id of the waiting upload a stored-file path names, or null. */
export function draftUploadIdOf(pathname: string): string | null {
  return DRAFT_PATH.exec(pathname)?.[1] ?? null;
}

/** Whether a draft's body names a waiting upload. */
export const namesDraftUpload = (text: string) => text.search(PLACEHOLDER) !== -1;

/**
 * The text with every waiting upload's placeholder replaced by the address the site gave it; undefined while one it
 * names has not reached the site yet (the draft must wait behind it).
 */
export async function withUploadAddresses(text: string, settings: Settings): Promise<string | undefined> {
  let out = text;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const url = await settings.get(uploadKey(match[1]));
    if (!url) return undefined;
    out = out.split(match[0]).join(url);
  }
  return out;
}
