import { Event, EventRegistration } from '@server/db/entities';
import type { Database } from '@server/db/database';
import { isId } from '@shared/schemas/common';
import { queueCancellationMail, type MailDeps } from '@server/services/mail/outgoing';
import { fillFreedSeats, releaseSeats } from './waitlist';

type Deps = MailDeps & { db: Database };

/**
 * Removes one registration, gives its seat to the first person waiting, and (for the person's own cancellation)
 * queues the notice whose calendar file removes the entry. The row's delete decides who cancelled: of two
 * simultaneous cancellations only one deletes it; the other finds nothing and changes nothing. Null when the
 * registration is already gone.
 */
export async function cancelRegistration(
  deps: Deps,
  eventId: string,
  registrationId: string,
  options: { notify: boolean },
): Promise<{ event: Event; registration: EventRegistration } | null> {
  if (!isId(eventId) || !isId(registrationId)) return null;
  const result = await deps.db.write(async (m) => {
    const registration = await m.findOneBy(EventRegistration, { id: registrationId, eventId });
    if (!registration) return null;
    const removed = await m.delete(EventRegistration, { id: registrationId });
    if (!removed.affected) return null;
    const now = new Date();
    await releaseSeats(m, eventId, now, registration.seats ?? 1);
    // Deleted meanwhile (its registrations with it): nothing left to free or tell.
    const event = await m.findOneBy(Event, { id: eventId });
    if (!event) return null;
    if (options.notify) await queueCancellationMail(deps, m, event, registration, now);
    await fillFreedSeats(deps, m, eventId);
    return { event, registration };
  });
  deps.mailQueue.kick();
  return result;
}
