import type { AppDeps } from '../deps';
import type { User } from '../db/entities';
import { HttpError } from '../errors';
import { presentUser } from '../presenters';
import { isAdmin } from '../policies';
import { getEvent, listEvents } from '../routes/api/events/reads';
import { getPageContent, listHomeContent } from '../routes/api/content/reads';
import { listGallery, listGalleryPage } from '../routes/api/gallery/reads';
import { GALLERY_FIRST_PAGE } from '../../shared/constants';
import { listHistorySections } from '../routes/api/history/reads';

/**
 * The public GETs the server-side renderer may need, by API path. They call the same read functions as
 * the API routes, so the HTML and a later fetch from the browser see identical JSON.
 */
type Read = (match: RegExpMatchArray, deps: AppDeps, user: User | null) => Promise<unknown>;

// Ids come from the page's own URL, so anything may arrive here ('a/b', '%E0%A4'): such ids match the
// pattern and are then refused by the read as "not found", exactly as the API would answer the browser.
const READS: Array<[RegExp, Read]> = [
  [/^\/api\/auth\/user$/, async (_m, _d, user) => (user ? presentUser(user) : null)],
  [/^\/api\/events$/, (_m, d) => listEvents(d.db)],
  [/^\/api\/events\/(.+)$/s, (m, d) => getEvent(d.db, decodeParam(m[1]))],
  [/^\/api\/home-content$/, (_m, d, user) => listHomeContent(d.db, isAdmin(user))],
  [/^\/api\/page-content\/(.+)$/s, (m, d) => getPageContent(d.db, decodeParam(m[1]))],
  [/^\/api\/gallery$/, (_m, d, user) => listGallery(d.db, user)],
  // The gallery page's first screenful, as GET /api/gallery/first-page answers it.
  [/^\/api\/gallery\/first-page$/, (_m, d, user) => listGalleryPage(d.db, user, { limit: GALLERY_FIRST_PAGE })],
  [/^\/api\/history-content$/, (_m, d) => listHistorySections(d.db, false)],
];

export class ReadNotFound extends Error {}

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ReadNotFound(raw);
  }
}

export function createReader(deps: AppDeps, user: User | null) {
  return async (path: string): Promise<unknown> => {
    for (const [pattern, read] of READS) {
      const m = path.match(pattern);
      if (!m) continue;
      try {
        return await read(m, deps, user);
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) throw new ReadNotFound(path);
        throw err;
      }
    }
    throw new Error(`No server-side read for ${path}`);
  };
}
