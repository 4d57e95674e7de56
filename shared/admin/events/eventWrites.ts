import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/keys';

/**
 * After any event write: the public lists and the event's own page (home, /events, /past-events and
 * /events/{id} all read these keys) and the dashboard refetch, so the change shows everywhere at once.
 */
export async function refreshEvents(queryClient: QueryClient, eventId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.events }),
    queryClient.invalidateQueries({ queryKey: queryKeys.upcomingEvents }),
    eventId ? queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) }) : undefined,
    eventId ? queryClient.invalidateQueries({ queryKey: queryKeys.adminEventRegistrations(eventId) }) : undefined,
    eventId ? queryClient.invalidateQueries({ queryKey: queryKeys.adminEventWaitlist(eventId) }) : undefined,
  ]);
}
