import { redirect, type RouteObject } from './lib/router';
import { prefetch, type RouteEnv } from './lib/loaders';
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
  upcomingEventsQuery,
} from '../../shared/api/queries';
import { PAGE_CONTENT_KEYS } from '../../shared/constants';
import { queryKeys } from '../../shared/api/keys';
import { signInPath } from './lib/signedOut';
import { SiteLayout } from './components/SiteLayout';
import { RouteError } from './components/RouteError';
import { AdminGate } from './components/AdminGate';
import { PHOTO_PARAM } from './components/gallery/photoAddress';
import { filterOf, isFiltering } from './components/gallery/galleryFilters';
import { matchingPhotos, matchingPhotosQuery, searchTermOf } from './lib/siteSearch';
import { PUBLIC_PAGE_LIST, type ChunkedPageName, type PublicPageName } from '@shared/publicPages';
import { adminRouteId, webScreens, type WebScreenName } from '@shared/admin/screens';

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

type AdminModule = () => Promise<{ default: React.ComponentType }>;

/** Admin screens are separate chunks: public pages never download them. */
const adminScreen = (load: AdminModule): RouteObject['lazy'] =>
  page(async () => {
    // Screens shared with the desktop app link with react-router's Link: the bridge gives it this router's address.
    const [screen, bridge] = await Promise.all([load(), import('./admin/ReactRouterBridge')]);
    return bridge.withReactRouter(screen.default);
  });

/** The component of each page with a chunk of its own in the list of public pages (shared/publicPages.ts). */
export const PAGE_COMPONENTS = {
  home: () => import('./pages/HomePage').then((m) => m.HomePage),
  about: () => import('./pages/AboutPage').then((m) => m.AboutPage),
  history: () => import('./pages/HistoryPage').then((m) => m.HistoryPage),
  events: () => import('./pages/EventsPage').then((m) => m.EventsPage),
  newsletters: () => import('./pages/NewslettersPage').then((m) => m.NewslettersPage),
  event: () => import('./pages/EventDetailPage').then((m) => m.EventDetailPage),
  'past-events': () => import('./pages/PastEventsPage').then((m) => m.PastEventsPage),
  gallery: () => import('./pages/GalleryPage').then((m) => m.GalleryPage),
  donate: () => import('./pages/DonatePage').then((m) => m.DonatePage),
  search: () => import('./pages/SearchPage').then((m) => m.SearchPage),
  'not-found': () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage),
} satisfies Record<ChunkedPageName, () => Promise<React.ComponentType>>;

/**
 * The glue module of each web admin screen in the list of admin screens (shared/admin/screens.ts). Named
 * `Admin<Name>.tsx` for the server's stylesheet manifest (adminScreenModule in pageChunks.ts).
 */
export const ADMIN_SCREEN_MODULES = {
  dashboard: () => import('./admin/AdminDashboard'),
  events: () => import('./admin/AdminEvents'),
  volunteers: () => import('./admin/AdminVolunteers'),
  contacts: () => import('./admin/AdminContacts'),
  newsletter: () => import('./admin/AdminNewsletter'),
  'page-texts': () => import('./admin/AdminPageTexts'),
  gallery: () => import('./admin/AdminGallery'),
  settings: () => import('./admin/AdminSettings'),
  users: () => import('./admin/AdminUsers'),
  emails: () => import('./admin/AdminEmails'),
} satisfies Record<WebScreenName, AdminModule>;

export function createRoutes(env: RouteEnv): RouteObject[] {
  /** The reads a page's first render needs, for the pages that need more than the root's. */
  const loaders: Partial<Record<PublicPageName, RouteObject['loader']>> = {
    home: prefetch(env, () => [
      homeContentQuery(),
      upcomingEventsQuery(),
      pageContentQuery(PAGE_CONTENT_KEYS.aboutImage),
      pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground),
    ]),
    history: prefetch(env, () => [historyContentQuery()]),
    events: prefetch(env, () => [eventsQuery()]),
    event: prefetch(
      env,
      (params) => [eventQuery(params.id!)],
      (e, params) => {
        if (e.queryClient.getQueryData(eventQuery(params.id!).queryKey) == null) setStatus(404)(e);
      },
    ),
    'past-events': prefetch(env, () => [eventsQuery()]),
    gallery: async (args) => {
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
    search: async (args) => {
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
    'not-found': prefetch(env, () => [], setStatus(404)),
  };

  const publicRoute = (p: (typeof PUBLIC_PAGE_LIST)[number]): RouteObject => ({
    // The router's paths are relative to the site's root route; '*' stays as it is.
    ...(p.path === '/' ? { index: true } : { path: p.path.replace(/^\//, '') }),
    id: p.name,
    lazy: page(PAGE_COMPONENTS[p.name]),
    loader: loaders[p.name] ?? prefetch(env, () => []),
  });
  const pages = PUBLIC_PAGE_LIST.filter((p) => p.path !== '*').map(publicRoute);
  const anyOther = PUBLIC_PAGE_LIST.filter((p) => p.path === '*').map(publicRoute);

  return [
    {
      id: 'root',
      element: <SiteLayout />,
      // The footer on every page shows page texts (its blurb and programs), so every page carries them.
      // ...and the newsletters, whose links show only while there is one (home, history, footer).
      loader: prefetch(env, () => [pageTextsQuery(), newsletterIssuesQuery()]),
      errorElement: <RouteError />,
      children: [
        ...pages,
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
          children: webScreens().map((s) => ({
            ...(s.path === '/admin' ? { index: true } : { path: s.path.slice('/admin/'.length) }),
            id: adminRouteId(s.name),
            lazy: adminScreen(ADMIN_SCREEN_MODULES[s.name]),
          })),
        },
        ...anyOther,
      ],
    },
  ];
}
