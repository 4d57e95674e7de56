import { randomUUID } from 'node:crypto';
import type { z } from '../../../../shared/schemas/zod';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { siteDomainOf, type ClusterBy } from '@shared/lib/registrationClusters';
import type { ClusterRemovalDto } from '@shared/api/types';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { conflict } from '@server/errors';
import { isId } from '@shared/schemas/common';
import type { insertRegistrationSchema } from '@shared/schemas/registrations';
import { isEventPast } from '@shared/lib/eventSchedule';
import { fits, isFull } from '@shared/lib/capacity';
import {
  queueAlreadyRegisteredMail,
  queueAlreadyWaitingMail,
  queueRegistrationMail,
  queueWaitlistMail,
  type MailDeps,
} from '@server/services/mail/outgoing';
import type { Database } from '@server/db/database';
import {
  attendeeDetails,
  claimOpenEvent,
  lockOpenEvent,
  lockRow,
  oncePerAddress,
  roomFor,
  signUpParty,
} from './register';
import { atDomain, checkSignUpLimits, mayTakeFreedSeat, type SignUpSource } from './signUpLimits';

type RegistrationInput = z.output<typeof insertRegistrationSchema>;
type Deps = MailDeps & { db: Database };

export const EVENT_HAS_ROOM = 'This event still has room. Please register instead.';
export const ALREADY_WAITING = 'You are already on the waiting list for this event.';

/**
 * Puts someone on a full event's waiting list and queues the mail that tells them their place (ADR 032). The
 * event's row is locked first, then the next ticket is handed out by one conditional UPDATE that only succeeds
 * while the event is full: on PostgreSQL the row stays locked until commit, on SQLite the one writer runs one
 * transaction at a time, so joins, registrations and freed seats of one event happen one after another and the
 * tickets keep the order people joined in. One address waits once per event (a unique index), and nobody waits
 * for an event they are registered for.
 *
 * An address already waiting or registered is told so by e-mail (its place, or its registration with the cancel
 * link), and the caller answers exactly as for a new place (ADR 051): the form does not tell who signed up.
 * `mailed` is false when the per-mailbox cap held that mail back.
 */
export async function joinWaitlist(
  deps: Deps,
  eventId: string,
  input: RegistrationInput,
  source?: SignUpSource,
): Promise<{ event: Event; mailed: boolean }> {
  return oncePerAddress(eventId, input, ['event_waitlist', ALREADY_WAITING], (emailNormalized) =>
    deps.db.write(async (m) => {
      const now = new Date();
      const event = await lockOpenEvent(m, eventId, now);
      if (source) await checkSignUpLimits(m, event, source, emailNormalized);
      const party = signUpParty(event, input);
      // A party waits when it does not fit: the event is full, or has fewer seats left than the party needs.
      if (fits(event, party.seats)) throw conflict(EVENT_HAS_ROOM);
      const registration = await m.findOneBy(EventRegistration, { eventId, emailNormalized });
      if (registration) return { event, mailed: await queueAlreadyRegisteredMail(deps, m, event, registration) };
      const waiting = await m.findOneBy(EventWaitlistEntry, { eventId, emailNormalized });
      if (waiting) {
        const position = await positionOf(m, waiting);
        return { event, mailed: await queueAlreadyWaitingMail(deps, m, event, waiting, position) };
      }
      const claimed = await claimOpenEvent(
        m,
        eventId,
        { waitlistTickets: () => 'waitlist_tickets + 1' },
        `NOT ${roomFor(party.seats)}`,
      );
      if (!claimed) throw conflict(EVENT_HAS_ROOM);
      const ticketed = await m.findOneByOrFail(Event, { id: eventId });
      const entry = m.create(EventWaitlistEntry, {
        id: randomUUID(),
        eventId,
        ticket: ticketed.waitlistTickets,
        ...attendeeDetails(input, emailNormalized),
        ...party,
        clientKey: source?.clientKey ?? null,
        joinedAt: now,
      });
      await m.insert(EventWaitlistEntry, entry);
      const mailed = await queueWaitlistMail(deps, m, ticketed, entry, await positionOf(m, entry));
      return { event: ticketed, mailed };
    }),
  );
}

/** A person's place on the list: how many wait with a ticket at or below theirs. */
const positionOf = (m: EntityManager, entry: EventWaitlistEntry) =>
  m.countBy(EventWaitlistEntry, { eventId: entry.eventId, ticket: LessThanOrEqual(entry.ticket) });

/** Gives seats back (a registration's party): the counter follows the rows, and never goes below 0. */
export async function releaseSeats(m: EntityManager, eventId: string, now: Date, seats: number): Promise<void> {
  const n = Math.max(0, Math.trunc(seats));
  await m
    .createQueryBuilder()
    .update(Event)
    .set({
      currentRegistrations: () => `CASE WHEN current_registrations > ${n} THEN current_registrations - ${n} ELSE 0 END`,
      updatedAt: now,
    })
    .where('id = :id', { id: eventId })
    .execute();
}

/**
 * The person waiting who gets the next freed seat: the earliest ticket whose client and domain do not already hold
 * their share of the seats (signUpLimits.ts), so nobody's entries jump the queue by any other way in.
 */
async function firstEligible(deps: MailDeps, m: EntityManager, event: Event) {
  const waiting = await m.find(EventWaitlistEntry, { where: { eventId: event.id }, order: { ticket: 'ASC' } });
  for (const entry of waiting) {
    if (!deps.config.rateLimits || (await mayTakeFreedSeat(m, event, entry))) return entry;
  }
  return null;
}

/**
 * Registers the people waiting, earliest eligible ticket first, for as many seats as the event now has free, each
 * with the normal confirmation (calendar file and cancel link). Runs inside the transaction that freed the seats. Each seat
 * is taken by the same conditional UPDATE a registration uses, so the event never goes over capacity; the next
 * person is read only after that UPDATE holds the event's row, so two transactions never give one seat or one
 * person twice. Nothing moves once the event is over or while registration is closed.
 */
export async function fillFreedSeats(deps: MailDeps, m: EntityManager, eventId: string): Promise<number> {
  let promoted = 0;
  for (;;) {
    const now = new Date();
    // Holds the event's row first, so the seats left and the next person are read as they stay until commit.
    await lockRow(m, eventId);
    const event = await m.findOneBy(Event, { id: eventId });
    if (!event || isEventPast(event, now)) return promoted;
    if (isFull(event)) return promoted;
    const next = await firstEligible(deps, m, event);
    if (!next) return promoted;
    // Someone already registered (by an admin's hand, say) leaves the list without a second seat.
    if (await m.existsBy(EventRegistration, { eventId, emailNormalized: next.emailNormalized })) {
      await m.delete(EventWaitlistEntry, { id: next.id });
      continue;
    }
    // The first in line gets the seats when the whole party fits; nobody behind jumps ahead of a larger party.
    const seats = next.seats ?? 1;
    const taken = await claimOpenEvent(
      m,
      eventId,
      { currentRegistrations: () => `current_registrations + ${Math.trunc(seats)}`, updatedAt: now },
      roomFor(seats),
    );
    if (!taken) return promoted;
    const removed = await m.delete(EventWaitlistEntry, { id: next.id });
    if (!removed.affected) {
      await releaseSeats(m, eventId, now, seats);
      continue;
    }
    const registration = m.create(EventRegistration, {
      id: randomUUID(),
      eventId,
      ...attendeeDetails(next, next.emailNormalized),
      guests: next.guests ?? 0,
      children: next.children ?? 0,
      seats,
      answers: next.answers ?? null,
      clientKey: next.clientKey,
      registeredAt: now,
    });
    await m.insert(EventRegistration, registration);
    await queueRegistrationMail(deps, m, await m.findOneByOrFail(Event, { id: eventId }), registration, true);
    promoted++;
  }
}

/**
 * Takes one entry off its event's waiting list (the leave link in every waiting-list mail). The row's delete
 * decides: of two presses only one removes it. The people behind move up, as their places are counted from the
 * tickets. Null when the entry is already gone (left before, or given a seat).
 */
export async function leaveWaitlist(deps: Deps, eventId: string, entryId: string): Promise<EventWaitlistEntry | null> {
  if (!isId(eventId) || !isId(entryId)) return null;
  return deps.db.write(async (m) => {
    const entry = await m.findOneBy(EventWaitlistEntry, { id: entryId, eventId });
    if (!entry) return null;
    const removed = await m.delete(EventWaitlistEntry, { id: entryId });
    return removed.affected ? entry : null;
  });
}

/**
 * Removes a cluster (ADR 051): every registration and waiting-list entry of the event signed up from one client, or
 * with addresses of one domain, in one transaction; nobody removed is mailed (the office is clearing seats it
 * judged hoarded). The freed seats go to the first eligible people still waiting, as any freed seat does.
 */
export async function removeCluster(
  deps: Deps,
  eventId: string,
  cluster: { by: ClusterBy; key: string },
): Promise<ClusterRemovalDto> {
  const result = await deps.db.write(async (m) => {
    const match = (alias: string) =>
      cluster.by === 'client'
        ? { sql: `${alias}.event_id = :eventId AND ${alias}.client_key = :key`, params: { eventId, key: cluster.key } }
        : atDomain(alias, eventId, siteDomainOf(cluster.key));
    const remove = async (table: typeof EventRegistration | typeof EventWaitlistEntry) => {
      const found = match('p');
      if (!found) return { count: 0, seats: 0 };
      const { sql, params } = found;
      const rows: Array<{ id: string; seats: number | string | null }> = await m
        .createQueryBuilder(table, 'p')
        .select('p.id', 'id')
        .addSelect('p.seats', 'seats')
        .where(sql, params)
        .getRawMany();
      if (!rows.length) return { count: 0, seats: 0 };
      await m.delete(table, { id: In(rows.map((r) => r.id)) });
      return { count: rows.length, seats: rows.reduce((sum, r) => sum + Number(r.seats ?? 1), 0) };
    };
    const { count: removedRegistrations, seats } = await remove(EventRegistration);
    const { count: removedWaiting } = await remove(EventWaitlistEntry);
    if (seats) await releaseSeats(m, eventId, new Date(), seats);
    const promoted = await fillFreedSeats(deps, m, eventId);
    return { removedRegistrations, removedWaiting, promoted };
  });
  deps.mailQueue.kick();
  return result;
}
