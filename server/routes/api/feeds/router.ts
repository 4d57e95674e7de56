import type Router from '@koa/router';
import type { Context } from 'koa';
import { createHash } from 'node:crypto';
import { apiRouter, route } from '../routing';
import { buildEventFeed, buildSingleEventCalendar, calendarFileName } from './calendar';
import { buildRobots, buildSitemap } from './sitemap';
import { loadEvent } from '../events/reads';
import { siteIcons, type SiteIcon } from '@server/services/siteIcons';

/**
 * The files search engines, browsers and calendar programs fetch from the site's root: /sitemap.xml, /robots.txt,
 * the icons, the events calendar /events.ics and each event's own calendar file. All follow PUBLIC_URL. Each answer carries an
 * ETag (of its exact body) and a Last-Modified, and a matching revalidation gets a 304; anonymous answers are
 * also kept by the public response cache, which is emptied after every write.
 */

function answer(ctx: Context, type: string, body: string, lastModified: Date | null) {
  ctx.status = 200;
  ctx.type = type;
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', `"${createHash('sha1').update(body).digest('base64url')}"`);
  if (lastModified) ctx.set('Last-Modified', lastModified.toUTCString());
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

/** An icon: kept a day by browsers and shared caches, like the site's other top-level files, then revalidated. */
function sendIcon(ctx: Context, icon: SiteIcon) {
  ctx.status = 200;
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.set('ETag', icon.etag);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = icon.type;
  ctx.body = icon.body;
}

export function feedsRouter(): Router {
  const router = apiRouter();

  route(router, 'sitemap', async (ctx) => {
    const { xml, lastModified } = await buildSitemap(ctx.deps.db, ctx.deps.config.publicUrl);
    answer(ctx, 'application/xml; charset=utf-8', xml, lastModified);
  });

  route(router, 'robots', async (ctx) => {
    answer(ctx, 'text/plain; charset=utf-8', buildRobots(ctx.deps.config.publicUrl), null);
  });

  route(router, 'eventsCalendar', async (ctx) => {
    const { ics, lastModified } = await buildEventFeed(ctx.deps.db, ctx.deps.org, ctx.deps.config.publicUrl);
    answer(ctx, 'text/calendar; charset=utf-8', ics, lastModified);
  });

  route(router, 'eventCalendar', async (ctx) => {
    const event = await loadEvent(ctx.deps.db, ctx.params.id);
    const ics = buildSingleEventCalendar(event, ctx.deps.org, ctx.deps.config.publicUrl);
    ctx.set('Content-Disposition', `attachment; filename="${calendarFileName(event.title)}"`);
    answer(ctx, 'text/calendar; charset=utf-8', ics, event.updatedAt);
  });

  route(router, 'favicon', async (ctx) => sendIcon(ctx, (await siteIcons()).favicon));

  route(router, 'touchIcon', async (ctx) => sendIcon(ctx, (await siteIcons()).touchIcon));

  return router;
}
