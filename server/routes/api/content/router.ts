import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { HomePageContent, PageContent } from '@server/db/entities';
import { isAdmin } from '@server/policies';
import { presentHomeSection, presentPageContent } from '@server/presenters';
import { sanitizeRichText } from '@server/services/sanitize';
import { upsertBy } from '@server/db/upsert';
import { notFound } from '@server/errors';
import { storedImageAddress } from '@server/services/pageImages';
import { getPageContent, listHomeContent } from './reads';
import { claimVersion } from '@server/db/versions';

const SECTION_CONFLICT = { thing: 'section', present: presentHomeSection };

export function contentRouter(): Router {
  const router = apiRouter();

  route(router, 'homeContent', async (ctx) => {
    ctx.body = await listHomeContent(ctx.deps.db, isAdmin(ctx.state.user));
  });

  route(router, 'adminHomeContentSave', async (ctx) => {
    const admin = ctx.state.user;
    const input = ctx.input.body;
    const saved = await ctx.deps.db.write(async (m) => {
      // A new section starts at version 1; an existing one is checked and bumped first.
      await claimVersion(m, HomePageContent, { section: input.section }, input.version, SECTION_CONFLICT);
      return upsertBy(m, HomePageContent, 'section', {
        section: input.section,
        title: input.title,
        content: sanitizeRichText(input.content),
        isVisible: input.isVisible,
        displayOrder: input.displayOrder,
        // An admin's save makes a demo section the organisation's own: removing the demo keeps it.
        isDemo: false,
        updatedAt: new Date(),
        updatedBy: admin.id,
      });
    });
    ctx.body = presentHomeSection(saved);
  });

  // Lets admins remove a section for good (hiding keeps it); visitors' pages follow at once.
  route(router, 'adminHomeContentDelete', async (ctx) => {
    const section = ctx.params.section.trim();
    const { version } = ctx.input.query;
    const result = await ctx.deps.db.write(async (m) => {
      await claimVersion(m, HomePageContent, { section }, version, SECTION_CONFLICT);
      return m.delete(HomePageContent, { section });
    });
    if (!result.affected) throw notFound('Section not found');
    ctx.status = 204;
  });

  route(router, 'pageContent', async (ctx) => {
    ctx.body = await getPageContent(ctx.deps.db, ctx.params.key);
  });

  route(router, 'adminPageContent', async (ctx) => {
    ctx.body = await getPageContent(ctx.deps.db, ctx.params.key);
  });

  route(router, 'adminPageContentSave', async (ctx) => {
    const admin = ctx.state.user;
    const input = ctx.input.body;
    // The changer sends the raw upload URL; the row keeps the processed image's public path.
    const value = await storedImageAddress(ctx.deps, input.value, 'value', admin);
    const saved = await ctx.deps.db.write(async (m) => {
      // A key with no row yet has nothing to be stale against: the first save creates it at version 1.
      await claimVersion(m, PageContent, { key: input.key }, input.version, {
        thing: 'page image',
        present: presentPageContent,
      });
      // A picture the admin chose is the organisation's own, even where the demo's was before.
      return upsertBy(m, PageContent, 'key', {
        key: input.key,
        value,
        isDemo: false,
        updatedAt: new Date(),
        updatedBy: admin.id,
      });
    });
    ctx.body = presentPageContent(saved);
  });

  return router;
}
