import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { OutboundEmail } from '@server/db/entities';
import type { MetricsDto } from '@shared/api/metrics';

/**
 * GET /api/admin/metrics: how this instance is doing, for admins and monitoring scripts with an admin token.
 * Request figures are per instance (each keeps its own); the mail queue is the shared one in the database.
 */
export function metricsRouter(): Router {
  const router = apiRouter();
  route(router, 'adminMetrics', async (ctx) => {
    const grouped = await ctx.deps.db
      .repo(OutboundEmail)
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('e.status')
      .getRawMany<{ status: string; count: string | number }>();
    const queue = Object.fromEntries(grouped.map((g) => [g.status, Number(g.count)]));
    const memory = process.memoryUsage();
    const body: MetricsDto = {
      uptimeSeconds: Math.round((Date.now() - ctx.deps.metrics.startedAt) / 1000),
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      mailQueue: {
        queued: queue.queued ?? 0,
        sending: queue.sending ?? 0,
        failed: queue.failed ?? 0,
        sent: queue.sent ?? 0,
      },
      routes: ctx.deps.metrics.snapshot(),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
