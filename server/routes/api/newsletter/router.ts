import type Router from '@koa/router';
import { UNSEEN_BY_VISITORS } from '@server/db/database';
import type { Context } from 'koa';
import type { z } from '../../../../shared/schemas/zod';
import { apiRouter, route } from '../routing';
import { tokenPage } from '../auth/credentials';
import { postLinkPage, showLinkPage, type LinkPages, type LinkState } from '../linkPages';
import { NewsletterRun, NewsletterSubscription } from '@server/db/entities';
import { parseInput } from '@server/middlewares/validate';
import { badRequest, notFound } from '@server/errors';
import type { AppDeps } from '@server/deps';
import { latestNewsletterIssue } from '@server/services/newsletterIssues';
import { NO_NEWSLETTER_TO_LINK } from '@shared/schemas/newsletterIssues';
import { isId } from '@shared/schemas/common';
import type { NewsletterSendDto } from '@shared/api/types';
import { caughtByHoneypot } from '@server/lib/honeypot';
import { answerFormPost } from '@server/lib/formPosts';
import { PENDING_MS, readConfirmToken, requestSubscription } from '@server/services/newsletterSubscriptions';
import { readUnsubscribeToken, unsubscribe } from '@server/services/newsletterUnsubscribe';
import { newsletterSignupSchema } from '@shared/schemas/newsletter';
import { queueNewsletterBatch, queueTestCopy, runCounts, startNewsletterRun } from '@server/services/newsletterRuns';
import { presentRun, presentSubscriber } from '@server/presenters/newsletter';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGES, type NewsletterPage } from '@shared/forms/publicForms';
import type { PageRenderer } from '@server/ssr/render';

export const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid. Please use the link from your e-mail, or sign up again on our website.';
export const CONFIRM_LINK_EXPIRED =
  'This confirmation link has expired: unconfirmed sign-ups are forgotten after a week. Please sign up again on our website.';
export const CONFIRM_ALREADY = 'This address is already confirmed: you are on our newsletter list.';
export const CONFIRM_DONE = 'Thank you! Your subscription is confirmed: you will receive our newsletter.';

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Please use the link from the newsletter, or write to us and we will take you off the list.';
export const UNSUBSCRIBE_DONE = 'You are unsubscribed: you will receive no more newsletters from us.';
export const UNSUBSCRIBE_ALREADY = 'This address is not on our newsletter list (any more): there is nothing to do.';
/** The body a mail program posts for a one-click unsubscribe (RFC 8058). */
const ONE_CLICK = 'One-Click';

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found.';
export const RUN_NOT_FOUND = 'Newsletter not found.';
/** How many past newsletters the screen lists. */
const RECENT_RUNS = 10;

/** Validates and takes a sign-up; a filled honeypot takes nothing. Every outcome but a malformed input looks alike. */
async function subscribe(ctx: Context, sent: z.output<typeof newsletterSignupSchema>): Promise<void> {
  const { website, ...input } = sent;
  if (caughtByHoneypot(ctx, { website })) return;
  await requestSubscription(ctx.deps, input);
}

type PageState = Parameters<PageRenderer['renderNewsletterConfirm']>[0];

/** What the link in `token` may do now, as the page to show and its status. */
async function confirmState(ctx: Context, token: unknown): Promise<LinkState<PageState, string>> {
  const id = readConfirmToken(ctx.deps.config.sessionSecret, token);
  if (!id) return { status: 400, page: { token: null, error: CONFIRM_LINK_INVALID } };
  const row = await ctx.deps.db.repo(NewsletterSubscription).findOneBy({ id });
  // The site issued this link, but the sign-up was forgotten (or is about to be).
  if (!row || (!row.confirmedAt && Date.now() - row.subscribedAt.getTime() >= PENDING_MS))
    return { status: 410, page: { token: null, error: CONFIRM_LINK_EXPIRED } };
  if (row.confirmedAt) return { status: 200, page: { token: null, notice: CONFIRM_ALREADY } };
  return { status: 200, page: { token: token as string }, target: id };
}

const confirmPages: LinkPages<PageState, string> = {
  state: confirmState,
  render: (ctx, page) => ctx.deps.pages.renderNewsletterConfirm(page),
};

export function newsletterRouter(): Router {
  const router = apiRouter();

  // The same answer for a new, pending or confirmed address, so nobody learns from it who subscribes.
  route(router, 'newsletterSubscribe', async (ctx) => {
    await subscribe(ctx, ctx.input.body);
    ctx.status = 202;
    ctx.body = { message: NEWSLETTER_MESSAGES.success.description };
  });

  route(router, 'newsletterForm', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const page: NewsletterPage = body.page === 'events' ? 'events' : 'home';
    return answerFormPost(ctx, {
      form: 'newsletter',
      path: NEWSLETTER_PAGES[page],
      fields: ['email', 'firstName'],
      failure: NEWSLETTER_MESSAGES.failure,
      submit: async (posted) => {
        await subscribe(ctx, parseInput(newsletterSignupSchema, posted));
        return NEWSLETTER_MESSAGES.success;
      },
    });
  });

  /**
   * The link from the confirmation mail. Opening it only asks (a mail scanner fetching links subscribes nobody);
   * the page's button posts the token back, and that post confirms. Every outcome is a page: a wrong link 400, a
   * forgotten sign-up 410.
   */
  const confirmPage = (ctx: Context) => showLinkPage(ctx, confirmPages);
  route(router, 'newsletterConfirmLink', confirmPage);
  route(router, 'newsletterConfirmPage', confirmPage);

  route(router, 'newsletterConfirmForm', (ctx) =>
    postLinkPage(ctx, confirmPages, async (id) => {
      // Conditional, so two presses at once confirm once and both see the same page.
      await ctx.deps.db.write(
        (m) =>
          m
            .createQueryBuilder()
            .update(NewsletterSubscription)
            .set({ confirmedAt: new Date() })
            .where('id = :id AND confirmed_at IS NULL', { id })
            .execute(),
        UNSEEN_BY_VISITORS,
      );
      return { token: null, notice: CONFIRM_DONE };
    }),
  );

  /**
   * The unsubscribe link in a newsletter. Opening it only asks; the button posts the token back. A row already
   * gone means this link's subscription ended before (the signature proves the site issued it).
   */
  const unsubscribePage = async (ctx: Context) => {
    tokenPage(ctx);
    const id = readUnsubscribeToken(ctx.deps.config.sessionSecret, ctx.query.token);
    if (!id) {
      ctx.status = 400;
      ctx.body = ctx.deps.pages.renderNewsletterUnsubscribe({ token: null, error: UNSUBSCRIBE_LINK_INVALID });
      return;
    }
    const row = await ctx.deps.db.repo(NewsletterSubscription).findOneBy({ id });
    ctx.body = ctx.deps.pages.renderNewsletterUnsubscribe(
      row ? { token: ctx.query.token as string } : { token: null, notice: UNSUBSCRIBE_ALREADY },
    );
  };
  route(router, 'newsletterUnsubscribePage', unsubscribePage);
  route(router, 'newsletterUnsubscribeLink', unsubscribePage);

  /**
   * The page's button (token in the form) or a mail program's one-click post (token in the address, body
   * `List-Unsubscribe=One-Click`, answered with a short 200 and no page). Pressing twice says "already".
   */
  const unsubscribePost = async (ctx: Context) => {
    tokenPage(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const oneClick = body['List-Unsubscribe'] === ONE_CLICK;
    const id = readUnsubscribeToken(ctx.deps.config.sessionSecret, body.token ?? ctx.query.token);
    if (!id) {
      ctx.status = 400;
      if (oneClick) {
        ctx.type = 'text';
        ctx.body = UNSUBSCRIBE_LINK_INVALID;
      } else ctx.body = ctx.deps.pages.renderNewsletterUnsubscribe({ token: null, error: UNSUBSCRIBE_LINK_INVALID });
      return;
    }
    const removed = await unsubscribe(ctx.deps.db, id);
    const notice = removed ? UNSUBSCRIBE_DONE : UNSUBSCRIBE_ALREADY;
    if (oneClick) {
      ctx.type = 'text';
      ctx.body = notice;
    } else ctx.body = ctx.deps.pages.renderNewsletterUnsubscribe({ token: null, notice });
  };
  route(router, 'newsletterUnsubscribe', unsubscribePost);
  // The List-Unsubscribe link itself: mail programs post the one-click unsubscribe to the address they were given.
  route(router, 'newsletterUnsubscribeLinkPost', unsubscribePost);

  route(router, 'adminNewsletterSubscribers', async (ctx) => {
    const rows = await ctx.deps.db.repo(NewsletterSubscription).find({ order: { subscribedAt: 'DESC' } });
    // Subscribers' addresses: no shared cache may keep them.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentSubscriber);
  });

  /** Removes an address from the list (the row, so nothing of it is kept), as its own unsubscribe link would. */
  route(router, 'adminNewsletterSubscriberDelete', async (ctx) => {
    const id = ctx.params.id;
    if (!isId(id) || !(await unsubscribe(ctx.deps.db, id))) throw notFound(SUBSCRIBER_NOT_FOUND);
    ctx.status = 204;
  });

  /** The admin's own copy, to see the newsletter as subscribers will before sending it to them. */
  /** A mail may link to the newsletter PDF only when there is one (ADR 057). */
  async function requireNewsletterToLink(deps: AppDeps, pdfLink: boolean) {
    if (pdfLink && !(await latestNewsletterIssue(deps.db)))
      throw badRequest(NO_NEWSLETTER_TO_LINK, { pdfLink: [NO_NEWSLETTER_TO_LINK] });
  }

  route(router, 'adminNewsletterTest', async (ctx) => {
    const user = ctx.state.user;
    const content = ctx.input.body;
    await requireNewsletterToLink(ctx.deps, content.pdfLink);
    const id = await queueTestCopy(ctx.deps, user.email, content);
    ctx.status = 202;
    ctx.body = { id } satisfies NewsletterSendDto;
  });

  /** Starts a run to every confirmed subscriber; its first batch is queued before the answer (ADR 039). */
  route(router, 'adminNewsletterSend', async (ctx) => {
    const user = ctx.state.user;
    const content = ctx.input.body;
    await requireNewsletterToLink(ctx.deps, content.pdfLink);
    const run = await startNewsletterRun(ctx.deps, content, user.id);
    await queueNewsletterBatch(ctx.deps);
    ctx.status = 202;
    ctx.body = { id: run.id } satisfies NewsletterSendDto;
  });

  route(router, 'adminNewsletterRuns', async (ctx) => {
    const runs = await ctx.deps.db.repo(NewsletterRun).find({ order: { createdAt: 'DESC' }, take: RECENT_RUNS });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await Promise.all(runs.map(async (run) => presentRun(run, await runCounts(ctx.deps, run))));
  });

  route(router, 'adminNewsletterRun', async (ctx) => {
    const id = ctx.params.id;
    const run = isId(id) ? await ctx.deps.db.repo(NewsletterRun).findOneBy({ id }) : null;
    if (!run) throw notFound(RUN_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentRun(run, await runCounts(ctx.deps, run));
  });

  return router;
}
