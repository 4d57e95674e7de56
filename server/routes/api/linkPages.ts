import type { Context } from 'koa';
import { tokenPage } from './auth/credentials';

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

/** Opening the link only asks (a mail scanner fetching links changes nothing): the page with its button, or why not. */
export async function showLinkPage<Page, Target>(ctx: Context, pages: LinkPages<Page, Target>): Promise<void> {
  tokenPage(ctx);
  const { status, page } = await pages.state(ctx, ctx.query.token);
  ctx.status = status;
  ctx.body = pages.render(ctx, page);
}

/** The page's button posts the token back: if the link may still act, `act` does it and gives the page to show. */
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
  ctx.body = pages.render(ctx, await act(target, page));
}
