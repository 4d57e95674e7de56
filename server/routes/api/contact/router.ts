import Router from '@koa/router';
import { ContactSubmission } from '../../../db/entities';
import { parseInput } from '../../../middlewares/validate';
import { requireAdmin } from '../../../policies';
import { presentContact } from '../../../presenters';
import { insertContactSchema } from '../../../../shared/schemas/contact';
import { caughtByHoneypot, decoy } from '../../../lib/honeypot';
import { queueContactMails } from '../../../services/mail/outgoing';

export function contactRouter(): Router {
  const router = new Router();

  router.post('/api/contact', async (ctx) => {
    const { website, ...input } = parseInput(insertContactSchema, ctx.request.body);
    const fields = { ...input, type: 'contact', isRead: false, createdAt: new Date() };
    const saved = caughtByHoneypot(ctx, { website })
      ? decoy(ContactSubmission, fields)
      : await ctx.deps.db.write(async (m) => {
          const contact = await m.save(m.create(ContactSubmission, fields));
          await queueContactMails(ctx.deps, m, contact);
          return contact;
        });
    ctx.deps.mailQueue.kick();
    ctx.status = 201;
    ctx.body = presentContact(saved);
  });

  router.get('/api/admin/contacts', async (ctx) => {
    requireAdmin(ctx);
    const rows = await ctx.deps.db.repo(ContactSubmission).find({ order: { createdAt: 'DESC' } });
    ctx.body = rows.map(presentContact);
  });

  return router;
}
