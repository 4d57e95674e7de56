import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { conflict } from '@server/errors';
import { isId } from '@shared/schemas/common';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { isEventPast } from '@shared/lib/eventSchedule';
import {
  queueCancellationMail,
  queueRegistrationMail,
  queueWaitlistMail,
  type MailDeps,
} from '@server/services/mail/outgoing';
import type { Database } from '@server/db/database';
import {
  ALREADY_REGISTERED,
  attendeeDetails,
  claimOpenEvent,
  explainRefusal,
  findOpenEvent,
  oncePerAddress,
} from './register';

type RegistrationInput = z.output<typeof insertRegistrationSchema>;
type Deps = MailDeps & { db: Database };

export const EVENT_HAS_ROOM = 'This event still has room. Please register instead.';
export const ALREADY_WAITING = 'You are already on the waiting list for this event.';

/**
 * Puts someone on a full event's waiting list and queues the mail that tells them their place (ADR 032). The
 * event's row is claimed first by one conditional UPDATE that only succeeds while the event is full, which also
 * hands out the next ticket: on PostgreSQL the row stays locked until commit, on SQLite the one writer runs one
 * transaction at a time, so joins, registrations and freed seats of one event happen one after another and the
 * tickets keep the order people joined in. One address waits once per event (a unique index), and nobody waits
 * for an event they are registered for.
 */
export async function joinWaitlist(
  deps: Deps,
  eventId: string,
  input: RegistrationInput,
): Promise<{ entry: EventWaitlistEntry; position: number; event: Event }> {
  return oncePerAddress(eventId, input, ['event_waitlist', ALREADY_WAITING], (emailNormalized) =>
    deps.db.write(async (m) => {
      const now = new Date();
      await findOpenEvent(m, eventId, now);
      const claimed = await claimOpenEvent(
        m,
        eventId,
        { waitlistTickets: () => 'waitlist_tickets + 1' },
        'max_capacity IS NOT NULL AND current_registrations >= max_capacity',
      );
      if (!claimed) {
        await explainRefusal(m, eventId, emailNormalized, now);
        throw conflict(EVENT_HAS_ROOM);
      }
      if (await m.existsBy(EventRegistration, { eventId, emailNormalized })) throw conflict(ALREADY_REGISTERED);
      const event = await m.findOneByOrFail(Event, { id: eventId });
      const entry = m.create(EventWaitlistEntry, {
        id: randomUUID(),
        eventId,
        ticket: event.waitlistTickets,
        ...attendeeDetails(input, emailNormalized),
        joinedAt: now,
      });
      await m.insert(EventWaitlistEntry, entry);
      const position = await m.countBy(EventWaitlistEntry, { eventId, ticket: LessThanOrEqual(entry.ticket) });
      await queueWaitlistMail(deps, m, event, entry, position);
      return { entry, position, event };
    }),
  );
}

/** Gives a seat back: the counter follows the rows. */
async function releaseSeat(m: EntityManager, eventId: string, now: Date): Promise<void> {
  await m
    .createQueryBuilder()
    .update(Event)
    .set({ currentRegistrations: () => 'current_registrations - 1', updatedAt: now })
    .where('id = :id', { id: eventId })
    .andWhere('current_registrations > 0')
    .execute();
}

/**
 * Registers the people waiting, earliest ticket first, for as many seats as the event now has free, each with the
 * normal confirmation (calendar file and cancel link). Runs inside the transaction that freed the seats. Each seat
 * is taken by the same conditional UPDATE a registration uses, so the event never goes over capacity; the next
 * person is read only after that UPDATE holds the event's row, so two transactions never give one seat or one
 * person twice. Nothing moves once the event is over or while registration is closed.
 */
export async function fillFreedSeats(deps: MailDeps, m: EntityManager, eventId: string): Promise<number> {
  let promoted = 0;
  for (;;) {
    const now = new Date();
    const event = await m.findOneBy(Event, { id: eventId });
    if (!event || isEventPast(event, now)) return promoted;
    const taken = await claimOpenEvent(
      m,
      eventId,
      { currentRegistrations: () => 'current_registrations + 1', updatedAt: now },
      '(max_capacity IS NULL OR current_registrations < max_capacity) AND EXISTS (SELECT 1 FROM event_waitlist w WHERE w.event_id = :id)',
    );
    if (!taken) return promoted;
    const next = await m.findOne(EventWaitlistEntry, { where: { eventId }, order: { ticket: 'ASC' } });
    if (!next) {
      await releaseSeat(m, eventId, now);
      return promoted;
    }
    const removed = await m.delete(EventWaitlistEntry, { id: next.id });
    // Someone already registered (by an admin's hand, say) leaves the list without a second seat.
    if (
      !removed.affected ||
      (await m.existsBy(EventRegistration, { eventId, emailNormalized: next.emailNormalized }))
    ) {
      await releaseSeat(m, eventId, now);
      continue;
    }
    const registration = m.create(EventRegistration, {
      id: randomUUID(),
      eventId,
      ...attendeeDetails(next, next.emailNormalized),
      registeredAt: now,
    });
    await m.insert(EventRegistration, registration);
    await queueRegistrationMail(deps, m, await m.findOneByOrFail(Event, { id: eventId }), registration, true);
    promoted++;
  }
}

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
    await releaseSeat(m, eventId, now);
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
