import type Router from '@koa/router';
import type { EntityManager } from 'typeorm';
import { route } from '../routing';
import { parseInput } from '@server/middlewares/validate';
import { presentEvent } from '@server/presenters';
import { requireAdmin } from '@server/policies';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { badRequest, conflict, notFound } from '@server/errors';
import { cancelEventSchema, messageRegistrantsSchema } from '@shared/schemas/events';
import { isEventPast } from '@shared/lib/eventSchedule';
import {
  eventCancelledNotice,
  eventChangeNotice,
  eventMessage,
  type EventChange,
} from '@server/services/mail/eventMessages';
import type { MailDeps } from '@server/services/mail/outgoing';
import { cancelLink, cancelToken } from '@server/services/cancelTokens';
import { formatLongDate } from '@shared/lib/eventTime';
import type { EventMessageResultDto } from '@shared/api/types';
import { loadEvent } from './reads';

export const ALREADY_CALLED_OFF = 'This event is already cancelled.';
export const PAST_EVENT_CALL_OFF = 'This event has already taken place, so it cannot be cancelled.';

/**
 * An admin calls an event off or writes to its people (ADR 036). Everything is queued in the transaction that
 * decides it, so a call-off is never half mailed, and the mail queue (ADR 013) delivers after commit.
 */
export function eventMailRoutes(router: Router): void {
  route(router, 'adminEventCancel', async (ctx) => {
    requireAdmin(ctx);
    const { message } = parseInput(cancelEventSchema, ctx.request.body);
    const id = ctx.params.id;
    await loadEvent(ctx.deps.db, id);
    const site = { org: ctx.deps.org, publicUrl: ctx.deps.config.publicUrl };
    const saved = await ctx.deps.db.write(async (m) => {
      const now = new Date();
      const before = await m.findOneBy(Event, { id });
      if (!before) throw notFound('Event not found');
      if (isEventPast(before, now)) throw badRequest(PAST_EVENT_CALL_OFF);
      // One conditional update decides: of two admins calling it off at once, only one mails everybody.
      const taken = await m
        .createQueryBuilder()
        .update(Event)
        .set({
          status: 'cancelled',
          calendarSequence: () => 'calendar_sequence + 1',
          version: () => 'version + 1',
          updatedAt: now,
        })
        .where('id = :id', { id })
        .andWhere('status = :scheduled', { scheduled: 'scheduled' })
        .execute();
      if (!taken.affected) throw conflict(ALREADY_CALLED_OFF);
      const event = await m.findOneByOrFail(Event, { id });
      const registrations = await m.find(EventRegistration, { where: { eventId: id }, order: { registeredAt: 'ASC' } });
      const waiting = await m.find(EventWaitlistEntry, { where: { eventId: id }, order: { ticket: 'ASC' } });
      for (const person of [...registrations, ...waiting]) {
        await ctx.deps.mailQueue.enqueue(m, eventCancelledNotice(site, event, person, message, now));
      }
      return event;
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentEvent(saved);
  });

  route(router, 'adminEventMessage', async (ctx) => {
    requireAdmin(ctx);
    const { subject, message, includeWaitlist } = parseInput(messageRegistrantsSchema, ctx.request.body);
    const id = ctx.params.id;
    await loadEvent(ctx.deps.db, id);
    const site = { org: ctx.deps.org, publicUrl: ctx.deps.config.publicUrl };
    const result = await ctx.deps.db.write(async (m): Promise<EventMessageResultDto> => {
      const event = await m.findOneBy(Event, { id });
      if (!event) throw notFound('Event not found');
      const registrations = await m.find(EventRegistration, { where: { eventId: id }, order: { registeredAt: 'ASC' } });
      const waiting = includeWaitlist
        ? await m.find(EventWaitlistEntry, { where: { eventId: id }, order: { ticket: 'ASC' } })
        : [];
      for (const r of registrations) {
        await ctx.deps.mailQueue.enqueue(m, eventMessage(site, event, r, subject, message, false));
      }
      for (const w of waiting) {
        await ctx.deps.mailQueue.enqueue(m, eventMessage(site, event, w, subject, message, true));
      }
      return { registrants: registrations.length, waiting: waiting.length };
    });
    ctx.deps.mailQueue.kick();
    ctx.status = 202;
    ctx.body = result;
  });
}

/** What registrants are told about when an admin asks: the day, the time text and the place. */
export function eventFacts(event: Pick<Event, 'date' | 'time' | 'location'>) {
  return { Date: formatLongDate(event.date), Time: event.time, Location: event.location ?? 'No location' };
}

export function changesBetween(before: ReturnType<typeof eventFacts>, after: ReturnType<typeof eventFacts>) {
  return (Object.keys(before) as Array<keyof typeof before>)
    .filter((label) => before[label] !== after[label])
    .map((label): EventChange => [label, before[label], after[label]]);
}

/**
 * Inside the edit's transaction: raises the event's calendar sequence and queues the change, with the updated
 * calendar entry, to every registrant (ADR 036). Nothing goes out for a called-off event or one already over.
 */
export async function notifyEventChange(
  deps: MailDeps,
  m: EntityManager,
  eventId: string,
  changes: EventChange[],
): Promise<number> {
  if (!changes.length) return 0;
  const now = new Date();
  const current = await m.findOneBy(Event, { id: eventId });
  if (!current || current.status !== 'scheduled' || isEventPast(current, now)) return 0;
  await m
    .createQueryBuilder()
    .update(Event)
    .set({ calendarSequence: () => 'calendar_sequence + 1' })
    .where('id = :id', { id: eventId })
    .execute();
  const event = await m.findOneByOrFail(Event, { id: eventId });
  const registrations = await m.find(EventRegistration, { where: { eventId }, order: { registeredAt: 'ASC' } });
  const site = { org: deps.org, publicUrl: deps.config.publicUrl };
  for (const r of registrations) {
    const link = cancelLink(deps.config.publicUrl, cancelToken(deps.config.sessionSecret, r.id, eventId));
    await deps.mailQueue.enqueue(m, eventChangeNotice(site, event, r, changes, link, now));
  }
  return registrations.length;
}
