import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiRouter, route } from '../routing';
import { badRequest, notFound } from '@server/errors';
import { isId } from '@shared/schemas/common';
import {
  NEWSLETTER_PDF_MAX_BYTES,
  NEWSLETTER_PDF_NOT_PDF,
  NEWSLETTER_PDF_TOO_LARGE,
} from '@shared/schemas/newsletterIssues';
import { NewsletterIssue } from '@server/db/entities';
import {
  addNewsletterIssue,
  isPdf,
  latestNewsletterIssue,
  listNewsletterIssues,
} from '@server/services/newsletterIssues';
import { presentNewsletterIssue } from '@server/presenters/newsletter';

const ISSUE_NOT_FOUND = 'Newsletter not found';

/** Sends a stored newsletter; a file gone from the storage is the same 404 as no newsletter at all. */
async function sendIssue(ctx: Context, issue: NewsletterIssue | null) {
  if (!issue) throw notFound(ISSUE_NOT_FOUND);
  const obj = await ctx.deps.storage.get(issue.fileKey);
  if (!obj) throw notFound(ISSUE_NOT_FOUND);
  ctx.type = 'application/pdf';
  ctx.length = obj.size;
  // The file name visitors save it under: the issue's day, which is all of it that is certainly plain text.
  ctx.set('Content-Disposition', `inline; filename="newsletter-${issue.issueDate}.pdf"`);
  ctx.body = obj.body;
}

/** The newsletter PDFs (ADR 057): visitors read them, admins upload and delete them. */
export function newsletterIssuesRouter(): Router {
  const router = apiRouter();

  route(router, 'newsletterIssues', async (ctx) => {
    ctx.body = await listNewsletterIssues(ctx.deps.db);
  });

  // The newest issue at the one address every page and mail links to: it changes when an admin uploads a newer one.
  route(router, 'newsletterPdf', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    await sendIssue(ctx, await latestNewsletterIssue(ctx.deps.db));
  });

  route(router, 'newsletterIssuePdf', async (ctx) => {
    const id = ctx.params.id;
    if (!isId(id)) throw notFound(ISSUE_NOT_FOUND);
    ctx.set('Cache-Control', 'public, max-age=86400');
    await sendIssue(ctx, await ctx.deps.db.read.getRepository(NewsletterIssue).findOneBy({ id }));
  });

  route(router, 'adminNewsletterIssueCreate', async (ctx) => {
    const admin = ctx.state.user;
    const input = ctx.input.body;
    const bytes = Buffer.from(input.pdf, 'base64');
    if (bytes.length > NEWSLETTER_PDF_MAX_BYTES)
      throw badRequest(NEWSLETTER_PDF_TOO_LARGE, { pdf: [NEWSLETTER_PDF_TOO_LARGE] });
    // Judged by its first bytes, never by a name or a declared type.
    if (!isPdf(bytes)) throw badRequest(NEWSLETTER_PDF_NOT_PDF, { pdf: [NEWSLETTER_PDF_NOT_PDF] });
    const row = await addNewsletterIssue(
      ctx.deps,
      { title: input.title, issueDate: input.issueDate, createdBy: admin.id },
      bytes,
    );
    ctx.status = 201;
    ctx.body = presentNewsletterIssue(row);
  });

  route(router, 'adminNewsletterIssueDelete', async (ctx) => {
    const id = ctx.params.id;
    if (!isId(id)) throw notFound(ISSUE_NOT_FOUND);
    const row = await ctx.deps.db.write(async (m) => {
      const found = await m.findOneBy(NewsletterIssue, { id });
      if (!found) throw notFound(ISSUE_NOT_FOUND);
      await m.delete(NewsletterIssue, { id });
      return found;
    });
    await ctx.deps.storage.delete(row.fileKey).catch((err: unknown) => {
      ctx.deps.log.error('could not delete a newsletter file', { key: row.fileKey, err });
    });
    ctx.status = 204;
  });

  return router;
}
