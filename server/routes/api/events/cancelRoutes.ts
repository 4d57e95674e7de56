import type Router from '@koa/router';
import type { Context } from 'koa';
import { Event, EventRegistration, EventWaitlistEntry } from '@server/db/entities';
import { readCancelToken, readLeaveWaitlistToken } from '@server/services/cancelTokens';
import { hasEventStarted } from '@shared/lib/eventSchedule';
import { formatLongDate } from '@shared/lib/eventTime';
import type { PageRenderer } from '@server/ssr/render';
import { postLinkPage, showLinkPage, type LinkPages, type LinkState } from '../linkPages';
import { route } from '../routing';
import { cancelRegistration } from './cancelRegistration';
import { leaveWaitlist } from './waitlist';

export const CANCEL_LINK_INVALID =
  'This cancellation link is not valid. Please use the link from your confirmation e-mail.';
export const CANCEL_EVENT_GONE = 'This event no longer exists, so there is nothing to cancel.';
export const CANCEL_STARTED =
  'This event has already started, so the registration can no longer be cancelled online. Please contact us instead.';
export const CANCEL_ALREADY = 'This registration has already been cancelled.';
export const CANCEL_DONE =
  'Your registration is cancelled. Thank you for letting us know: your spot can go to someone else.';

export const LEAVE_LINK_INVALID = 'This link is not valid. Please use the link from your waiting-list e-mail.';
export const LEAVE_EVENT_GONE = 'This event no longer exists, so there is no waiting list to leave.';
export const LEAVE_STARTED = 'This event has already started, so its waiting list is closed.';
export const LEAVE_ALREADY =
  'You are no longer on the waiting list for this event: you left it, or a spot opened up and you were registered (see your e-mail).';
export const LEAVE_DONE = 'You have left the waiting list. Thank you for letting us know: the next person moves up.';

type PageState = Parameters<PageRenderer['renderCancelRegistration']>[0];

/** What the link in `token` may do now, as the page to show and its status. */
async function cancelState(ctx: Context, token: unknown): Promise<LinkState<PageState, Ids>> {
  const ids = readCancelToken(ctx.deps.config.sessionSecret, token);
  if (!ids) return { status: 400, page: { token: null, error: CANCEL_LINK_INVALID } };
  const event = await ctx.deps.db.repo(Event).findOneBy({ id: ids.eventId });
  if (!event) return { status: 404, page: { token: null, error: CANCEL_EVENT_GONE } };
  const about = { eventTitle: event.title, eventDate: formatLongDate(event.date), eventTime: event.time };
  const registered = await ctx.deps.db.repo(EventRegistration).existsBy({ id: ids.registrationId, eventId: event.id });
  if (!registered) return { status: 200, page: { ...about, token: null, notice: CANCEL_ALREADY } };
  if (hasEventStarted(event)) return { status: 410, page: { ...about, token: null, error: CANCEL_STARTED } };
  return { status: 200, page: { ...about, token: token as string }, target: ids };
}

type Ids = { registrationId: string; eventId: string };

const cancelPages: LinkPages<PageState, Ids> = {
  state: cancelState,
  render: (ctx, page) => ctx.deps.pages.renderCancelRegistration(page),
};

type EntryIds = { entryId: string; eventId: string };

/** What the leave link in `token` may do now: the same outcomes as a cancel link, for a waiting-list entry. */
async function leaveState(ctx: Context, token: unknown): Promise<LinkState<PageState, EntryIds>> {
  const ids = readLeaveWaitlistToken(ctx.deps.config.sessionSecret, token);
  if (!ids) return { status: 400, page: { token: null, error: LEAVE_LINK_INVALID } };
  const event = await ctx.deps.db.repo(Event).findOneBy({ id: ids.eventId });
  if (!event) return { status: 404, page: { token: null, error: LEAVE_EVENT_GONE } };
  const about = { eventTitle: event.title, eventDate: formatLongDate(event.date), eventTime: event.time };
  const waiting = await ctx.deps.db.repo(EventWaitlistEntry).existsBy({ id: ids.entryId, eventId: event.id });
  if (!waiting) return { status: 200, page: { ...about, token: null, notice: LEAVE_ALREADY } };
  if (hasEventStarted(event)) return { status: 410, page: { ...about, token: null, error: LEAVE_STARTED } };
  return { status: 200, page: { ...about, token: token as string }, target: ids };
}

const leavePages: LinkPages<PageState, EntryIds> = {
  state: leaveState,
  render: (ctx, page) => ctx.deps.pages.renderLeaveWaitlist(page),
};

/**
 * The cancel link from a confirmation e-mail. Opening it only asks (a mail scanner fetching links cancels
 * nothing); the page's button posts the token back, and that post cancels, mails the notice and gives the seat to
 * the first person waiting. Every outcome is a page: a wrong link 400, a deleted event 404, a started event 410.
 */
export function cancelRoutes(router: Router): void {
  route(router, 'registrationCancelPage', (ctx) => showLinkPage(ctx, cancelPages));

  route(router, 'registrationCancelForm', (ctx) =>
    postLinkPage(ctx, cancelPages, async (ids, page) => {
      const done = await cancelRegistration(ctx.deps, ids.eventId, ids.registrationId, { notify: true });
      return { ...page, token: null, notice: done ? CANCEL_DONE : CANCEL_ALREADY };
    }),
  );

  // The leave link from a waiting-list e-mail, which works the same way.
  route(router, 'waitlistLeavePage', (ctx) => showLinkPage(ctx, leavePages));

  route(router, 'waitlistLeaveForm', (ctx) =>
    postLinkPage(ctx, leavePages, async (ids, page) => {
      const left = await leaveWaitlist(ctx.deps, ids.eventId, ids.entryId);
      return { ...page, token: null, notice: left ? LEAVE_DONE : LEAVE_ALREADY };
    }),
  );
}
