import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { parseInput } from '@server/middlewares/validate';
import { presentEvent, presentRegistration, presentWaitlistEntry } from '@server/presenters';
import { requireAdmin } from '@server/policies';
import { Event } from '@server/db/entities';
import { insertEventSchema, updateEventSchema } from '@shared/schemas/events';
import { insertRegistrationSchema, registrationCheckInSchema, walkInSchema } from '@shared/schemas/registrations';
import { parseEventDateInput } from '@shared/lib/eventTime';
import { getEvent, listEvents, loadEvent } from './reads';
import { registerForEvent } from './register';
import { badRequest, notFound } from '@server/errors';
import { sanitizeRichText } from '@server/services/sanitize';
import { caughtByHoneypot, decoy } from '@server/lib/honeypot';
import { EventRegistration } from '@server/db/entities';
import { queueRegistrationMail } from '@server/services/mail/outgoing';
import { storedImageAddresses } from './eventImages';
import { claimVersion } from '@server/db/versions';
import { isId, versionQuerySchema } from '@shared/schemas/common';
import { answerFormPost } from '@server/lib/formPosts';
import { REGISTRATION_MESSAGES, WAITLIST_MESSAGES, type FormMessage } from '@shared/forms/publicForms';
import { EventWaitlistEntry } from '@server/db/entities';
import { cancelRegistration, fillFreedSeats, joinWaitlist } from './waitlist';
import { cancelRoutes } from './cancelRoutes';
import { changesBetween, eventFacts, eventMailRoutes, notifyEventChange } from './eventMail';
import type { Context } from 'koa';
import { IsNull } from 'typeorm';
import { idParam } from '../idParam';

const EVENT_CONFLICT = { thing: 'event', present: presentEvent };

/** Event texts may hold admin-written HTML; clean it as home blocks are cleaned (services/sanitize.ts). */
function cleanTexts(event: Pick<Event, 'description' | 'eventContent'>) {
  event.description = sanitizeRichText(event.description) ?? '';
  event.eventContent = sanitizeRichText(event.eventContent);
  if (!event.description.trim())
    throw badRequest('Description is required', { description: ['Description is required'] });
}

/** Validates and takes a seat (a filled honeypot takes none but looks the same); the event's title with it. */
async function register(ctx: Context, eventId: string, body: unknown) {
  const { website, ...input } = parseInput(insertRegistrationSchema, body);
  let title = '';
  // A bot takes no seat and gets no e-mail, but sees the same answer a person would.
  const registration = caughtByHoneypot(ctx, { website })
    ? decoy(EventRegistration, { ...input, eventId, registeredAt: new Date() })
    : await registerForEvent(ctx.deps.db, eventId, input, (m, event, saved) => {
        title = event.title;
        return queueRegistrationMail(ctx.deps, m, event, saved);
      });
  // Committed with its confirmation queued; the worker sends it now, and never holds up this answer.
  ctx.deps.mailQueue.kick();
  return { registration, title };
}

/** Validates and puts the person on the waiting list (a filled honeypot joins nothing but looks the same). */
async function waitlist(ctx: Context, eventId: string, body: unknown) {
  const { website, ...input } = parseInput(insertRegistrationSchema, body);
  if (caughtByHoneypot(ctx, { website })) {
    const event = isId(eventId) ? await ctx.deps.db.repo(Event).findOneBy({ id: eventId }) : null;
    return { position: 1, title: event?.title ?? '', email: input.email };
  }
  const { position, event } = await joinWaitlist(ctx.deps, eventId, input);
  ctx.deps.mailQueue.kick();
  return { position, title: event.title, email: input.email };
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
    fields: ['firstName', 'lastName', 'email', 'phone', 'specialRequests'],
    failure,
    submit,
  });
}

export function eventsRouter(): Router {
  const router = apiRouter();

  route(router, 'eventList', async (ctx) => {
    ctx.body = await listEvents(ctx.deps.db);
  });

  route(router, 'eventGet', async (ctx) => {
    ctx.body = await getEvent(ctx.deps.db, ctx.params.id);
  });

  route(router, 'eventRegister', async (ctx) => {
    const { registration } = await register(ctx, ctx.params.id, ctx.request.body);
    ctx.status = 201;
    ctx.body = presentRegistration(registration);
  });

  route(router, 'eventRegisterForm', (ctx) =>
    answerEventFormPost(ctx, 'registration', REGISTRATION_MESSAGES.failure, async (body) => {
      const { registration, title } = await register(ctx, ctx.params.id, body);
      const id = ctx.params.id;
      const eventTitle = title || (isId(id) ? (await ctx.deps.db.repo(Event).findOneBy({ id }))?.title : '') || '';
      return REGISTRATION_MESSAGES.success(eventTitle, registration.email);
    }),
  );

  route(router, 'eventWaitlistJoin', async (ctx) => {
    const { position } = await waitlist(ctx, ctx.params.id, ctx.request.body);
    ctx.status = 201;
    ctx.body = { position };
  });

  route(router, 'eventWaitlistForm', (ctx) =>
    answerEventFormPost(ctx, 'waitlist', WAITLIST_MESSAGES.failure, async (body) => {
      const { position, title, email } = await waitlist(ctx, ctx.params.id, body);
      return WAITLIST_MESSAGES.success(title, position, email);
    }),
  );

  route(router, 'adminEventCreate', async (ctx) => {
    const admin = requireAdmin(ctx);
    const input = parseInput(insertEventSchema, ctx.request.body);
    const date = parseEventDateInput(input.date, input.time)!;
    const event = {
      ...input,
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

  route(router, 'adminEventUpdate', async (ctx) => {
    const admin = requireAdmin(ctx);
    const { version, notify, ...input } = parseInput(updateEventSchema, ctx.request.body);
    await loadEvent(ctx.deps.db, ctx.params.id);
    Object.assign(input, await storedImageAddresses(ctx.deps, input, admin));
    const saved = await ctx.deps.db.write(async (m) => {
      const event = await claimVersion(m, Event, { id: ctx.params.id }, version, EVENT_CONFLICT);
      if (!event) throw notFound('Event not found');
      const before = eventFacts(event);
      const { date, ...rest } = input;
      Object.assign(event, rest);
      // A new bare date takes its clock time from the (possibly new) time text, as on create.
      if (date !== undefined) event.date = parseEventDateInput(date, event.time)!;
      cleanTexts(event);
      if (event.maxCapacity != null && event.maxCapacity < event.currentRegistrations) {
        throw badRequest(`Capacity cannot be below the ${event.currentRegistrations} people already registered.`, {
          maxCapacity: ['Capacity is below the current registrations'],
        });
      }
      const stored = await m.save(event);
      // Asked to, the registrants hear of a new day, time or place with their calendar entry updated.
      if (notify) await notifyEventChange(ctx.deps, m, stored.id, changesBetween(before, eventFacts(stored)));
      // More room (or registration opened again) goes to the people waiting, in the same transaction.
      return (await fillFreedSeats(ctx.deps, m, stored.id)) ? m.findOneByOrFail(Event, { id: stored.id }) : stored;
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentEvent(saved);
  });

  // The people registered for one event, first come first listed (the admin's registrations dialog and CSV).
  route(router, 'adminEventRegistrations', async (ctx) => {
    requireAdmin(ctx);
    await loadEvent(ctx.deps.db, ctx.params.id);
    const rows = await ctx.deps.db.repo(EventRegistration).find({
      where: { eventId: ctx.params.id },
      order: { registeredAt: 'ASC', id: 'ASC' },
    });
    ctx.body = rows.map(presentRegistration);
  });

  // The people waiting for a seat, next in line first (the registrations dialog's second list and CSV).
  route(router, 'adminEventWaitlist', async (ctx) => {
    requireAdmin(ctx);
    await loadEvent(ctx.deps.db, ctx.params.id);
    const rows = await ctx.deps.db.repo(EventWaitlistEntry).find({
      where: { eventId: ctx.params.id },
      order: { ticket: 'ASC' },
    });
    ctx.body = rows.map((row, i) => presentWaitlistEntry(row, i + 1));
  });

  // An admin takes someone off the list (no mail to them); the seat goes to the first person waiting.
  route(router, 'adminEventRegistrationDelete', async (ctx) => {
    requireAdmin(ctx);
    await loadEvent(ctx.deps.db, ctx.params.id);
    const done = await cancelRegistration(ctx.deps, ctx.params.id, ctx.params.registrationId, { notify: false });
    if (!done) throw notFound('Registration not found');
    ctx.status = 204;
  });

  // Check-in at the trailhead (ADR 037). Checking in someone already checked in keeps the first time: the update
  // only fills an empty column, so two volunteers (or a late offline draft) agree instead of conflicting.
  route(router, 'adminRegistrationCheckIn', async (ctx) => {
    requireAdmin(ctx);
    const { checkedIn } = parseInput(registrationCheckInSchema, ctx.request.body);
    const id = idParam(ctx, 'Registration not found');
    // Through the write queue like every change: it commits on the writer and empties the public cache, so the
    // events list's attendance count moves at once.
    const row = await ctx.deps.db.write(async (m) => {
      if (checkedIn) await m.update(EventRegistration, { id, checkedInAt: IsNull() }, { checkedInAt: new Date() });
      else await m.update(EventRegistration, { id }, { checkedInAt: null });
      return m.findOneBy(EventRegistration, { id });
    });
    if (!row) throw notFound('Registration not found');
    ctx.body = presentRegistration(row);
  });

  // Someone who came without registering: a seat taken as any registration takes one (capacity, a cancelled or
  // closed event, one per address), checked in in the same transaction. No confirmation mail: they are there.
  route(router, 'adminEventWalkIn', async (ctx) => {
    requireAdmin(ctx);
    const input = parseInput(walkInSchema, ctx.request.body);
    const saved = await registerForEvent(
      ctx.deps.db,
      ctx.params.id,
      { ...input, specialRequests: null },
      async (m, _event, registration) => {
        registration.checkedInAt = registration.registeredAt;
        await m.update(EventRegistration, { id: registration.id }, { checkedInAt: registration.checkedInAt });
      },
    );
    ctx.status = 201;
    ctx.body = presentRegistration(saved);
  });

  cancelRoutes(router);
  eventMailRoutes(router);

  // Deleting an event deletes its registrations with it (ADR 015): the confirm dialog says how many.
  route(router, 'adminEventDelete', async (ctx) => {
    requireAdmin(ctx);
    const { version } = parseInput(versionQuerySchema, ctx.query);
    await loadEvent(ctx.deps.db, ctx.params.id);
    await ctx.deps.db.write(async (m) => {
      await claimVersion(m, Event, { id: ctx.params.id }, version, EVENT_CONFLICT);
      await m.delete(Event, { id: ctx.params.id });
    });
    ctx.status = 204;
  });

  return router;
}
