/**
 * Every page of the public site's router, once: the web router (web/src/routes.tsx, with the page components in
 * web/src/pages.ts), the page chunks the server sends with the HTML and the script budgets walk
 * (web/src/pageChunks.ts), the sitemap and the screenshots and layout checks read this list. Plain data with no
 * imports, so the Node scripts can read it (server/scripts/screenLists.mjs).
 */
export interface PublicPageEntry {
  /** The route id, and the key of the page components. */
  name: string;
  /** The router's pattern ('*' for any address no other page has). */
  path: string;
  /** The page's own chunk, as Vite's manifest names its source (every page has one: the main bundle stays small). */
  module: string;
  /**
   * In the sitemap: always, only while it has something to show (the sitemap decides, from the data), or never
   * (an event's page is listed once per event with a public page, by the events' own rule).
   */
  sitemap: 'always' | 'while-it-has-content' | 'never';
  /** The address the screenshots and layout checks open (`:id` is an event's), or false to leave it out. */
  screenshot: string | false;
}

/** In the router's order: it takes the first match, so '*' is last. */
export const PUBLIC_PAGE_LIST = [
  { name: 'home', path: '/', module: 'src/pages/HomePage.tsx', sitemap: 'always', screenshot: '/' },
  { name: 'about', path: '/about', module: 'src/pages/AboutPage.tsx', sitemap: 'always', screenshot: '/about' },
  {
    name: 'history',
    path: '/history',
    module: 'src/pages/HistoryPage.tsx',
    sitemap: 'always',
    screenshot: '/history',
  },
  { name: 'events', path: '/events', module: 'src/pages/EventsPage.tsx', sitemap: 'always', screenshot: '/events' },
  {
    name: 'newsletters',
    path: '/newsletters',
    module: 'src/pages/NewslettersPage.tsx',
    sitemap: 'while-it-has-content',
    screenshot: '/newsletters',
  },
  {
    name: 'event',
    path: '/events/:id',
    module: 'src/pages/EventDetailPage.tsx',
    sitemap: 'never',
    screenshot: '/events/:id',
  },
  {
    name: 'past-events',
    path: '/past-events',
    module: 'src/pages/PastEventsPage.tsx',
    sitemap: 'always',
    screenshot: '/past-events',
  },
  {
    name: 'gallery',
    path: '/gallery',
    module: 'src/pages/GalleryPage.tsx',
    sitemap: 'always',
    screenshot: '/gallery',
  },
  { name: 'donate', path: '/donate', module: 'src/pages/DonatePage.tsx', sitemap: 'always', screenshot: '/donate' },
  {
    name: 'search',
    path: '/search',
    module: 'src/pages/SearchPage.tsx',
    sitemap: 'never',
    screenshot: '/search?q=walk',
  },
  // Its own chunk too: most visits never meet it, so the main bundle every page loads does not carry it.
  {
    name: 'not-found',
    path: '*',
    module: 'src/pages/NotFoundPage.tsx',
    sitemap: 'never',
    screenshot: '/no-such-page',
  },
] as const satisfies readonly PublicPageEntry[];

type Page = (typeof PUBLIC_PAGE_LIST)[number];
export type PublicPageName = Page['name'];
/** The pages by the name of their chunk (every page has one). */
export type ChunkedPageName = Page['name'];
export type SitemapPage = Extract<Page, { sitemap: 'always' | 'while-it-has-content' }>;

/** The addresses of the pages the sitemap lists whatever the data. */
export const ALWAYS_IN_SITEMAP = PUBLIC_PAGE_LIST.filter((p) => p.sitemap === 'always').map((p) => p.path) as Extract<
  Page,
  { sitemap: 'always' }
>['path'][];

/** The addresses the screenshots and layout checks open, with an event's id for the event page. */
export const screenshotAddresses = (eventId: string | number): string[] =>
  PUBLIC_PAGE_LIST.flatMap((p: PublicPageEntry) =>
    p.screenshot === false ? [] : [p.screenshot.replace(':id', String(eventId))],
  );
