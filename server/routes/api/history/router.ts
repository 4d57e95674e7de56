import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { HistorySection } from '@server/db/entities';
import { notFound } from '@server/errors';
import { storedImageAddress } from '@server/services/pageImages';
import { forgetUpload } from '@server/services/uploadReferences';
import { listHistorySections } from './reads';
import { presentHistorySection } from '@server/presenters/content';
import { claimVersion } from '@server/db/versions';
import { idParam } from '../idParam';

const HISTORY_CONFLICT = { thing: 'section', present: presentHistorySection };

const SECTION_NOT_FOUND = 'History section not found';

/** The history page's custom sections (ADR 014): a public read and the admin's create, edit and delete. */
export function historyRouter(): Router {
  const router = apiRouter();

  route(router, 'historyContent', async (ctx) => {
    ctx.body = await listHistorySections(ctx.deps.db, false);
  });

  route(router, 'adminHistoryContent', async (ctx) => {
    ctx.body = await listHistorySections(ctx.deps.db, true);
  });

  route(router, 'adminHistoryCreate', async (ctx) => {
    const admin = ctx.state.user;
    const { version: _ignoredOnCreate, ...input } = ctx.input.body;
    const imageUrl = input.imageUrl ? await storedImageAddress(ctx.deps, input.imageUrl, 'imageUrl', admin) : null;
    const now = new Date();
    const row = await ctx.deps.db.write((m) =>
      m.save(m.create(HistorySection, { ...input, imageUrl, createdAt: now, updatedAt: now, updatedBy: admin.id })),
    );
    ctx.status = 201;
    ctx.body = presentHistorySection(row);
  });

  route(router, 'adminHistoryUpdate', async (ctx) => {
    const admin = ctx.state.user;
    const id = idParam(ctx, SECTION_NOT_FOUND);
    const { version, ...input } = ctx.input.body;
    const existing = await ctx.deps.db.repo(HistorySection).findOneBy({ id });
    if (!existing) throw notFound(SECTION_NOT_FOUND);
    const imageUrl = input.imageUrl ? await storedImageAddress(ctx.deps, input.imageUrl, 'imageUrl', admin) : null;
    const row = await ctx.deps.db.write(async (m) => {
      await claimVersion(m, HistorySection, { id }, version, HISTORY_CONFLICT);
      const result = await m.update(
        HistorySection,
        { id },
        // An admin's save makes a demo section the organisation's own: removing the demo keeps it.
        { ...input, imageUrl, isDemo: false, updatedAt: new Date(), updatedBy: admin.id },
      );
      // Deleted by another admin between the read and the write.
      if (!result.affected) throw notFound(SECTION_NOT_FOUND);
      return m.findOneByOrFail(HistorySection, { id });
    });
    if (existing.imageUrl && existing.imageUrl !== row.imageUrl) await forgetUpload(ctx.deps, existing.imageUrl);
    ctx.body = presentHistorySection(row);
  });

  route(router, 'adminHistoryDelete', async (ctx) => {
    const id = idParam(ctx, SECTION_NOT_FOUND);
    const { version } = ctx.input.query;
    const existing = await ctx.deps.db.repo(HistorySection).findOneBy({ id });
    if (!existing) throw notFound(SECTION_NOT_FOUND);
    await ctx.deps.db.write(async (m) => {
      await claimVersion(m, HistorySection, { id }, version, HISTORY_CONFLICT);
      await m.delete(HistorySection, { id });
    });
    await forgetUpload(ctx.deps, existing.imageUrl);
    ctx.status = 204;
  });

  return router;
}
