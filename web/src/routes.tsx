import { redirect, type RouteObject } from './lib/router';
import { prefetch, type Read, type RouteEnv } from './lib/loaders';
import {
  eventQuery,
  eventsQuery,
  galleryFirstPageQuery,
  galleryQuery,
  historyContentQuery,
  homeContentQuery,
  pageContentQuery,
  pageTextsQuery,
  newsletterIssuesQuery,
} from '../../shared/api/queries';
import { PAGE_CONTENT_KEYS } from '../../shared/constants';
import { queryKeys } from '../../shared/api/keys';
import { signInPath } from './lib/signedOut';
import { SiteLayout } from './components/SiteLayout';
import { RouteError } from './components/RouteError';
import { NotFoundPage } from './pages/NotFoundPage';
import { AdminGate } from './components/AdminGate';
import { PHOTO_PARAM } from './components/gallery/photoAddress';
import { filterOf, isFiltering } from './components/gallery/galleryFilters';
import { matchingPhotos, matchingPhotosQuery, searchTermOf } from './lib/siteSearch';

const setStatus = (status: number) => (env: RouteEnv) => {
  if (env.server) env.server.status = status;
};

/**
 * Every page is its own chunk, so a visitor downloads only the page they open (the script budget in
 * docs/performance.md). The server resolves them before rendering, the browser before hydrating
 * (entry-client.tsx), so the first render still matches.
 */
const page =
  (load: () => Promise<React.ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** Admin screens are separate chunks: public pages never download them. */
const adminScreen = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  page(async () => {
    // Screens shared with the desktop app link with react-router's Link: the bridge gives it this router's address.
    const [screen, bridge] = await Promise.all([load(), import('./admin/ReactRouterBridge')]);
    return bridge.withReactRouter(screen.default);
  });

export function createRoutes(env: RouteEnv): RouteObject[] {
  /** A public page named by its path, and the reads its first render needs. */
  const publicPage = (
    path: string,
    load: () => Promise<React.ComponentType>,
    ...reads: (() => Read)[]
  ): RouteObject => ({ path, id: path, lazy: page(load), loader: prefetch(env, () => reads.map((read) => read())) });

  return [
    {
      id: 'root',
      element: <SiteLayout />,
      // The footer on every page shows page texts (its blurb and programs), so every page carries them.
      // ...and the newsletters, whose links show only while there is one (home, history, footer).
      loader: prefetch(env, () => [pageTextsQuery(), newsletterIssuesQuery()]),
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          id: 'home',
          lazy: page(() => import('./pages/HomePage').then((m) => m.HomePage)),
          loader: prefetch(env, () => [
            homeContentQuery(),
            eventsQuery(),
            pageContentQuery(PAGE_CONTENT_KEYS.aboutImage),
            pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground),
          ]),
        },
        publicPage('about', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
        publicPage('history', () => import('./pages/HistoryPage').then((m) => m.HistoryPage), historyContentQuery),
        publicPage('events', () => import('./pages/EventsPage').then((m) => m.EventsPage), eventsQuery),
        publicPage('newsletters', () => import('./pages/NewslettersPage').then((m) => m.NewslettersPage)),
        {
          path: 'events/:id',
          id: 'event',
          lazy: page(() => import('./pages/EventDetailPage').then((m) => m.EventDetailPage)),
          loader: prefetch(
            env,
            (params) => [eventQuery(params.id!)],
            (e, params) => {
              if (e.queryClient.getQueryData(eventQuery(params.id!).queryKey) == null) setStatus(404)(e);
            },
          ),
        },
        publicPage('past-events', () => import('./pages/PastEventsPage').then((m) => m.PastEventsPage), eventsQuery),
        {
          path: 'gallery',
          id: 'gallery',
          lazy: page(() => import('./pages/GalleryPage').then((m) => m.GalleryPage)),
          loader: async (args) => {
            await prefetch(env, () => [galleryFirstPageQuery()])(args);
            // A shared photo's address (ADR 055): the server renders it open, also when it lies past the first page,
            // from the whole list; a filtered address likewise renders all its results (only for such addresses;
            // the gallery itself comes in pages).
            const photo = args.url.searchParams.get(PHOTO_PARAM);
            const first = env.queryClient.getQueryData(galleryFirstPageQuery().queryKey);
            const pastFirstPage = !!photo && !!first && !first.images.some((i) => i.id === photo);
            const filtered = !!first?.nextCursor && isFiltering(filterOf(args.url.searchParams));
            if (env.server && (pastFirstPage || filtered)) await env.queryClient.prefetchQuery(galleryQuery());
            return null;
          },
        },
        publicPage('donate', () => import('./pages/DonatePage').then((m) => m.DonatePage)),
        {
          path: 'search',
          id: 'search',
          lazy: page(() => import('./pages/SearchPage').then((m) => m.SearchPage)),
          loader: async (args) => {
            await prefetch(env, () => [eventsQuery()])(args);
            const term = searchTermOf(args.url.searchParams);
            if (!term) return null;
            const photos = matchingPhotosQuery(term);
            if (!env.server) {
              void env.queryClient.prefetchQuery(photos);
              return null;
            }
            // Only the matches travel with the page, not the whole gallery they were picked from.
            await env.queryClient.prefetchQuery(galleryQuery());
            const all = env.queryClient.getQueryData(galleryQuery().queryKey);
            if (all) env.queryClient.setQueryData(photos.queryKey, matchingPhotos(all, term));
            env.queryClient.removeQueries({ queryKey: galleryQuery().queryKey, exact: true });
            return null;
          },
        },
        {
          path: 'admin',
          id: 'admin',
          element: <AdminGate />,
          // Someone signed out goes to sign in first and comes back to the page they asked for.
          loader: ({ url }) => {
            if (env.server && env.queryClient.getQueryData(queryKeys.user) == null) {
              throw redirect(signInPath(url.pathname + url.search));
            }
            return null;
          },
          children: [
            { index: true, id: 'admin-dashboard', lazy: adminScreen(() => import('./admin/AdminDashboard')) },
            { path: 'events', id: 'admin-events', lazy: adminScreen(() => import('./admin/AdminEvents')) },
            { path: 'volunteers', id: 'admin-volunteers', lazy: adminScreen(() => import('./admin/AdminVolunteers')) },
            { path: 'newsletter', id: 'admin-newsletter', lazy: adminScreen(() => import('./admin/AdminNewsletter')) },
            { path: 'contacts', id: 'admin-contacts', lazy: adminScreen(() => import('./admin/AdminContacts')) },
            { path: 'gallery', id: 'admin-gallery', lazy: adminScreen(() => import('./admin/AdminGallery')) },
            { path: 'users', id: 'admin-users', lazy: adminScreen(() => import('./admin/AdminUsers')) },
            { path: 'emails', id: 'admin-emails', lazy: adminScreen(() => import('./admin/AdminEmails')) },
            { path: 'settings', id: 'admin-settings', lazy: adminScreen(() => import('./admin/AdminSettings')) },
            {
              path: 'page-texts',
              id: 'admin-page-texts',
              lazy: adminScreen(() => import('./admin/AdminPageTexts')),
            },
          ],
        },
        { path: '*', id: 'not-found', element: <NotFoundPage />, loader: prefetch(env, () => [], setStatus(404)) },
      ],
    },
  ];
}
