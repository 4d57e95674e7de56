import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EntityManager } from 'typeorm';
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
  if (!isId(eventId)) throw notFound('Event not found');
  const emailNormalized = normalizeEmail(input.email);
  try {
    return await takeSeat(db, eventId, input, emailNormalized, onRegistered);
  } catch (err) {
    if (isUniqueViolation(err, 'event_registrations')) throw conflict(ALREADY_REGISTERED);
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
    // Open until the event has ended (the shared rule the pages show), not merely until it starts.
    const current = await m.findOneBy(Event, { id: eventId });
    if (!current) throw notFound('Event not found');
    if (isEventPast(current, now)) throw badRequest(ALREADY_TAKEN_PLACE);
    if (current.status === 'cancelled') throw badRequest(EVENT_CALLED_OFF);
    const taken = await m
      .createQueryBuilder()
      .update(Event)
      .set({ currentRegistrations: () => 'current_registrations + 1', updatedAt: now })
      .where('id = :id', { id: eventId })
      .andWhere('is_active = :active', { active: true })
      .andWhere('status = :scheduled', { scheduled: 'scheduled' })
      .andWhere('(max_capacity IS NULL OR current_registrations < max_capacity)')
      .execute();

    if (!taken.affected) {
      const event = await m.findOneBy(Event, { id: eventId });
      if (!event) throw notFound('Event not found');
      if (isEventPast(event, now)) throw badRequest(ALREADY_TAKEN_PLACE);
      if (event.status === 'cancelled') throw badRequest(EVENT_CALLED_OFF);
      if (!event.isActive) throw badRequest(REGISTRATION_CLOSED);
      // Only for the message: someone already in need not hear that the event is full.
      if (await m.existsBy(EventRegistration, { eventId, emailNormalized })) throw conflict(ALREADY_REGISTERED);
      if (isFull(event)) throw conflict('Sorry, this event is full.');
      throw conflict('Registration could not be completed. Please try again.');
    }

    const registration = m.create(EventRegistration, {
      id: randomUUID(),
      eventId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      emailNormalized,
      phone: input.phone,
      specialRequests: input.specialRequests,
      registeredAt: now,
    });
    // insert, not save: the row is new, and save() would first look it up by id.
    await m.insert(EventRegistration, registration);
    if (onRegistered) await onRegistered(m, await m.findOneByOrFail(Event, { id: eventId }), registration);
    return registration;
  });
}
