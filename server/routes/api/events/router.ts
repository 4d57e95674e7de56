import type Router from '@koa/router';
import { apiRouter, route, type RouteHandler } from '../routing';
import { parseInput } from '@server/middlewares/validate';
import { presentEvent, presentRegistration, presentWaitlistEntry } from '@server/presenters';
import { Event } from '@server/db/entities';
import { insertRegistrationSchema } from '@shared/schemas/registrations';
import { parseEventDateInput, preserveCalendarDay } from '@shared/lib/eventTime';
import { applyClockEdit, clockOfNewEvent } from './eventClockWrites';
import { eventLengthMinutes } from '@shared/lib/volunteerHours';
import { getEvent, listEvents, listUpcomingEvents, loadEvent } from './reads';
import { addWalkIn, hasAddress, registerByPhone, registerForEvent } from './register';
import { ANSWER_FIELDS } from '@shared/lib/eventQuestions';
import { badRequest, conflict, notFound } from '@server/errors';
import { sanitizeRichText } from '@server/services/sanitize';
import { caughtByHoneypot, decoy } from '@server/lib/honeypot';
import { EventRegistration } from '@server/db/entities';
import { queueAlreadyRegisteredMail, queueRegistrationMail } from '@server/services/mail/outgoing';
import { clientOf } from '@server/lib/clientAddress';
import { clientKey } from '@server/lib/clientKey';
import type { SignUpSource } from './signUpLimits';
import { isStoredImage, storedImageAddresses } from './eventImages';
import { NOT_A_STORED_IMAGE } from '@shared/lib/pastEvents';
import { isEventPast } from '@shared/lib/eventSchedule';
import { claimVersion } from '@server/db/versions';
import { isId } from '@shared/schemas/common';
import { answerFormPost } from '@server/lib/formPosts';
import { REGISTRATION_MESSAGES, WAITLIST_MESSAGES, type FormMessage } from '@shared/forms/publicForms';
import { EventWaitlistEntry } from '@server/db/entities';
import { fillFreedSeats, joinWaitlist, removeCluster } from './waitlist';
import { cancelRegistration } from './cancelRegistration';
import { cancelRoutes } from './cancelRoutes';
import {
  changesBetween,
  notifyEventChange,
  previewEventMessage,
  queueCallOffNotices,
  queueEventMessage,
  toldFacts,
} from './eventMail';
import type { Context } from 'koa';
import type { z } from '../../../../shared/schemas/zod';
import { IsNull, MoreThan, type DeepPartial, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { MailDeps } from '@server/services/mail/outgoing';
import type { updateEventSchema } from '@shared/schemas/events';
import { seriesDates } from '@shared/lib/eventSeries';
import { idParam } from '../idParam';
import { countOf } from '@shared/lib/plural';

/** A sign-up as its schema parsed it: by route() for the JSON routes, by the form post's own parse otherwise. */
type RegistrationInput = z.output<typeof insertRegistrationSchema>;
type UpdateEventInput = z.output<typeof updateEventSchema>;

const EVENT_CONFLICT = { thing: 'event', present: presentEvent };

export const ALREADY_CALLED_OFF = 'This event is already cancelled.';
export const PAST_EVENT_CALL_OFF = 'This event has already taken place, so it cannot be cancelled.';

/**
 * One event's edit: the fields laid over it, the times and the day's instant derived again, the capacity held to
 * who is registered, the registrants told when asked, and freed seats given to people waiting; in the caller's
 * transaction (one event's edit, or each date of a series').
 */
async function applyEventEdit(
  deps: MailDeps,
  m: EntityManager,
  event: Event,
  input: Omit<UpdateEventInput, 'version' | 'notify' | 'scope'>,
  adminId: string,
  notify: boolean,
): Promise<{ event: Event; notified: number }> {
  const before = toldFacts(event);
  const capacityBefore = event.maxCapacity;
  const { date, startTime, endTime, allDay, time, ...rest } = input;
  Object.assign(event, rest);
  applyClockEdit(event, { startTime, endTime, allDay, time });
  event.updatedBy = adminId;
  // A new bare date takes its clock time from the (possibly new) time text, as on create; a new start moves
  // the instant within its day, so lists of one day stay in order.
  const timeChanged = startTime !== undefined || allDay !== undefined || time !== undefined;
  if (date !== undefined || timeChanged)
    event.date = parseEventDateInput(date ?? preserveCalendarDay(event.date), event.time)!;
  cleanTexts(event);
  // Only a capacity being changed is held to the count: walk-ins may have taken an event past the one it has.
  if (
    rest.maxCapacity !== undefined &&
    event.maxCapacity != null &&
    event.maxCapacity !== capacityBefore &&
    event.maxCapacity < event.currentRegistrations
  ) {
    throw badRequest(
      `Capacity cannot be below the ${countOf(event.currentRegistrations, 'person', 'people')} already registered.`,
      { maxCapacity: ['Capacity is below the current registrations'] },
    );
  }
  const stored = await m.save(event);
  // Asked to, the registrants hear of a new day, time or place with their calendar entry updated.
  const notified = notify ? await notifyEventChange(deps, m, stored.id, changesBetween(before, toldFacts(stored))) : 0;
  // More room (or registration opened again) goes to the people waiting, in the same transaction.
  const filled = await fillFreedSeats(deps, m, stored.id);
  return { event: filled ? await m.findOneByOrFail(Event, { id: stored.id }) : stored, notified };
}

/** Event texts may hold admin-written HTML; clean it as home blocks are cleaned (services/sanitize.ts). */
function cleanTexts<T extends Pick<Event, 'description' | 'eventContent'>>(event: T): T {
  event.description = sanitizeRichText(event.description) ?? '';
  event.eventContent = sanitizeRichText(event.eventContent);
  if (!event.description.trim())
    throw badRequest('Description is required', { description: ['Description is required'] });
  return event;
}

/** Several new events (past ones, a series' dates), stored all or none. */
const saveNewEvents = (ctx: Context, rows: Array<DeepPartial<Event>>) =>
  ctx.deps.db.write((m) => m.save(rows.map((row) => m.create(Event, row))));

/** Who signs up through a public form (ADR 051): their client's key, and whether the per-event limits apply. */
const sourceOf = (ctx: Context): SignUpSource => ({
  clientKey: clientKey(ctx.deps.config.sessionSecret, clientOf(ctx)),
  limited: ctx.deps.config.rateLimits,
});

/**
 * Validates and takes a seat; the event's title with it, and whether the confirmation was queued (the per-mailbox
 * cap may hold it back). A filled honeypot takes none, and an address already registered is told by e-mail; both
 * get the answer a new registration gets, details as sent (ADR 051).
 */
async function register(ctx: Context, eventId: string, sent: RegistrationInput) {
  const { website, ...input } = sent;
  let title = '';
  let mailed = true;
  const asSent = () => decoy(EventRegistration, { ...input, eventId, registeredAt: new Date(), checkedInAt: null });
  let registration: EventRegistration;
  if (caughtByHoneypot(ctx, { website })) {
    // A bot takes no seat and gets no e-mail, but sees the same answer a person would.
    registration = asSent();
  } else {
    const outcome = await registerForEvent(ctx.deps.db, eventId, input, {
      source: sourceOf(ctx),
      onRegistered: async (m, event, saved) => {
        title = event.title;
        mailed = await queueRegistrationMail(ctx.deps, m, event, saved);
      },
      onAlreadyRegistered: async (m, event, existing) => {
        title = event.title;
        mailed = await queueAlreadyRegisteredMail(ctx.deps, m, event, existing);
      },
    });
    registration = outcome.already ? asSent() : outcome.registration;
  }
  // Committed with its mail queued; the worker sends it now, and never holds up this answer.
  ctx.deps.mailQueue.kick();
  return { registration, title, mailed };
}

/**
 * Validates and puts the person on the waiting list; the same answer (no place number: that would tell a new
 * address from one already waiting) for a new place, an address already waiting or registered, and a filled
 * honeypot, which joins nothing.
 */
async function waitlist(ctx: Context, eventId: string, sent: RegistrationInput) {
  const { website, ...input } = sent;
  if (caughtByHoneypot(ctx, { website })) {
    const event = isId(eventId) ? await ctx.deps.db.repo(Event).findOneBy({ id: eventId }) : null;
    return { mailed: true, title: event?.title ?? '', email: input.email };
  }
  const { mailed, event } = await joinWaitlist(ctx.deps, eventId, input, sourceOf(ctx));
  ctx.deps.mailQueue.kick();
  return { mailed, title: event.title, email: input.email };
}

/** A sign-up form posted without scripts from an event's page (registration or waiting list): answered with that page. */
function answerEventFormPost(
  ctx: Context,
  form: 'registration' | 'waitlist',
  failure: { title: string; fallback: string },
  submit: (body: Record<string, unknown>) => Promise<FormMessage>,
) {
  return answerFormPost(ctx, {
    form,
    path: `/events/${encodeURIComponent(ctx.params.id)}`,
    eventId: ctx.params.id,
    fields: ['firstName', 'lastName', 'email', 'phone', 'specialRequests', 'guests', 'children', ...ANSWER_FIELDS],
    failure,
    submit,
  });
}

export function eventsRouter(): Router {
  const router = apiRouter();

  route(router, 'eventList', async (ctx) => {
    ctx.body = await listEvents(ctx.deps.db);
  });

  route(router, 'eventUpcoming', async (ctx) => {
    ctx.body = await listUpcomingEvents(ctx.deps.db);
  });

  route(router, 'eventGet', async (ctx) => {
    ctx.body = await getEvent(ctx.deps.db, ctx.params.id);
  });

  route(router, 'eventRegister', async (ctx) => {
    const { registration, mailed } = await register(ctx, ctx.params.id, ctx.input.body);
    ctx.status = 201;
    ctx.body = { ...presentRegistration(registration), confirmationSent: mailed };
  });

  route(router, 'eventRegisterForm', (ctx) =>
    answerEventFormPost(ctx, 'registration', REGISTRATION_MESSAGES.failure, async (body) => {
      const { registration, title, mailed } = await register(
        ctx,
        ctx.params.id,
        parseInput(insertRegistrationSchema, body),
      );
      const id = ctx.params.id;
      const eventTitle = title || (isId(id) ? (await ctx.deps.db.repo(Event).findOneBy({ id }))?.title : '') || '';
      return REGISTRATION_MESSAGES[mailed ? 'success' : 'unmailed'](eventTitle, registration.email);
    }),
  );

  route(router, 'eventWaitlistJoin', async (ctx) => {
    const { mailed } = await waitlist(ctx, ctx.params.id, ctx.input.body);
    ctx.status = 202;
    ctx.body = { mailed };
  });

  route(router, 'eventWaitlistForm', (ctx) =>
    answerEventFormPost(ctx, 'waitlist', WAITLIST_MESSAGES.failure, async (body) => {
      const { mailed, title, email } = await waitlist(ctx, ctx.params.id, parseInput(insertRegistrationSchema, body));
      return WAITLIST_MESSAGES[mailed ? 'success' : 'unmailed'](title, email);
    }),
  );

  route(router, 'adminEventCreate', async (ctx) => {
    const admin = ctx.state.user;
    const input = ctx.input.body;
    const { startTime, endTime, allDay, time, ...fields } = input;
    const clock = clockOfNewEvent({ startTime, endTime, allDay, time });
    const date = parseEventDateInput(input.date, clock.time)!;
    const event = {
      ...fields,
      ...clock,
      ...(await storedImageAddresses(ctx.deps, input, admin)),
      date,
      currentRegistrations: 0,
      createdBy: admin.id,
    };
    cleanTexts(event);
    const saved = await ctx.deps.db.write((m) => m.save(m.create(Event, event)));
    ctx.status = 201;
    ctx.body = presentEvent(saved);
  });

  route(router, 'adminPastEventsCreate', async (ctx) => {
    const admin = ctx.state.user;
    const { events } = ctx.input.body;
    const missing: Record<string, string[]> = {};
    for (const [index, row] of events.entries()) {
      if (!(await isStoredImage(ctx.deps.storage, row.imageUrl)))
        missing[`events.${index}.imageUrl`] = [NOT_A_STORED_IMAGE];
    }
    if (Object.keys(missing).length > 0) throw badRequest(NOT_A_STORED_IMAGE, missing);
    const rows = events.map((row) => {
      const event = {
        ...row,
        imageUrl: row.imageUrl.toLowerCase(),
        imageUrls: [],
        ...clockOfNewEvent({ time: row.time }),
        date: parseEventDateInput(row.date, row.time)!,
        eventContent: null,
        maxCapacity: null,
        isActive: false,
        currentRegistrations: 0,
        createdBy: admin.id,
      };
      return cleanTexts(event);
    });
    const saved = await saveNewEvents(ctx, rows);
    ctx.status = 201;
    ctx.body = saved.map(presentEvent);
  });

  const updateEvent: RouteHandler<'adminEventUpdate'> = async (ctx) => {
    const admin = ctx.state.user;
    const { version, notify, scope, ...input } = ctx.input.body;
    await loadEvent(ctx.deps.db, ctx.params.id);
    Object.assign(input, await storedImageAddresses(ctx.deps, input, admin));
    let notified = 0;
    const saved = await ctx.deps.db.write(async (m) => {
      notified = 0;
      const event = await claimVersion(m, Event, { id: ctx.params.id }, version, EVENT_CONFLICT);
      if (!event) throw notFound('Event not found');
      const edit = async (target: Event, change: typeof input) => {
        const result = await applyEventEdit(ctx.deps, m, target, change, admin.id, notify ?? false);
        notified += result.notified;
        return result.event;
      };
      const stored = await edit(event, input);
      // "This and all later dates": the same change on each later date of the series, each on its own day (a
      // new date belongs to this one alone), in the same transaction, so the series never ends up half-changed.
      if (scope === 'following' && event.seriesId) {
        const { date: _ownDate, ...shared } = input;
        const later = await m.find(Event, {
          where: { seriesId: event.seriesId, date: MoreThan(event.date) },
          order: { date: 'ASC' },
        });
        for (const next of later) {
          next.version += 1;
          await edit(next, shared);
        }
      }
      return stored;
    });
    ctx.deps.mailQueue.kick();
    // Said when asked: a client sending the edit later (the desktop app's drafts) tells the admin who was e-mailed.
    ctx.body = notify ? { ...presentEvent(saved), notified } : presentEvent(saved);
  };
  route(router, 'adminEventUpdate', updateEvent);
  route(router, 'adminEventUpdateByPut', updateEvent);

  // A series: one event per date the rule gives, each with its own seats and registrations, made all or none.
  route(router, 'adminEventSeriesCreate', async (ctx) => {
    const admin = ctx.state.user;
    const { rule, ...input } = ctx.input.body;
    const { startTime, endTime, allDay, time, ...fields } = input;
    const clock = clockOfNewEvent({ startTime, endTime, allDay, time });
    const images = await storedImageAddresses(ctx.deps, input, admin);
    const seriesId = randomUUID();
    const rows = seriesDates(rule).map((day) => {
      const event = {
        ...fields,
        ...clock,
        ...images,
        date: parseEventDateInput(day, clock.time)!,
        seriesId,
        currentRegistrations: 0,
        createdBy: admin.id,
      };
      return cleanTexts(event);
    });
    const saved = await saveNewEvents(ctx, rows);
    ctx.status = 201;
    ctx.body = saved.map((e) => presentEvent(e));
  });

  // The people registered for one event, first come first listed (the admin's registrations dialog and CSV).
  route(router, 'adminEventRegistrations', async (ctx) => {
    await loadEvent(ctx.deps.db, ctx.params.id);
    const rows = await ctx.deps.db.repo(EventRegistration).find({
      where: { eventId: ctx.params.id },
      order: { registeredAt: 'ASC', id: 'ASC' },
    });
    // With the client key, which the public answers never carry: the dialog finds clusters by it.
    ctx.body = rows.map((r) => ({ ...presentRegistration(r), clientKey: r.clientKey }));
  });

  // The people waiting for a seat, next in line first (the registrations dialog's second list and CSV).
  route(router, 'adminEventWaitlist', async (ctx) => {
    await loadEvent(ctx.deps.db, ctx.params.id);
    const rows = await ctx.deps.db.repo(EventWaitlistEntry).find({
      where: { eventId: ctx.params.id },
      order: { ticket: 'ASC' },
    });
    ctx.body = rows.map((row, i) => ({ ...presentWaitlistEntry(row, i + 1), clientKey: row.clientKey }));
  });

  // An admin takes someone off the list (no mail to them); the seat goes to the first person waiting.
  route(router, 'adminEventRegistrationDelete', async (ctx) => {
    await loadEvent(ctx.deps.db, ctx.params.id);
    const done = await cancelRegistration(ctx.deps, ctx.params.id, ctx.params.registrationId, { notify: false });
    if (!done) throw notFound('Registration not found');
    ctx.status = 204;
  });

  // The office removes a cluster of sign-ups the registrations list flagged (ADR 051); the seats go to people waiting.
  route(router, 'adminEventClusterRemove', async (ctx) => {
    const cluster = ctx.input.body;
    await loadEvent(ctx.deps.db, ctx.params.id);
    ctx.body = await removeCluster(ctx.deps, ctx.params.id, cluster);
  });

  // Check-in at the trailhead (ADR 037). Checking in someone already checked in keeps the first time: the update
  // only fills an empty column, so two volunteers (or a late offline draft) agree instead of conflicting.
  route(router, 'adminRegistrationCheckIn', async (ctx) => {
    const { checkedIn, volunteerMinutes } = ctx.input.body;
    const id = idParam(ctx, 'Registration not found');
    // Through the write queue like every change: it commits on the writer and empties the public cache, so the
    // events list's attendance count moves at once.
    const row = await ctx.deps.db.write(async (m) => {
      const found = await m.findOneBy(EventRegistration, { id });
      if (!found) return null;
      if (checkedIn) {
        const first = await m.update(EventRegistration, { id, checkedInAt: IsNull() }, { checkedInAt: new Date() });
        // At a workday the first check-in records the event's length; an admin's figure replaces it.
        if (volunteerMinutes !== undefined) await m.update(EventRegistration, { id }, { volunteerMinutes });
        else if (first.affected) {
          const event = await m.findOneBy(Event, { id: found.eventId });
          if (event?.recordsHours)
            await m.update(EventRegistration, { id }, { volunteerMinutes: eventLengthMinutes(event) });
        }
      } else await m.update(EventRegistration, { id }, { checkedInAt: null, volunteerMinutes: null });
      return m.findOneBy(EventRegistration, { id });
    });
    if (!row) throw notFound('Registration not found');
    ctx.body = presentRegistration(row);
  });

  // Someone who came without registering (addWalkIn: even at a full event, address optional), checked in in the
  // same transaction. No confirmation mail: they are there.
  route(router, 'adminEventWalkIn', async (ctx) => {
    const input = ctx.input.body;
    const saved = await addWalkIn(ctx.deps.db, ctx.params.id, input);
    ctx.status = 201;
    ctx.body = presentRegistration(saved);
  });

  route(router, 'adminEventPhoneRegistration', async (ctx) => {
    const saved = await registerByPhone(ctx.deps.db, ctx.params.id, ctx.input.body, async (m, event, registration) => {
      if (hasAddress(registration)) await queueRegistrationMail(ctx.deps, m, event, registration);
    });
    ctx.deps.mailQueue.kick();
    ctx.status = 201;
    ctx.body = presentRegistration(saved);
  });

  cancelRoutes(router);

  // An admin calls an event off (ADR 036): the notices are queued in the transaction that decides it.
  route(router, 'adminEventCancel', async (ctx) => {
    const admin = ctx.state.user;
    const { message } = ctx.input.body;
    const id = ctx.params.id;
    await loadEvent(ctx.deps.db, id);
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
      await queueCallOffNotices(ctx.deps, m, event, message);
      return event;
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentEvent(saved);
  });

  // An admin writes to an event's people (ADR 036); `preview` answers the letter and queues nothing.
  route(router, 'adminEventMessage', async (ctx) => {
    const { preview, ...letter } = ctx.input.body;
    const id = ctx.params.id;
    await loadEvent(ctx.deps.db, id);
    if (preview) {
      const event = await ctx.deps.db.read.findOneBy(Event, { id });
      if (!event) throw notFound('Event not found');
      ctx.body = await previewEventMessage(ctx.deps, ctx.deps.db.read, event, letter);
      return;
    }
    const result = await ctx.deps.db.write(async (m) => {
      const event = await m.findOneBy(Event, { id });
      if (!event) throw notFound('Event not found');
      return queueEventMessage(ctx.deps, m, event, letter);
    });
    ctx.deps.mailQueue.kick();
    ctx.status = 202;
    ctx.body = result;
  });

  // Deleting an event deletes its registrations with it (ADR 015): the confirm dialog says how many.
  route(router, 'adminEventDelete', async (ctx) => {
    const { version } = ctx.input.query;
    await loadEvent(ctx.deps.db, ctx.params.id);
    await ctx.deps.db.write(async (m) => {
      await claimVersion(m, Event, { id: ctx.params.id }, version, EVENT_CONFLICT);
      await m.delete(Event, { id: ctx.params.id });
    });
    ctx.status = 204;
  });

  return router;
}
