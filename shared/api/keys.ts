/**
 * Query keys are API paths: a cached read GETs the key's parts joined with '/'. Keeping
 * them here means the server-side renderer and the browser fill and read the very same cache entries.
 */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  events: ['/api/events'] as const,
  event: (id: string) => ['/api/events', id] as const,
  /** The home page's next few events (a path of its own, so no event id can ever name it). */
  upcomingEvents: ['/api/upcoming-events'] as const,
  homeContent: ['/api/home-content'] as const,
  pageContent: (key: string) => ['/api/page-content', key] as const,
  gallery: ['/api/gallery'] as const,
  /** The gallery page's first screenful and the cursor to the rest (ADR 012). */
  galleryFirstPage: ['/api/gallery', 'first-page'] as const,
  /** The gallery order's version (admins), under the gallery's key so every gallery refresh refreshes it too. */
  galleryOrder: ['/api/gallery', 'order'] as const,
  /** The page after `cursor`; the gallery page keeps the pages after its first one under the first such key. */
  galleryAfter: (cursor: string) => ['/api/gallery', 'after', cursor] as const,
  historyContent: ['/api/history-content'] as const,
  /** The organisation's details (site settings): public pages take them from here once hydrated. */
  siteSettings: ['/api/settings'] as const,
  pageTexts: ['/api/page-texts'] as const,
  newsletterIssues: ['/api/newsletter-issues'] as const,
  adminNotices: ['/api/admin/notices'] as const,
  adminWaiting: ['/api/admin/waiting'] as const,
  adminDemoContent: ['/api/admin/demo-content'] as const,
  adminHistoryContent: ['/api/admin/history-content'] as const,
  adminPageContent: (key: string) => ['/api/admin/page-content', key] as const,
  adminVideoScan: ['/api/admin/scan-video-files'] as const,
  adminVolunteers: ['/api/admin/volunteers'] as const,
  adminNewsletterSubscribers: ['/api/admin/newsletter/subscribers'] as const,
  adminNewsletterRuns: ['/api/admin/newsletter/runs'] as const,
  adminContacts: ['/api/admin/contacts'] as const,
  adminUsers: ['/api/admin/users'] as const,
  adminEventRegistrations: (eventId: string) => ['/api/admin/events', eventId, 'registrations'] as const,
  adminEventWaitlist: (eventId: string) => ['/api/admin/events', eventId, 'waitlist'] as const,
  adminUserTokens: (userId: string) => ['/api/admin/users', userId, 'tokens'] as const,
  /** One page of the outgoing-mail list; the search part ('?limit=...') is part of the path. */
  adminEmails: (search = '') => [`/api/admin/emails${search}`] as const,
};

/** The office's reports: apart from queryKeys, which every public page carries, since only the admin reads them. */
export const reportKeys = {
  adminVolunteerHours: ['/api/admin/volunteer-hours'] as const,
  adminSeasonStats: ['/api/admin/season-stats'] as const,
};

export function pathOfKey(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}
