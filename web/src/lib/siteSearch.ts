import { queryOptions } from '@tanstack/react-query';
import type { EventDto, GalleryImageDto } from '@shared/api/types';
import { apiRequest } from '@shared/api/http';
import { pathOfKey, queryKeys } from '@shared/api/keys';
import type { RouteResponse } from '@shared/api/routes';
import { ALL_CATEGORIES, filterImages } from '../components/gallery/galleryFilters';
import { pastEvents, searchEvents, sortEvents, upcomingEvents } from '../components/events/eventLists';

/** The search page's address: /search?q=owl. Its form works before and without scripts (a plain GET). */
export const SITE_SEARCH_PATH = '/search';
export const SITE_SEARCH_PARAM = 'q';

export const searchTermOf = (params: URLSearchParams) => (params.get(SITE_SEARCH_PARAM) ?? '').trim();

/** The events with a page of their own that match, as the events list matches: coming up first, then past ones. */
export function matchingEvents(events: EventDto[], term: string): EventDto[] {
  return [...sortEvents(searchEvents(upcomingEvents(events), term), 'date'), ...searchEvents(pastEvents(events), term)];
}

/** The gallery's photos that match, as the gallery's own search matches them (title or description). */
export const matchingPhotos = (images: GalleryImageDto[], term: string) =>
  filterImages(images, { search: term, category: ALL_CATEGORIES });

/**
 * The photos that match a term. The server fills it from the whole gallery and sends only the matches with the
 * page; a search reached inside the browser asks for the gallery itself.
 */
export const matchingPhotosQuery = (term: string) =>
  queryOptions<GalleryImageDto[]>({
    queryKey: ['site-search', 'photos', term.toLowerCase()],
    queryFn: async () => {
      // The gallery's own read, by its query key's path; its answer's type is the route's.
      const images = (await (await apiRequest('GET', pathOfKey(queryKeys.gallery))).json()) as RouteResponse<'gallery'>;
      return matchingPhotos(images, term);
    },
  });
