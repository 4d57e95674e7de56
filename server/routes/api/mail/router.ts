import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { OutboundEmail } from '@server/db/entities';
import { presentOutboundEmail } from '@server/presenters/mail';
import { conflict, notFound } from '@server/errors';
import { OUTBOUND_EMAIL_STATUSES, type OutboundEmailListDto, type OutboundEmailStatus } from '@shared/api/mail';
import { idParam } from '../idParam';

export const RETRY_ONLY_FAILED = 'Only a failed message can be sent again.';

/** The outgoing-mail queue for admins (ADR 013): what went out, what is waiting, what failed, and a retry. */
export function mailRouter(): Router {
  const router = apiRouter();

  route(router, 'adminEmails', async (ctx) => {
    const query = ctx.input.query;
    const repo = ctx.deps.db.repo(OutboundEmail);
    const where = query.status ? { status: query.status } : {};
    const total = await repo.count({ where });
    const items = await repo.find({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
      // Only what the list shows: bodies can be large.
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        nextAttemptAt: true,
        sentAt: true,
      },
    });
    const grouped = await repo
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('e.status')
      .getRawMany<{ status: OutboundEmailStatus; count: string | number }>();
    const counts = Object.fromEntries(OUTBOUND_EMAIL_STATUSES.map((s) => [s, 0])) as Record<
      OutboundEmailStatus,
      number
    >;
    for (const g of grouped) if (g.status in counts) counts[g.status] = Number(g.count);
    const body: OutboundEmailListDto = {
      items: items.map(presentOutboundEmail),
      total,
      limit: query.limit,
      offset: query.offset,
      counts,
    };
    ctx.body = body;
  });

  route(router, 'adminEmailRetry', async (ctx) => {
    const id = idParam(ctx, 'Message not found');
    const now = new Date();
    const row = await ctx.deps.db.write(async (m) => {
      // Conditional, so a retry can never touch a message that is being sent or has been sent meanwhile.
      const result = await m.update(
        OutboundEmail,
        { id, status: 'failed' },
        { status: 'queued', attempts: 0, nextAttemptAt: now },
      );
      const current = await m.findOneBy(OutboundEmail, { id });
      if (!current) throw notFound('Message not found');
      if (result.affected !== 1) throw conflict(RETRY_ONLY_FAILED);
      return current;
    });
    ctx.deps.mailQueue.kick();
    ctx.body = presentOutboundEmail(row);
  });

  return router;
}
