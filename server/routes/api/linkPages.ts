import type { Context } from 'koa';
import { tokenPage } from './auth/credentials';
import { readLinkPageResult, resultAddress, storeResult } from '@server/services/formResults';
import { FORM_RESULT_PARAM } from '@shared/forms/publicForms';

/** What a link from an e-mail may do now: the page to show and its status, and what it acts on when it may. */
export interface LinkState<Page, Target> {
  status: number;
  page: Page;
  target?: Target;
}

/** How one kind of e-mailed link reads its token and shows its page. */
export interface LinkPages<Page, Target> {
  state: (ctx: Context, token: unknown) => Promise<LinkState<Page, Target>>;
  render: (ctx: Context, page: Page) => string;
}

/**
 * Opening the link only asks (a mail scanner fetching links changes nothing): the page with its button, or why not.
 * The address its button's post redirected to (`?result=`) shows what the post did.
 */
export async function showLinkPage<Page, Target>(ctx: Context, pages: LinkPages<Page, Target>): Promise<void> {
  tokenPage(ctx);
  const kept = await readLinkPageResult(ctx.deps, ctx.query[FORM_RESULT_PARAM], ctx.path);
  if (kept) {
    ctx.body = pages.render(ctx, kept.linkPage as Page);
    return;
  }
  const { status, page } = await pages.state(ctx, ctx.query.token);
  ctx.status = status;
  ctx.body = pages.render(ctx, page);
}

/**
 * The page's button posts the token back: if the link may still act, `act` does it, and the answer is a redirect
 * (303, post/redirect/get as every form post, ADR 055) to the link's page with a result token, which shows what it
 * did: a reload shows it again and posts nothing. A link that may not act (any more) answers with its page at once;
 * posting it again changes nothing either.
 */
export async function postLinkPage<Page, Target>(
  ctx: Context,
  pages: LinkPages<Page, Target>,
  act: (target: Target, page: Page) => Promise<Page>,
): Promise<void> {
  tokenPage(ctx);
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const { status, page, target } = await pages.state(ctx, body.token);
  if (!target) {
    ctx.status = status;
    ctx.body = pages.render(ctx, page);
    return;
  }
  const done = await act(target, page);
  const token = await storeResult(ctx.deps, ctx.path, { linkPage: done });
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(resultAddress(ctx.path, token));
  ctx.status = 303;
}
