import type { SeasonStatsDto, VolunteerHoursDto } from './reports';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, reportKeys } from './keys';
import type { RouteResponse } from './routes';
import type { OutboundEmailStatus } from './mail';
import type { ReadMeta } from './http';
import { retryUnlessUnauthorized } from './session';
import { USER_QUERY_STALE_MS } from '../constants';

/**
 * Every public read as a query definition, typed with what its route's entry answers (a type-only import: public
 * pages' scripts stay without the table). The same definitions drive the route loaders on the server
 * (which fill the cache before rendering) and the components in the browser (which read that cache).
 */
const meta = (m: ReadMeta) => ({ meta: m });

/**
 * Who is signed in. The server renders every page with the answer, so the browser starts with it; after
 * that it is fresh for 5 minutes and never refetched on mount, focus or reconnect.
 * A failed lookup of any kind (401, 500, no network) counts as signed out: the query
 * function answers null instead of failing, on the server and in the browser alike.
 */
export const userQuery = () =>
  queryOptions<RouteResponse<'currentUser'> | null>({
    queryKey: queryKeys.user,
    ...meta({ onError: 'null' }),
    staleTime: USER_QUERY_STALE_MS,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const eventsQuery = () => queryOptions<RouteResponse<'eventList'>>({ queryKey: queryKeys.events });

/** The home page's "Coming Up": the next few events only, not the whole list. */
export const upcomingEventsQuery = () =>
  queryOptions<RouteResponse<'eventUpcoming'>>({ queryKey: queryKeys.upcomingEvents });

export const eventQuery = (id: string) =>
  queryOptions<RouteResponse<'eventGet'> | null>({ queryKey: queryKeys.event(id), ...meta({ on404: 'null' }) });

export const homeContentQuery = () => queryOptions<RouteResponse<'homeContent'>>({ queryKey: queryKeys.homeContent });

/** Page images fall back to defaults, so any failure simply means "no value" (the query answers null). */
export const pageContentQuery = (key: string) =>
  queryOptions<RouteResponse<'pageContent'> | null>({
    queryKey: queryKeys.pageContent(key),
    ...meta({ onError: 'null' }),
  });

export const galleryQuery = () => queryOptions<RouteResponse<'gallery'>>({ queryKey: queryKeys.gallery });

/** The version a saved order names (ADR 041); without it the order saves as before, so a failure means null. */
export const galleryOrderQuery = () =>
  queryOptions<RouteResponse<'galleryOrder'> | null>({
    queryKey: queryKeys.galleryOrder,
    ...meta({ onError: 'null' }),
  });

/** The gallery page's first screenful and the cursor to the rest (ADR 012); the server renders it in the page. */
export const galleryFirstPageQuery = () =>
  queryOptions<RouteResponse<'galleryFirstPage'>>({ queryKey: queryKeys.galleryFirstPage });

/** The history page's custom sections (visible ones); empty while the default content shows. */
export const siteSettingsQuery = () =>
  queryOptions<RouteResponse<'siteSettings'>>({ queryKey: queryKeys.siteSettings });

export const historyContentQuery = () =>
  queryOptions<RouteResponse<'historyContent'>>({ queryKey: queryKeys.historyContent });
/** Every saved page text (ADR 043); pages pick theirs by key. */
export const pageTextsQuery = () => queryOptions<RouteResponse<'pageTexts'>>({ queryKey: queryKeys.pageTexts });
/** The uploaded newsletter PDFs, newest first (ADR 057): no link to a newsletter shows while it is empty. */
export const newsletterIssuesQuery = () =>
  queryOptions<RouteResponse<'newsletterIssues'>>({ queryKey: queryKeys.newsletterIssues });
export const adminNoticesQuery = () =>
  queryOptions<RouteResponse<'adminNotices'>>({ queryKey: queryKeys.adminNotices });
export const adminWaitingQuery = () =>
  queryOptions<RouteResponse<'adminWaiting'>>({ queryKey: queryKeys.adminWaiting });
export const adminDemoContentQuery = () =>
  queryOptions<RouteResponse<'adminDemoContent'>>({ queryKey: queryKeys.adminDemoContent });

// Admin reads (admin screens only; the server answers 401/403 to anyone else).
// A 401 from any of them sends the admin to the sign-in page (lib/signedOut.ts, wired in queryClient.ts).
/** The volunteer list alone retries a failed load, at most twice and never after a 401. */
export const adminVolunteerHoursQuery = () =>
  queryOptions<VolunteerHoursDto>({ queryKey: reportKeys.adminVolunteerHours });
export const adminSeasonStatsQuery = () => queryOptions<SeasonStatsDto>({ queryKey: reportKeys.adminSeasonStats });
export const adminVolunteersQuery = () =>
  queryOptions<RouteResponse<'adminVolunteers'>>({
    queryKey: queryKeys.adminVolunteers,
    retry: retryUnlessUnauthorized,
  });
export const adminNewsletterSubscribersQuery = () =>
  queryOptions<RouteResponse<'adminNewsletterSubscribers'>>({ queryKey: queryKeys.adminNewsletterSubscribers });
/** The newsletters sent lately, newest first; asked again every two seconds while one is still going out. */
export const adminNewsletterRunsQuery = () =>
  queryOptions<RouteResponse<'adminNewsletterRuns'>>({
    queryKey: queryKeys.adminNewsletterRuns,
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'sending') ? 2000 : false),
  });
export const adminContactsQuery = () =>
  queryOptions<RouteResponse<'adminContacts'>>({ queryKey: queryKeys.adminContacts });
export const adminUsersQuery = () => queryOptions<RouteResponse<'adminUsers'>>({ queryKey: queryKeys.adminUsers });
export const adminUserTokensQuery = (userId: string) =>
  queryOptions<RouteResponse<'adminUserTokens'>>({ queryKey: queryKeys.adminUserTokens(userId) });

/** One page of the outgoing-mail queue (ADR 013), newest first, optionally only one status. */
export const adminEmailsQuery = (page: { limit: number; offset: number; status?: OutboundEmailStatus | null }) => {
  const search = new URLSearchParams({
    limit: String(page.limit),
    offset: String(page.offset),
    ...(page.status ? { status: page.status } : {}),
  });
  return queryOptions<RouteResponse<'adminEmails'>>({ queryKey: queryKeys.adminEmails(`?${search}`) });
};

/** Who registered for one event (admin events screen: registrations dialog and CSV). */
export const adminEventRegistrationsQuery = (eventId: string) =>
  queryOptions<RouteResponse<'adminEventRegistrations'>>({ queryKey: queryKeys.adminEventRegistrations(eventId) });

/** Who waits for a seat at one event, next in line first (the registrations dialog's second list). */
export const adminEventWaitlistQuery = (eventId: string) =>
  queryOptions<RouteResponse<'adminEventWaitlist'>>({ queryKey: queryKeys.adminEventWaitlist(eventId) });

export const adminHistoryContentQuery = () =>
  queryOptions<RouteResponse<'adminHistoryContent'>>({ queryKey: queryKeys.adminHistoryContent });
/** The admin read of a page image: 404 means "none stored yet", which the changer shows as the default. */
export const adminPageContentQuery = (key: string) =>
  queryOptions<RouteResponse<'adminPageContent'> | null>({
    queryKey: queryKeys.adminPageContent(key),
    ...meta({ on404: 'null' }),
  });
/** Storage is scanned only when the admin asks, never on its own. */
export const adminVideoScanQuery = () =>
  queryOptions<RouteResponse<'adminScanVideos'>>({ queryKey: queryKeys.adminVideoScan, enabled: false });
