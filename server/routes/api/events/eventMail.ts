import type Router from '@koa/router';
import { route } from '../routing';
import { parseInput } from '@server/middlewares/validate';
import { presentEvent } from '@server/presenters';
import { requireAdmin } from '@server/policies';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { badRequest, conflict, notFound } from '@server/errors';
import { cancelEventSchema, messageRegistrantsSchema } from '@shared/schemas/events';
import { isEventPast } from '@shared/lib/eventSchedule';
import { eventCancelledNotice, eventMessage } from '@server/services/mail/eventMessages';
import type { EventMessageResultDto } from '@shared/api/types';
import { loadEvent } from './reads';

export const ALREADY_CALLED_OFF = 'This event is already cancelled.';
export const PAST_EVENT_CALL_OFF = 'This event has already taken place, so it cannot be cancelled.';

/**
 * An admin calls an event off or writes to its people (ADR 033). Everything is queued in the transaction that
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
