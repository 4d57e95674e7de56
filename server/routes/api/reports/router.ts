import type Router from '@koa/router';
import { seasonStats, volunteerHours } from '@server/services/seasonReports';
import { apiRouter, route } from '../routing';

/** What the office reads back: the season's charts on the dashboard and the volunteer hours for grant reports. */
export function reportsRouter(): Router {
  const router = apiRouter();
  route(router, 'adminSeasonStats', async (ctx) => {
    ctx.body = await seasonStats(ctx.deps.db);
  });
  route(router, 'adminVolunteerHours', async (ctx) => {
    ctx.body = await volunteerHours(ctx.deps.db);
  });
  return router;
}
