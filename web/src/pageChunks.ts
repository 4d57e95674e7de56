/**
 * Which source module holds each lazily loaded page, by route id (web/src/routes.tsx), as Vite's manifest names
 * it. The server reads it to send the first page's chunk and styles with the HTML instead of after the entry
 * script runs; the script budget test (web/budgets/) walks every public page from it.
 */
export const PAGE_MODULES = {
  home: 'src/pages/HomePage.tsx',
  about: 'src/pages/AboutPage.tsx',
  history: 'src/pages/HistoryPage.tsx',
  events: 'src/pages/EventsPage.tsx',
  event: 'src/pages/EventDetailPage.tsx',
  'past-events': 'src/pages/PastEventsPage.tsx',
  gallery: 'src/pages/GalleryPage.tsx',
  donate: 'src/pages/DonatePage.tsx',
  newsletters: 'src/pages/NewslettersPage.tsx',
  search: 'src/pages/SearchPage.tsx',
} as const satisfies Record<string, string>;

export type PublicPageId = keyof typeof PAGE_MODULES;
