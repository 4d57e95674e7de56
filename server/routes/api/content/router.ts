import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import type { Context } from 'koa';
import type { z } from '../../../../shared/schemas/zod';
import { HomePageContent, PageContent, type User } from '@server/db/entities';
import type { homeSectionSchema, pageContentSchema } from '@shared/schemas/content';
import { isAdmin } from '@server/policies';
import { presentHomeSection, presentPageContent } from '@server/presenters';
import { sanitizeRichText } from '@server/services/sanitize';
import { notFound } from '@server/errors';
import { storedImageAddress } from '@server/services/pageImages';
import { getPageContent, listHomeContent } from './reads';
import { claimVersion, saveOwnRow } from '@server/db/versions';

const SECTION_CONFLICT = { thing: 'section', present: presentHomeSection };

type HomeSectionValues = z.output<typeof homeSectionSchema>;
type PageImageValues = z.output<typeof pageContentSchema>;

export function contentRouter(): Router {
  const router = apiRouter();

  route(router, 'homeContent', async (ctx) => {
    ctx.body = await listHomeContent(ctx.deps.db, isAdmin(ctx.state.user));
  });

  /** Creates or replaces the section of this name. */
  async function saveSection(ctx: Context, admin: User, section: string, input: HomeSectionValues) {
    const saved = await ctx.deps.db.write((m) =>
      saveOwnRow(
        m,
        HomePageContent,
        'section',
        {
          section,
          title: input.title,
          content: sanitizeRichText(input.content),
          isVisible: input.isVisible,
          displayOrder: input.displayOrder,
        },
        { version: input.version, conflict: SECTION_CONFLICT, by: admin },
      ),
    );
    ctx.body = presentHomeSection(saved);
  }

  route(router, 'adminHomeContentSave', (ctx) =>
    saveSection(ctx, ctx.state.user, ctx.input.params.section, ctx.input.body),
  );
  route(router, 'adminHomeContentSaveByBody', (ctx) =>
    saveSection(ctx, ctx.state.user, ctx.input.body.section, ctx.input.body),
  );

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

  async function savePageImage(ctx: Context, admin: User, key: string, input: PageImageValues) {
    // The changer sends the raw upload URL; the row keeps the processed image's public path.
    const value = await storedImageAddress(ctx.deps, input.value, 'value', admin);
    const saved = await ctx.deps.db.write((m) =>
      saveOwnRow(
        m,
        PageContent,
        'key',
        { key, value },
        { version: input.version, conflict: { thing: 'page image', present: presentPageContent }, by: admin },
      ),
    );
    ctx.body = presentPageContent(saved);
  }

  route(router, 'adminPageContentSave', (ctx) =>
    savePageImage(ctx, ctx.state.user, ctx.input.params.key, ctx.input.body),
  );
  route(router, 'adminPageContentSaveByBody', (ctx) =>
    savePageImage(ctx, ctx.state.user, ctx.input.body.key, ctx.input.body),
  );

  return router;
}
