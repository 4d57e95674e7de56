import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { claimVersion } from '@server/db/versions';
import { Volunteer } from '@server/db/entities';
import { parseInput } from '@server/middlewares/validate';
import { requireAdmin } from '@server/policies';
import { presentVolunteer } from '@server/presenters';
import { insertVolunteerSchema, updateVolunteerSchema } from '@shared/schemas/volunteers';
import { isId } from '@shared/schemas/common';
import { notFound } from '@server/errors';
import { caughtByHoneypot, decoy } from '@server/lib/honeypot';
import { queueVolunteerMails } from '@server/services/mail/outgoing';
import { answerFormPost } from '@server/lib/formPosts';
import { VOLUNTEER_MESSAGES } from '@shared/forms/publicForms';
import type { Context } from 'koa';

const VOLUNTEER_NOT_FOUND = 'Volunteer not found';

/** Validates and stores an application (a filled honeypot stores nothing but looks the same). */
async function apply(ctx: Context, body: unknown): Promise<Volunteer> {
  const { website, ...input } = parseInput(insertVolunteerSchema, body);
  const fields = { ...input, isActive: true, createdAt: new Date() };
  const saved = caughtByHoneypot(ctx, { website })
    ? decoy(Volunteer, fields)
    : await ctx.deps.db.write(async (m) => {
        const volunteer = await m.save(m.create(Volunteer, fields));
        await queueVolunteerMails(ctx.deps, m, volunteer);
        return volunteer;
      });
  ctx.deps.mailQueue.kick();
  return saved;
}

export function volunteersRouter(): Router {
  const router = apiRouter();

  route(router, 'volunteerApply', async (ctx) => {
    const saved = await apply(ctx, ctx.request.body);
    ctx.status = 201;
    ctx.body = presentVolunteer(saved);
  });

  route(router, 'volunteerForm', (ctx) =>
    answerFormPost(ctx, {
      form: 'volunteer',
      path: '/',
      fields: ['firstName', 'lastName', 'email', 'phone', 'interest', 'experience', 'availability'],
      failure: VOLUNTEER_MESSAGES.failure,
      submit: async (body) => {
        await apply(ctx, body);
        return VOLUNTEER_MESSAGES.success;
      },
    }),
  );

  route(router, 'adminVolunteers', async (ctx) => {
    requireAdmin(ctx);
    const rows = await ctx.deps.db.repo(Volunteer).find({ order: { createdAt: 'DESC' } });
    // Applicants' contact details: no shared cache may keep them.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentVolunteer);
  });

  /** Active or inactive: admins note who is still helping; the application itself is never edited. */
  route(router, 'adminVolunteerUpdate', async (ctx) => {
    requireAdmin(ctx);
    const id = ctx.params.id;
    if (!isId(id)) throw notFound(VOLUNTEER_NOT_FOUND);
    const input = parseInput(updateVolunteerSchema, ctx.request.body);
    const saved = await ctx.deps.db.write(async (m) => {
      const row = await claimVersion(m, Volunteer, { id }, input.version, {
        thing: 'volunteer',
        present: presentVolunteer,
      });
      if (!row) throw notFound(VOLUNTEER_NOT_FOUND);
      await m.update(Volunteer, { id }, { isActive: input.isActive });
      return Object.assign(row, { isActive: input.isActive });
    });
    ctx.body = presentVolunteer(saved);
  });

  return router;
}
