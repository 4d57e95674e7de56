import type { ContactSubmissionDto, EventDto, VolunteerDto } from '../../api/types';

/** The dashboard's four numbers; registrations are the sum of every event's currentRegistrations. */
export function dashboardStats(
  events: readonly EventDto[],
  volunteers: readonly VolunteerDto[],
  contacts: readonly ContactSubmissionDto[],
) {
  return {
    activeEvents: events.filter((e) => e.isActive).length,
    volunteers: volunteers.length,
    unreadMessages: contacts.filter((c) => !c.isRead).length,
    // A copy that does not carry the count (an event made offline, before the site answered) adds none: the
    // total stays a number.
    registrations: events.reduce(
      (sum, e) => sum + (Number.isFinite(e.currentRegistrations) ? e.currentRegistrations : 0),
      0,
    ),
  };
}
