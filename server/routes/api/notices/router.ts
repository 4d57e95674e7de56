import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { readNotices, saveNotices, waitingCounts } from '@server/services/notices';
import { presentNotices } from '@server/presenters/notices';

/** Who hears of what waits for the office, and what waits (ADR 057): admins only. */
export function noticesRouter(): Router {
  const router = apiRouter();

  route(router, 'adminNotices', async (ctx) => {
    ctx.body = presentNotices(await readNotices(ctx.deps), ctx.deps);
  });

  route(router, 'adminNoticesSave', async (ctx) => {
    const admin = ctx.state.user;
    const { version, ...values } = ctx.input.body;
    const row = await ctx.deps.db.write((m) =>
      saveNotices(m, values, version, admin.id, (current) => presentNotices(current, ctx.deps)),
    );
    ctx.body = presentNotices(row, ctx.deps);
  });

  route(router, 'adminWaiting', async (ctx) => {
    ctx.body = await waitingCounts(ctx.deps);
  });

  return router;
}
