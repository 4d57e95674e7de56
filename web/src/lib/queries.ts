import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/keys';
import type { ContactSubmissionDto, EventDto, GalleryImageDto, HomeSectionDto, PageContentDto, UserDto, VolunteerDto } from '../../../shared/api/types';
import type { ReadMeta } from '../../../shared/api/http';
import { USER_QUERY_STALE_MS } from '../../../shared/constants';

/**
 * Every public read as a query definition. The same definitions drive the route loaders on the server
 * (which fill the cache before rendering) and the components in the browser (which read that cache).
 */
const meta = (m: ReadMeta) => ({ meta: m });

export const userQuery = () =>
  queryOptions<UserDto | null>({
    queryKey: queryKeys.user,
    // A failed lookup counts as signed out (spec section 4).
    ...meta({ onError: 'null' }),
    staleTime: USER_QUERY_STALE_MS,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const eventsQuery = () => queryOptions<EventDto[]>({ queryKey: queryKeys.events });

export const eventQuery = (id: string) =>
  queryOptions<EventDto | null>({ queryKey: queryKeys.event(id), ...meta({ on404: 'null' }) });

export const homeContentQuery = () => queryOptions<HomeSectionDto[]>({ queryKey: queryKeys.homeContent });

/** Page images fall back to defaults, so any failure simply means "no value" (spec: returns null on failure). */
export const pageContentQuery = (key: string) =>
  queryOptions<PageContentDto | null>({ queryKey: queryKeys.pageContent(key), ...meta({ onError: 'null' }) });

export const galleryQuery = () => queryOptions<GalleryImageDto[]>({ queryKey: queryKeys.gallery });

// Admin reads (admin screens only; the server answers 401/403 to anyone else).
export const adminVolunteersQuery = () => queryOptions<VolunteerDto[]>({ queryKey: queryKeys.adminVolunteers });
export const adminContactsQuery = () => queryOptions<ContactSubmissionDto[]>({ queryKey: queryKeys.adminContacts });
