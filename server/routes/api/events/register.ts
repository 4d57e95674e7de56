import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { Database } from '@server/db/database';
import { Event, EventRegistration } from '@server/db/entities';
import { badRequest, conflict, notFound } from '@server/errors';
import { isId, normalizeEmail } from '@shared/schemas/common';
import { isUniqueViolation } from '@server/db/errors';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { isFull } from '@shared/lib/capacity';
import { isEventPast } from '@shared/lib/eventSchedule';

type RegistrationInput = z.output<typeof insertRegistrationSchema>;

export const ALREADY_REGISTERED = 'You are already registered for this event.';
export const ALREADY_TAKEN_PLACE = 'This event has already taken place.';
export const REGISTRATION_CLOSED = 'Registration is closed for this event.';
export const EVENT_CALLED_OFF = 'This event has been cancelled, so it takes no registrations.';

/**
 * Takes one seat and records the registration in the same transaction. The seat is taken by a single
 * conditional UPDATE, so concurrent requests can never push currentRegistrations past maxCapacity, and
 * the counter always equals the number of rows. One address holds one registration per event: the unique
 * index on (event, normalised address) refuses a second row, however the requests race, and the whole
 * transaction (seat, row, confirmation mail) is undone; the caller gets 409 ALREADY_REGISTERED.
 */
export async function registerForEvent(
  db: Database,
  eventId: string,
  input: RegistrationInput,
  /** Runs in the same transaction once the seat is taken: queues the confirmation e-mail (ADR 013). */
  onRegistered?: (m: EntityManager, event: Event, registration: EventRegistration) => Promise<void>,
): Promise<EventRegistration> {
  return oncePerAddress(eventId, input, ['event_registrations', ALREADY_REGISTERED], (emailNormalized) =>
    takeSeat(db, eventId, input, emailNormalized, onRegistered),
  );
}

/**
 * Signs an address up for an event through `signUp`, given the address normalised. The event's id must be one; the
 * table's unique index on (event, normalised address) refusing a second row becomes a 409 with `already`.
 */
export async function oncePerAddress<T>(
  eventId: string,
  input: { email: string },
  [table, already]: [table: string, already: string],
  signUp: (emailNormalized: string) => Promise<T>,
): Promise<T> {
  if (!isId(eventId)) throw notFound('Event not found');
  try {
    return await signUp(normalizeEmail(input.email));
  } catch (err) {
    if (isUniqueViolation(err, table)) throw conflict(already);
    throw err;
  }
}

function takeSeat(
  db: Database,
  eventId: string,
  input: RegistrationInput,
  emailNormalized: string,
  onRegistered?: (m: EntityManager, event: Event, registration: EventRegistration) => Promise<void>,
): Promise<EventRegistration> {
  return db.write(async (m) => {
    const now = new Date();
    await findOpenEvent(m, eventId, now);
    const taken = await claimOpenEvent(
      m,
      eventId,
      { currentRegistrations: () => 'current_registrations + 1', updatedAt: now },
      '(max_capacity IS NULL OR current_registrations < max_capacity)',
    );
    if (!taken) {
      // Only for the message: someone already in need not hear that the event is full.
      const event = await explainRefusal(m, eventId, emailNormalized, now);
      if (isFull(event)) throw conflict('Sorry, this event is full.');
      throw conflict('Registration could not be completed. Please try again.');
    }

    const registration = m.create(EventRegistration, {
      id: randomUUID(),
      eventId,
      ...attendeeDetails(input, emailNormalized),
      registeredAt: now,
    });
    // insert, not save: the row is new, and save() would first look it up by id.
    await m.insert(EventRegistration, registration);
    if (onRegistered) await onRegistered(m, await m.findOneByOrFail(Event, { id: eventId }), registration);
    return registration;
  });
}

/** The person's details as a registration and a waiting-list entry both keep them. */
export function attendeeDetails(
  from: Pick<RegistrationInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'specialRequests'>,
  emailNormalized: string,
) {
  return {
    firstName: from.firstName,
    lastName: from.lastName,
    email: from.email,
    emailNormalized,
    phone: from.phone,
    specialRequests: from.specialRequests,
  };
}

/**
 * The event, when it still takes sign-ups: open until it has ended (the shared rule the pages show), not merely
 * until it starts, and never once called off.
 */
export async function findOpenEvent(m: EntityManager, eventId: string, now: Date): Promise<Event> {
  const event = await m.findOneBy(Event, { id: eventId });
  if (!event) throw notFound('Event not found');
  if (isEventPast(event, now)) throw badRequest(ALREADY_TAKEN_PLACE);
  if (event.status === 'cancelled') throw badRequest(EVENT_CALLED_OFF);
  return event;
}

/**
 * Claims the event's row with one conditional UPDATE that holds only while the event is active and scheduled and
 * `condition` is true, so concurrent sign-ups are decided by the database, one after another. True when claimed.
 */
export async function claimOpenEvent(
  m: EntityManager,
  eventId: string,
  set: QueryDeepPartialEntity<Event>,
  condition: string,
): Promise<boolean> {
  const claimed = await m
    .createQueryBuilder()
    .update(Event)
    .set(set)
    .where('id = :id', { id: eventId })
    .andWhere('is_active = :active', { active: true })
    .andWhere('status = :scheduled', { scheduled: 'scheduled' })
    .andWhere(condition)
    .execute();
  return Boolean(claimed.affected);
}

/**
 * Why a claim failed, for the reasons a registration and a waiting-list join share: throws for those, and returns
 * the event when the reason is the caller's own (full, or still room).
 */
export async function explainRefusal(
  m: EntityManager,
  eventId: string,
  emailNormalized: string,
  now: Date,
): Promise<Event> {
  const event = await findOpenEvent(m, eventId, now);
  if (!event.isActive) throw badRequest(REGISTRATION_CLOSED);
  if (await m.existsBy(EventRegistration, { eventId, emailNormalized })) throw conflict(ALREADY_REGISTERED);
  return event;
}
