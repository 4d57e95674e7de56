import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { PageText } from '@server/db/entities';
import { notFound } from '@server/errors';
import { saveOwnRow } from '@server/db/versions';
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
    const saved = await ctx.deps.db.write((m) =>
      saveOwnRow(
        m,
        PageText,
        'key',
        { key, title: input.title, body: input.body },
        { version: input.version, conflict: PAGE_TEXT_CONFLICT, by: admin },
      ),
    );
    ctx.body = presentPageText(saved);
  });

  return router;
}
