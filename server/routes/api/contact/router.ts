import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { claimVersion } from '@server/db/versions';
import { ContactSubmission } from '@server/db/entities';
import { parseInput } from '@server/middlewares/validate';
import { requireAdmin } from '@server/policies';
import { presentContact } from '@server/presenters';
import { insertContactSchema, updateContactSchema } from '@shared/schemas/contact';
import { isId } from '@shared/schemas/common';
import { notFound } from '@server/errors';
import { caughtByHoneypot, decoy } from '@server/lib/honeypot';
import { queueContactMails } from '@server/services/mail/outgoing';
import { answerFormPost } from '@server/lib/formPosts';
import { CONTACT_MESSAGES } from '@shared/forms/publicForms';
import type { Context } from 'koa';

const MESSAGE_NOT_FOUND = 'Message not found';

/** Validates and stores a message (a filled honeypot stores nothing but looks the same). */
async function send(ctx: Context, body: unknown): Promise<ContactSubmission> {
  const { website, ...input } = parseInput(insertContactSchema, body);
  const fields = { ...input, type: 'contact', isRead: false, createdAt: new Date() };
  const saved = caughtByHoneypot(ctx, { website })
    ? decoy(ContactSubmission, fields)
    : await ctx.deps.db.write(async (m) => {
        const contact = await m.save(m.create(ContactSubmission, fields));
        await queueContactMails(ctx.deps, m, contact);
        return contact;
      });
  ctx.deps.mailQueue.kick();
  return saved;
}

export function contactRouter(): Router {
  const router = apiRouter();

  route(router, 'contactSend', async (ctx) => {
    const saved = await send(ctx, ctx.request.body);
    ctx.status = 201;
    ctx.body = presentContact(saved);
  });

  route(router, 'contactForm', (ctx) =>
    answerFormPost(ctx, {
      form: 'contact',
      path: '/',
      fields: ['firstName', 'lastName', 'email', 'subject', 'message'],
      failure: CONTACT_MESSAGES.failure,
      submit: async (body) => {
        await send(ctx, body);
        return CONTACT_MESSAGES.success;
      },
    }),
  );

  route(router, 'adminContacts', async (ctx) => {
    requireAdmin(ctx);
    const rows = await ctx.deps.db.repo(ContactSubmission).find({ order: { createdAt: 'DESC' } });
    // Visitors' names, addresses and messages: no shared cache may keep them.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(presentContact);
  });

  /** Read or unread: the admins' own bookkeeping of which messages someone has dealt with. */
  route(router, 'adminContactUpdate', async (ctx) => {
    requireAdmin(ctx);
    const id = ctx.params.id;
    if (!isId(id)) throw notFound(MESSAGE_NOT_FOUND);
    const input = parseInput(updateContactSchema, ctx.request.body);
    const saved = await ctx.deps.db.write(async (m) => {
      const row = await claimVersion(m, ContactSubmission, { id }, input.version, {
        thing: 'message',
        present: presentContact,
      });
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      await m.update(ContactSubmission, { id }, { isRead: input.isRead });
      return Object.assign(row, { isRead: input.isRead });
    });
    ctx.body = presentContact(saved);
  });

  return router;
}
