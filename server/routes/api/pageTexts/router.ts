import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { PageText } from '@server/db/entities';
import { notFound } from '@server/errors';
import { upsertBy } from '@server/db/upsert';
import { claimVersion } from '@server/db/versions';
import { isPageTextKey } from '@shared/lib/pageTextPlaces';
import { listPageTexts } from './reads';
import { presentPageText } from '@server/presenters/content';

const PAGE_TEXT_CONFLICT = { thing: 'text', present: presentPageText };

/** The organisation's texts on the about, history and donate pages (ADR 043): a public read and the admin's save. */
export function pageTextsRouter(): Router {
  const router = apiRouter();

  route(router, 'pageTexts', async (ctx) => {
    ctx.body = await listPageTexts(ctx.deps.db);
  });

  route(router, 'adminPageTextSave', async (ctx) => {
    const admin = ctx.state.user;
    const { key } = ctx.params;
    // The keys are the places pages show texts in; any other key would be a text no page ever shows.
    if (!isPageTextKey(key)) throw notFound('No page shows a text by that name');
    const input = ctx.input.body;
    const saved = await ctx.deps.db.write(async (m) => {
      // A text not saved before starts at version 1; an existing one is checked and bumped first.
      await claimVersion(m, PageText, { key }, input.version, PAGE_TEXT_CONFLICT);
      return upsertBy(m, PageText, 'key', {
        key,
        title: input.title,
        body: input.body,
        // An admin's save makes a demo text the organisation's own: removing the demo keeps it.
        isDemo: false,
        updatedAt: new Date(),
        updatedBy: admin.id,
      });
    });
    ctx.body = presentPageText(saved);
  });

  return router;
}
