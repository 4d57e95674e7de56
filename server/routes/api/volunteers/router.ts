import Router from '@koa/router';
import { Volunteer } from '../../../db/entities';
import { parseInput } from '../../../middlewares/validate';
import { requireAdmin } from '../../../policies';
import { presentVolunteer } from '../../../presenters';
import { insertVolunteerSchema } from '../../../../shared/schemas/volunteers';

export function volunteersRouter(): Router {
  const router = new Router();

  router.post('/api/volunteers', async (ctx) => {
    const input = parseInput(insertVolunteerSchema, ctx.request.body);
    const saved = await ctx.deps.db.write((m) => m.save(m.create(Volunteer, { ...input, isActive: true, createdAt: new Date() })));
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
