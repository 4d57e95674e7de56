import type { RouteObject } from 'react-router-dom';
import { prefetch, type RouteEnv } from './lib/loaders';
import { eventQuery, eventsQuery, galleryFirstPageQuery, historyContentQuery, homeContentQuery, pageContentQuery } from '../../shared/api/queries';
import { PAGE_CONTENT_KEYS } from '../../shared/constants';
import { SiteLayout } from './components/SiteLayout';
import { RouteError } from './components/RouteError';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { HistoryPage } from './pages/HistoryPage';
import { EventsPage } from './pages/EventsPage';
import { EventDetailPage } from './pages/EventDetailPage';
import { PastEventsPage } from './pages/PastEventsPage';
import { GalleryPage } from './pages/GalleryPage';
import { DonatePage } from './pages/DonatePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AdminGate } from './components/AdminGate';

const setStatus = (status: number) => (env: RouteEnv) => {
  if (env.server) env.server.status = status;
};

/** Admin screens are separate chunks: public pages never download them. */
const adminScreen = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export function createRoutes(env: RouteEnv): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          id: 'home',
          element: <HomePage />,
          loader: prefetch(env, () => [
            homeContentQuery(),
            eventsQuery(),
            pageContentQuery(PAGE_CONTENT_KEYS.aboutImage),
            pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground),
          ]),
        },
        { path: 'about', id: 'about', element: <AboutPage /> },
        { path: 'history', id: 'history', element: <HistoryPage />, loader: prefetch(env, () => [historyContentQuery()]) },
        { path: 'events', id: 'events', element: <EventsPage />, loader: prefetch(env, () => [eventsQuery()]) },
        {
          path: 'events/:id',
          id: 'event',
          element: <EventDetailPage />,
          loader: prefetch(
            env,
            (params) => [eventQuery(params.id!)],
            (e, params) => {
              if (e.queryClient.getQueryData(eventQuery(params.id!).queryKey) == null) setStatus(404)(e);
            },
          ),
        },
        { path: 'past-events', id: 'past-events', element: <PastEventsPage />, loader: prefetch(env, () => [eventsQuery()]) },
        { path: 'gallery', id: 'gallery', element: <GalleryPage />, loader: prefetch(env, () => [galleryFirstPageQuery()]) },
        { path: 'donate', id: 'donate', element: <DonatePage /> },
        {
          path: 'admin',
          id: 'admin',
          element: <AdminGate />,
          children: [
            { index: true, id: 'admin-dashboard', lazy: adminScreen(() => import('./admin/AdminDashboard')) },
            { path: 'events', id: 'admin-events', lazy: adminScreen(() => import('./admin/AdminEvents')) },
            { path: 'volunteers', id: 'admin-volunteers', lazy: adminScreen(() => import('./admin/AdminVolunteers')) },
            { path: 'contacts', id: 'admin-contacts', lazy: adminScreen(() => import('./admin/AdminContacts')) },
            { path: 'users', id: 'admin-users', lazy: adminScreen(() => import('./admin/AdminUsers')) },
            { path: 'emails', id: 'admin-emails', lazy: adminScreen(() => import('./admin/AdminEmails')) },
          ],
        },
        { path: '*', id: 'not-found', element: <NotFoundPage />, loader: prefetch(env, () => [], setStatus(404)) },
      ],
    },
  ];
}
