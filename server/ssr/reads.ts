import type { AppDeps } from '../deps';
import type { User } from '../db/entities';
import { HttpError } from '../errors';
import { presentUser } from '../presenters';
import { isAdmin } from '../policies';
import { getEvent, listEvents, listUpcomingEvents } from '../routes/api/events/reads';
import { getPageContent, listHomeContent } from '../routes/api/content/reads';
import { listGallery, listGalleryPage } from '../routes/api/gallery/reads';
import { GALLERY_FIRST_PAGE } from '../../shared/constants';
import { listHistorySections } from '../routes/api/history/reads';
import { listPageTexts } from '../routes/api/pageTexts/reads';
import { listNewsletterIssues } from '../services/newsletterIssues';
import { matchRoute, type RouteName } from '@shared/api/routes';

/**
 * The public GETs the server-side renderer may answer in-process, by route name (the route table marks them `ssr`).
 * They call the same read functions as the API routes, so the HTML and a later fetch from the browser see identical
 * JSON. The renderer asks by path, exactly as the browser would fetch it, and the path is matched to its route the
 * way the routers match it.
 */
type Read = (params: Record<string, string>, deps: AppDeps, user: User | null) => Promise<unknown>;

export const SSR_READS: Partial<Record<RouteName, Read>> = {
  currentUser: async (_p, _d, user) => (user ? presentUser(user) : null),
  eventList: (_p, d) => listEvents(d.db),
  eventUpcoming: (_p, d) => listUpcomingEvents(d.db),
  eventGet: (p, d) => getEvent(d.db, p.id),
  homeContent: (_p, d, user) => listHomeContent(d.db, isAdmin(user)),
  pageContent: (p, d) => getPageContent(d.db, p.key),
  gallery: (_p, d, user) => listGallery(d.db, user),
  // The gallery page's first screenful, as GET /api/gallery/first-page answers it.
  galleryFirstPage: (_p, d, user) => listGalleryPage(d.db, user, { limit: GALLERY_FIRST_PAGE }),
  historyContent: (_p, d) => listHistorySections(d.db, false),
  pageTexts: (_p, d) => listPageTexts(d.db),
  newsletterIssues: (_p, d) => listNewsletterIssues(d.db),
};

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
    // Ids come from the page's own URL, so anything may arrive here ('a/b', '%E0%A4'). A path no route matches, or
    // a parameter that does not decode, is "not found", exactly as the API would answer the browser.
    const match = matchRoute('GET', path.split('?')[0]);
    if (!match) throw new ReadNotFound(path);
    const read = SSR_READS[match.name];
    if (!read || !match.route.ssr) throw new Error(`No server-side read for ${path}`);
    const params = Object.fromEntries(Object.entries(match.rawParams).map(([k, v]) => [k, decodeParam(v)]));
    try {
      return await read(params, deps, user);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) throw new ReadNotFound(path);
      throw err;
    }
  };
}
