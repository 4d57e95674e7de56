import type Router from '@koa/router';
import { apiRouter } from '../routing';
import { PLACEHOLDER_SVG } from '../../../services/placeholder';
import { newsletterPdf } from '../../../services/newsletter';
import { pickVariantKey } from '../../../services/images';
import { notFound } from '../../../errors';
import { isId } from '../../../../shared/schemas/common';

const ONE_DAY = 24 * 60 * 60;

export function filesRouter(): Router {
  const router = apiRouter();

  router.get('/api/placeholder-image', async (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    ctx.body = PLACEHOLDER_SVG;
  });

  router.get('/api/newsletter-pdf', async (ctx) => {
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', 'inline; filename="newsletter.pdf"');
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    ctx.body = await newsletterPdf(ctx.deps.org);
  });

  // Stored uploads. Ids are never reused, so a file at an address never changes: cache it for a year.
  router.get('/objects/uploads/:id', async (ctx) => {
    const { id } = ctx.params;
    if (!isId(id)) throw notFound();
    const storage = ctx.deps.storage;
    const main = await storage.head(`uploads/${id}`);
    if (!main) throw notFound();
    const w = Number(ctx.query.w);
    const key = pickVariantKey(id, main.meta, Number.isInteger(w) && w > 0 ? w : null);
    const obj = await storage.get(key);
    if (!obj) throw notFound();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"${key.replace(/[^\w.-]/g, '')}"`);
    ctx.status = 200;
    if (ctx.fresh) {
      obj.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.type = obj.contentType;
    ctx.length = obj.size;
    ctx.body = obj.body;
  });

  return router;
}
