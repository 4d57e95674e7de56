import { redirect, type RouteObject } from 'react-router-dom';
import { prefetch, type Read, type RouteEnv } from './lib/loaders';
import {
  eventQuery,
  eventsQuery,
  galleryFirstPageQuery,
  historyContentQuery,
  homeContentQuery,
  pageContentQuery,
  pageTextsQuery,
} from '../../shared/api/queries';
import { PAGE_CONTENT_KEYS } from '../../shared/constants';
import { queryKeys } from '../../shared/api/keys';
import { signInPath } from './lib/signedOut';
import { SiteLayout } from './components/SiteLayout';
import { RouteError } from './components/RouteError';
import { NotFoundPage } from './pages/NotFoundPage';
import { AdminGate } from './components/AdminGate';

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
  page(async () => (await load()).default);

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
        publicPage('about', () => import('./pages/AboutPage').then((m) => m.AboutPage), pageTextsQuery),
        publicPage(
          'history',
          () => import('./pages/HistoryPage').then((m) => m.HistoryPage),
          historyContentQuery,
          pageTextsQuery,
        ),
        publicPage('events', () => import('./pages/EventsPage').then((m) => m.EventsPage), eventsQuery),
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
        publicPage('gallery', () => import('./pages/GalleryPage').then((m) => m.GalleryPage), galleryFirstPageQuery),
        publicPage('donate', () => import('./pages/DonatePage').then((m) => m.DonatePage), pageTextsQuery),
        {
          path: 'admin',
          id: 'admin',
          element: <AdminGate />,
          // Someone signed out goes to sign in first and comes back to the page they asked for.
          loader: ({ request }) => {
            if (env.server && env.queryClient.getQueryData(queryKeys.user) == null) {
              const url = new URL(request.url);
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
