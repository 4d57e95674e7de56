import Router from '@koa/router';
import { Volunteer } from '../../../db/entities';
import { parseInput } from '../../../middlewares/validate';
import { requireAdmin } from '../../../policies';
import { presentVolunteer } from '../../../presenters';
import { insertVolunteerSchema } from '../../../../shared/schemas/volunteers';
import { caughtByHoneypot, decoy } from '../../../lib/honeypot';
import { queueVolunteerMails } from '../../../services/mail/outgoing';

export function volunteersRouter(): Router {
  const router = new Router();

  router.post('/api/volunteers', async (ctx) => {
    const { website, ...input } = parseInput(insertVolunteerSchema, ctx.request.body);
    const fields = { ...input, isActive: true, createdAt: new Date() };
    const saved = caughtByHoneypot(ctx, { website })
      ? decoy(Volunteer, fields)
      : await ctx.deps.db.write(async (m) => {
          const volunteer = await m.save(m.create(Volunteer, fields));
          await queueVolunteerMails(ctx.deps, m, volunteer);
          return volunteer;
        });
    ctx.deps.mailQueue.kick();
    ctx.status = 201;
    ctx.body = presentVolunteer(saved);
  });

  router.get('/api/admin/volunteers', async (ctx) => {
    requireAdmin(ctx);
    const rows = await ctx.deps.db.repo(Volunteer).find({ order: { createdAt: 'DESC' } });
    ctx.body = rows.map(presentVolunteer);
  });

  return router;
}
