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
import { leaveLinkOf, type MailDeps } from '@server/services/mail/outgoing';
import { cancelLink, cancelToken } from '@server/services/cancelTokens';
import { formatLongDate } from '@shared/lib/eventTime';
import type { EventMessageResultDto } from '@shared/api/types';
import { loadEvent } from './reads';
import { hasAddress } from './register';

export const ALREADY_CALLED_OFF = 'This event is already cancelled.';
export const PAST_EVENT_CALL_OFF = 'This event has already taken place, so it cannot be cancelled.';

/**
 * An admin calls an event off or writes to its people (ADR 036). Everything is queued in the transaction that
 * decides it, so a call-off is never half mailed, and the mail queue (ADR 013) delivers after commit.
 */
export function eventMailRoutes(router: Router): void {
  route(router, 'adminEventCancel', async (ctx) => {
    const admin = requireAdmin(ctx);
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
          // A new version is also a new SEQUENCE of the event's calendar entry (eventCalendarEntry.ts).
          version: () => 'version + 1',
          updatedAt: now,
          updatedBy: admin.id,
        })
        .where('id = :id', { id })
        .andWhere('status = :scheduled', { scheduled: 'scheduled' })
        .execute();
      if (!taken.affected) throw conflict(ALREADY_CALLED_OFF);
      const event = await m.findOneByOrFail(Event, { id });
      const registrations = await mailableRegistrations(m, id);
      const waiting = await m.find(EventWaitlistEntry, { where: { eventId: id }, order: { ticket: 'ASC' } });
      for (const person of [...registrations, ...waiting]) {
        await ctx.deps.mailQueue.enqueue(m, eventCancelledNotice(site, event, person, message));
      }
      return event;
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentEvent(saved);
  });

  route(router, 'adminEventMessage', async (ctx) => {
    requireAdmin(ctx);
    const { subject, message, includeWaitlist, preview } = parseInput(messageRegistrantsSchema, ctx.request.body);
    const id = ctx.params.id;
    await loadEvent(ctx.deps.db, id);
    const site = { org: ctx.deps.org, publicUrl: ctx.deps.config.publicUrl };
    if (preview) {
      // The very letter a registrant gets (the same function builds it), before anything is queued.
      const event = await ctx.deps.db.read.findOneBy(Event, { id });
      if (!event) throw notFound('Event not found');
      const registrants = (await mailableRegistrations(ctx.deps.db.read, id)).length;
      const waiting = includeWaitlist ? await ctx.deps.db.read.countBy(EventWaitlistEntry, { eventId: id }) : 0;
      const letter = eventMessage(site, event, { email: '' }, subject, message, null);
      ctx.body = { registrants, waiting, preview: { subject: letter.subject, text: letter.text } };
      return;
    }
    const result = await ctx.deps.db.write(async (m): Promise<EventMessageResultDto> => {
      const event = await m.findOneBy(Event, { id });
      if (!event) throw notFound('Event not found');
      const registrations = await mailableRegistrations(m, id);
      const waiting = includeWaitlist
        ? await m.find(EventWaitlistEntry, { where: { eventId: id }, order: { ticket: 'ASC' } })
        : [];
      for (const r of registrations) {
        await ctx.deps.mailQueue.enqueue(m, eventMessage(site, event, r, subject, message, null));
      }
      for (const w of waiting) {
        await ctx.deps.mailQueue.enqueue(m, eventMessage(site, event, w, subject, message, leaveLinkOf(ctx.deps, w)));
      }
      return { registrants: registrations.length, waiting: waiting.length };
    });
    ctx.deps.mailQueue.kick();
    ctx.status = 202;
    ctx.body = result;
  });
}

/** The event's registrants the site can write to, first come first: walk-ins may have given no address. */
async function mailableRegistrations(m: EntityManager, eventId: string): Promise<EventRegistration[]> {
  const all = await m.find(EventRegistration, { where: { eventId }, order: { registeredAt: 'ASC' } });
  return all.filter(hasAddress);
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
 * Inside the edit's transaction: queues the change, with the updated calendar entry, to every registrant (ADR 036).
 * Nothing goes out for a called-off event or one already over.
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
  // The edit has raised the version, and with it the calendar entry's SEQUENCE.
  const event = await m.findOneByOrFail(Event, { id: eventId });
  const registrations = await mailableRegistrations(m, eventId);
  const site = { org: deps.org, publicUrl: deps.config.publicUrl };
  for (const r of registrations) {
    const link = cancelLink(deps.config.publicUrl, cancelToken(deps.config.sessionSecret, r.id, eventId));
    await deps.mailQueue.enqueue(m, eventChangeNotice(site, event, r, changes, link));
  }
  return registrations.length;
}
