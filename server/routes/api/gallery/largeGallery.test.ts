import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestResponse } from '@server/test/client';
import { createPageRenderer } from '@server/ssr/render';
import { GalleryImage } from '@server/db/entities';
import type { HydrationPayload } from '@web/src/hydration';
import type { GalleryImageDto } from '@shared/api/types';
import { GALLERY_EAGER_THUMBNAILS, GALLERY_FIRST_PAGE, GALLERY_NEXT_PAGE } from '@shared/constants';

const COUNT = 1000;
/** The budget for the first HTML of /gallery, data included, with 1,000 images in the gallery: 100 KB. */
const FIRST_RESPONSE_BUDGET = 100 * 1024;

/**
 * A gallery that has grown to 1,000 pictures (ADR 012): the page carries only the first screenful, the rest
 * comes page by page through the cursor, and the plain list call (GET /api/gallery) still answers everything.
 */
describe('a gallery of 1,000 images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
    const categories = ['conservation', 'events', 'wildlife', 'landscapes'];
    const start = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const id = randomUUID();
      return {
        id,
        // Realistic lengths: a title, a sentence of description and an alt text per picture.
        title: `Preserve photo ${i + 1}: ${categories[i % 4]} along the meadow trail`,
        description: `Taken on a morning walk near the pond, picture number ${i + 1} of the season's survey.`,
        imageUrl: `/objects/uploads/${randomUUID()}`,
        altText: `A view of the preserve, photo ${i + 1}`,
        category: categories[i % 4],
        uploadedBy: null,
        isPublic: true,
        displayOrder: i,
        position: i % 5 === 0 ? ('below' as const) : ('above' as const),
        createdAt: new Date(start + i * 60_000),
      };
    });
    await server.deps.db.write(async (m) => {
      for (let i = 0; i < rows.length; i += 100) await m.insert(GalleryImage, rows.slice(i, i + 100));
    });
  });
  afterAll(() => server.close());

  it('/gallery arrives in one small response with the first screenful only', async () => {
    const res = await server.client().get('/gallery', { accept: 'text/html,application/xhtml+xml' });
    expect(res.status).toBe(200);
    const bytes = Buffer.byteLength(res.text);
    expect(bytes, `first response is ${bytes} bytes`).toBeLessThanOrEqual(FIRST_RESPONSE_BUDGET);

    const data = /<script type="application\/json" id="__data">([\s\S]*?)<\/script>/.exec(res.text);
    const payload = JSON.parse(data![1]) as HydrationPayload;
    const first = payload.queries.queries.find((q) => (q.queryKey as unknown[]).join('/') === '/api/gallery/first-page')
      ?.state.data as {
      images: GalleryImageDto[];
      nextCursor: string | null;
    };
    expect(first.images).toHaveLength(GALLERY_FIRST_PAGE);
    expect(first.nextCursor).toEqual(expect.any(String));
    // No other copy of the gallery rides along.
    expect(payload.queries.queries.some((q) => (q.queryKey as unknown[]).join('/') === '/api/gallery')).toBe(false);

    // The markup: as many tiles as images sent, the first row loaded at once, all sized so nothing shifts.
    const markup = res.text.replace(/<script[\s\S]*?<\/script>/g, '');
    const imgs = markup.match(/<img [^>]*>/g)!.filter((tag) => tag.includes('/objects/uploads/'));
    expect(imgs).toHaveLength(GALLERY_FIRST_PAGE);
    expect(imgs.filter((tag) => tag.includes('loading="lazy"'))).toHaveLength(
      GALLERY_FIRST_PAGE - GALLERY_EAGER_THUMBNAILS,
    );
    expect(imgs.slice(0, GALLERY_EAGER_THUMBNAILS).every((tag) => tag.includes('loading="eager"'))).toBe(true);
    expect(
      imgs.every((tag) => /width="\d+"/.test(tag) && /height="\d+"/.test(tag) && /srcset="[^"]+ 320w/i.test(tag)),
    ).toBe(true);
    expect(markup).toContain('Load more photos');
  });

  it('the cursor pages through all 1,000 in the order of the plain list call, none twice', async () => {
    const all = await server.client().get('/api/gallery');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    expect(all.body).toHaveLength(COUNT);

    const first: TestResponse = await server.client().get(`/api/gallery?limit=${GALLERY_FIRST_PAGE}`);
    const ids: string[] = first.body.map((g: GalleryImageDto) => g.id);
    let cursor = first.headers.get('x-next-cursor');
    let pages = 1;
    while (cursor) {
      const res: TestResponse = await server
        .client()
        .get(`/api/gallery?limit=${GALLERY_NEXT_PAGE}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(GALLERY_NEXT_PAGE);
      ids.push(...res.body.map((g: GalleryImageDto) => g.id));
      cursor = res.headers.get('x-next-cursor');
      pages++;
    }
    expect(pages).toBe(1 + Math.ceil((COUNT - GALLERY_FIRST_PAGE) / GALLERY_NEXT_PAGE));
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids).toEqual(all.body.map((g: GalleryImageDto) => g.id));
  });

  it("the page's own reads (first-page, then after/{cursor}) walk the same order, with the cursor in the body", async () => {
    const all = (await server.client().get('/api/gallery')).body.map((g: GalleryImageDto) => g.id);
    const first = await server.client().get('/api/gallery/first-page');
    expect(first.status).toBe(200);
    expect(first.body.images).toHaveLength(GALLERY_FIRST_PAGE);
    const ids: string[] = first.body.images.map((g: GalleryImageDto) => g.id);
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const res: TestResponse = await server.client().get(`/api/gallery/after/${cursor}`);
      expect(res.status).toBe(200);
      expect(res.body.images.length).toBeLessThanOrEqual(GALLERY_NEXT_PAGE);
      ids.push(...res.body.images.map((g: GalleryImageDto) => g.id));
      cursor = res.body.nextCursor;
    }
    expect(ids).toEqual(all);
  });

  it('a cursor this server did not make is a 400 with the field named, never a 500', async () => {
    for (const bad of ['nonsense', 'W10', Buffer.from('["middle",0,"x","y"]').toString('base64url'), '%E0%A4%A']) {
      const res = await server.client().get(`/api/gallery/after/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.cursor ?? res.body.fieldErrors?.cursor ?? res.body.message).toBeTruthy();
    }
  });
});
