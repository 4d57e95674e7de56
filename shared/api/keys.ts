/**
 * Query keys are API paths: a cached read GETs the key's parts joined with '/' (spec section 7). Keeping
 * them here means the server-side renderer and the browser fill and read the very same cache entries.
 */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  events: ['/api/events'] as const,
  event: (id: string) => ['/api/events', id] as const,
  homeContent: ['/api/home-content'] as const,
  pageContent: (key: string) => ['/api/page-content', key] as const,
  gallery: ['/api/gallery'] as const,
  adminVolunteers: ['/api/admin/volunteers'] as const,
  adminContacts: ['/api/admin/contacts'] as const,
  adminUsers: ['/api/admin/users'] as const,
  adminEventRegistrations: (eventId: string) => ['/api/admin/events', eventId, 'registrations'] as const,
  adminUserTokens: (userId: string) => ['/api/admin/users', userId, 'tokens'] as const,
};

export function pathOfKey(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}
