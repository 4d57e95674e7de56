import type { EventStatus } from '../api/types';

interface StatefulEvent {
  isActive: boolean;
  status?: EventStatus;
}

/**
 * The one state an event is listed with in the admin: called off ('Cancelled') outranks shown or hidden, so a
 * cancelled event never carries "Active" beside "Cancelled". Visitors' lists mark a called-off event the same way
 * (CapacityBadge, the past-event badge).
 */
export type AdminEventState = 'Cancelled' | 'Active' | 'Inactive';

export const isCancelled = (event: Pick<StatefulEvent, 'status'>) => event.status === 'cancelled';

export function adminEventState(event: StatefulEvent): AdminEventState {
  if (isCancelled(event)) return 'Cancelled';
  return event.isActive ? 'Active' : 'Inactive';
}
