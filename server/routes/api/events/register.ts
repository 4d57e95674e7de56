import { eventLengthMinutes } from '@shared/lib/volunteerHours';
import { randomUUID } from 'node:crypto';
import type { z } from '../../../../shared/schemas/zod';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { Database } from '@server/db/database';
import { Event, EventRegistration } from '@server/db/entities';
import { badRequest, conflict, notFound } from '@server/errors';
import { isId, normalizeEmail } from '@shared/schemas/common';
import { isUniqueViolation } from '@server/db/errors';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { fits, isFull, spotsRemaining } from '@shared/lib/capacity';
import { checkSignUpLimits, type SignUpSource } from './signUpLimits';
import { isEventPast } from '@shared/lib/eventSchedule';
import { notEnoughSeats, partyProblem, seatsOf } from '@shared/lib/eventParty';
import { answerField, readAnswers, type EventAnswer } from '@shared/lib/eventQuestions';
import type { RegistrationChannel } from '@shared/api/types';

type RegistrationInput = z.output<typeof insertRegistrationSchema>;

export const ALREADY_REGISTERED = 'You are already registered for this event.';
export const ALREADY_TAKEN_PLACE = 'This event has already taken place.';
export const REGISTRATION_CLOSED = 'Registration is closed for this event.';
export const EVENT_CALLED_OFF = 'This event has been cancelled, so it takes no registrations.';
export const EVENT_FULL = 'Sorry, this event is full.';

type OnRegistered = (m: EntityManager, event: Event, registration: EventRegistration) => Promise<void>;

/** The party and answers a sign-up keeps, read against its event's rules. */
export interface SignUpParty {
  guests: number;
  children: number;
  seats: number;
  answers: EventAnswer[];
}

type PartyInput = { guests?: number; children?: number } & Record<string, unknown>;

/**
 * A sign-up's party and answers as its event takes them, or a 400 with each field's error: more guests than the
 * event lets one person bring, an answer that does not fit its question, a required one missing (the office's own
 * entries may leave questions unanswered: a caller may not have been asked).
 */
export function signUpParty(event: Event, input: PartyInput, { office = false } = {}): SignUpParty {
  const rules = { guestLimit: event.guestLimit ?? 0, childrenTakeSeats: event.childrenTakeSeats ?? true };
  const party = { guests: input.guests ?? 0, children: input.children ?? 0 };
  const errors: Record<string, string[]> = {};
  const tooMany = partyProblem(rules, party);
  if (tooMany) errors.guests = [tooMany];
  const questions = event.questions ?? [];
  const read = readAnswers(questions, input, { office });
  Object.assign(errors, read.errors);
  const [first] = Object.entries(errors);
  if (first) {
    // Said above the form too: name the question the message is about.
    const asked = questions.find((q) => answerField(q.id) === first[0]);
    throw badRequest(asked ? `${asked.label}: ${first[1][0]}` : first[1][0], errors);
  }
  return { ...party, seats: seatsOf(rules, party), answers: read.answers };
}

/** The UPDATE condition under which `seats` more fit the event's capacity (a whole number, never the caller's text). */
export const roomFor = (seats: number) =>
  `(max_capacity IS NULL OR current_registrations + ${Math.trunc(seats)} <= max_capacity)`;

/** The refusal of a sign-up that does not fit: "full" when nothing is left, how many are left when some are. */
function refusalFor(event: Event, seats: number): string {
  const left = spotsRemaining(event) ?? 0;
  return left > 0 && left < seats ? notEnoughSeats(left) : EVENT_FULL;
}

export interface RegisterOptions {
  /** Runs in the same transaction once the seat is taken: queues the confirmation e-mail (ADR 013). */
  onRegistered?: OnRegistered;
  /**
   * For the public forms: an address already registered is not refused but told by e-mail (this runs in the
   * transaction and queues that mail), and the caller answers as for a new registration, so the form cannot be
   * used to learn who is registered (ADR 051). Without it (the office's walk-ins) it is a 409.
   */
  onAlreadyRegistered?: OnRegistered;
  /** Who signs up through a public form: kept on the row, and held to the per-event limits. */
  source?: SignUpSource;
  /** The office's own entry (by phone): questions need no answer, the channel is kept, an address is optional. */
  channel?: RegistrationChannel;
}

/** A registration made, or (public forms) the one the address already had: `already` tells them apart. */
export interface RegistrationOutcome {
  registration: EventRegistration;
  already: boolean;
}

/**
 * Takes one seat and records the registration in the same transaction. The seat is taken by a single
 * conditional UPDATE, so concurrent requests can never push currentRegistrations past maxCapacity, and
 * the counter always equals the number of rows. One address holds one registration per event: the unique
 * index on (event, normalised address) refuses a second row, however the requests race, and the whole
 * transaction (seat, row, confirmation mail) is undone and tried once more, when it finds the row.
 */
export async function registerForEvent(
  db: Database,
  eventId: string,
  input: RegistrationInput,
  options: RegisterOptions = {},
): Promise<RegistrationOutcome> {
  const outcome = await oncePerAddress(eventId, input, ['event_registrations', ALREADY_REGISTERED], (emailNormalized) =>
    takeSeat(db, eventId, input, emailNormalized, options),
  );
  // Told by e-mail (committed above); the answer is the one a new address gets on a full event.
  if (outcome === 'already-on-a-full-event') throw conflict(EVENT_FULL);
  return outcome;
}

/**
 * Signs an address up for an event through `signUp`, given the address normalised. The event's id must be one. The
 * table's unique index on (event, normalised address) refusing a second row means two requests for one address
 * raced: `signUp` runs once more and finds the other's row; should that fail too, it is a 409 with `already`.
 */
export async function oncePerAddress<T>(
  eventId: string,
  input: { email: string },
  [table, already]: [table: string, already: string],
  signUp: (emailNormalized: string) => Promise<T>,
): Promise<T> {
  if (!isId(eventId)) throw notFound('Event not found');
  const emailNormalized = normalizeEmail(input.email);
  for (let attempt = 1; ; attempt++) {
    try {
      return await signUp(emailNormalized);
    } catch (err) {
      if (!isUniqueViolation(err, table)) throw err;
      if (attempt === 2) throw conflict(already);
    }
  }
}

function takeSeat(
  db: Database,
  eventId: string,
  input: RegistrationInput,
  emailNormalized: string,
  options: RegisterOptions,
): Promise<RegistrationOutcome | 'already-on-a-full-event'> {
  return db.write(async (m) => {
    const now = new Date();
    const event = await lockOpenEvent(m, eventId, now);
    if (options.source) await checkSignUpLimits(m, event, options.source, emailNormalized);
    const existing = await m.findOneBy(EventRegistration, { eventId, emailNormalized });
    if (existing) {
      if (!options.onAlreadyRegistered) throw conflict(ALREADY_REGISTERED);
      await options.onAlreadyRegistered(m, event, existing);
      return isFull(event) ? 'already-on-a-full-event' : { registration: existing, already: true };
    }
    const party = signUpParty(event, input, { office: Boolean(options.channel) });
    const taken = await claimOpenEvent(
      m,
      eventId,
      { currentRegistrations: () => `current_registrations + ${party.seats}`, updatedAt: now },
      roomFor(party.seats),
    );
    if (!taken) {
      const current = await explainRefusal(m, eventId, now);
      throw conflict(
        isFull(current) || !fits(current, party.seats)
          ? refusalFor(current, party.seats)
          : 'Registration could not be completed. Please try again.',
      );
    }

    const id = randomUUID();
    const registration = m.create(EventRegistration, {
      id,
      eventId,
      ...attendeeDetails(input, emailNormalized || noAddressKey(id)),
      ...party,
      channel: options.channel ?? null,
      clientKey: options.source?.clientKey ?? null,
      registeredAt: now,
    });
    // insert, not save: the row is new, and save() would first look it up by id.
    await m.insert(EventRegistration, registration);
    if (options.onRegistered) {
      await options.onRegistered(m, await m.findOneByOrFail(Event, { id: eventId }), registration);
    }
    return { registration, already: false };
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
 * Locks the event's row for the rest of the transaction (an update that changes nothing: PostgreSQL holds the row
 * until commit, SQLite's one writer runs one transaction at a time), so everything a sign-up counts and checks
 * before it claims a seat or a ticket stays true until it has. Answers the event when it still takes sign-ups, and
 * refuses for the event's own reasons (gone, over, called off, closed) before anything about the address is read.
 */
export async function lockOpenEvent(m: EntityManager, eventId: string, now: Date): Promise<Event> {
  await lockRow(m, eventId);
  const event = await findOpenEvent(m, eventId, now);
  if (!event.isActive) throw badRequest(REGISTRATION_CLOSED);
  return event;
}

/**
 * Why a claim failed, for the reasons a registration and a waiting-list join share: throws for those, and returns
 * the event when the reason is the caller's own (full, or still room). Nothing here depends on the address.
 */
export async function explainRefusal(m: EntityManager, eventId: string, now: Date): Promise<Event> {
  const event = await findOpenEvent(m, eventId, now);
  if (!event.isActive) throw badRequest(REGISTRATION_CLOSED);
  return event;
}

/** What a walk-in without an address keeps as its normalised address: unique per row, and never an address. */
export const noAddressKey = (registrationId: string) => `walk-in:${registrationId}`;

type WalkInInput = Pick<RegistrationInput, 'firstName' | 'lastName' | 'phone'> & PartyInput & { email: string | null };

/**
 * Someone the office registers at the trailhead: checked in at once, and taken even when the event is full (they
 * are standing there: the count goes over the capacity, and the event stays full for everybody else), has ended
 * (typed in afterwards from the paper sign-in sheet) or is closed to sign-ups. A called-off event takes nobody.
 * The address is optional; one given still holds one registration per event (409 for a second). Their party
 * comes in with them and takes its seats.
 */
export async function addWalkIn(db: Database, eventId: string, input: WalkInInput): Promise<EventRegistration> {
  const add = (emailNormalized: string | null) =>
    db.write(async (m) => {
      const now = new Date();
      // The same row lock as a public sign-up's, so the count stays equal to the seats however the requests race.
      await lockRow(m, eventId);
      const event = await m.findOneBy(Event, { id: eventId });
      if (!event) throw notFound('Event not found');
      if (event.status === 'cancelled') throw badRequest(EVENT_CALLED_OFF);
      if (emailNormalized && (await m.existsBy(EventRegistration, { eventId, emailNormalized }))) {
        throw conflict(ALREADY_REGISTERED);
      }
      const party = signUpParty(event, input, { office: true });
      await m
        .createQueryBuilder()
        .update(Event)
        .set({ currentRegistrations: () => `current_registrations + ${party.seats}`, updatedAt: now })
        .where('id = :id', { id: eventId })
        .execute();
      const id = randomUUID();
      const registration = m.create(EventRegistration, {
        id,
        eventId,
        ...attendeeDetails(
          { ...input, email: input.email ?? '', specialRequests: null },
          emailNormalized ?? noAddressKey(id),
        ),
        ...party,
        channel: 'walk-in',
        clientKey: null,
        registeredAt: now,
        checkedInAt: now,
        // Checked in as they are added: at a workday their hours are the event's length, as at any check-in.
        volunteerMinutes: event.recordsHours ? eventLengthMinutes(event) : null,
      });
      await m.insert(EventRegistration, registration);
      return registration;
    });
  if (!isId(eventId)) throw notFound('Event not found');
  if (input.email == null) return add(null);
  return oncePerAddress(eventId, { email: input.email }, ['event_registrations', ALREADY_REGISTERED], add);
}

/**
 * A registration the office takes by phone: counted like any other (a seat for each person of the party, refused
 * when they do not fit, closed and past events refused), with the usual confirmation when an address is given
 * (`onRegistered`). Questions need no answer. Without an address the row is keyed as a walk-in's is.
 */
export async function registerByPhone(
  db: Database,
  eventId: string,
  input: WalkInInput,
  onRegistered: OnRegistered,
): Promise<EventRegistration> {
  const details = { ...input, email: input.email ?? '', specialRequests: null } as RegistrationInput;
  const options: RegisterOptions = { channel: 'phone', onRegistered };
  if (input.email == null) {
    if (!isId(eventId)) throw notFound('Event not found');
    const outcome = await takeSeat(db, eventId, details, '', options);
    if (outcome === 'already-on-a-full-event') throw conflict(EVENT_FULL);
    return outcome.registration;
  }
  return (await registerForEvent(db, eventId, details, options)).registration;
}

/** Locks the event's row until the transaction ends, changing nothing (see lockOpenEvent). */
export async function lockRow(m: EntityManager, eventId: string) {
  await m
    .createQueryBuilder()
    .update(Event)
    .set({ waitlistTickets: () => 'waitlist_tickets' })
    .where('id = :id', { id: eventId })
    .execute();
}

/** Whether the site can write to this person: walk-ins may have given no address. */
export const hasAddress = (person: { email: string }) => person.email !== '';
