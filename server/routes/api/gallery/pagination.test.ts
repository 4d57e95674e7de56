import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient, TestResponse } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { addImage, clearGallery, hideImage } from '@server/test/galleryImages';
import type { GalleryImageDto } from '@shared/api/types';

/** Follows X-Next-Cursor from the first page to the last, collecting every page's ids. */
async function allPages(
  client: TestClient,
  limit: number,
  between?: (page: number) => Promise<void>,
): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res: TestResponse = await client.get(
      `/api/gallery?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    pages.push(res.body.map((g: GalleryImageDto) => g.id));
    cursor = res.headers.get('x-next-cursor');
    if (cursor) expect(res.body).toHaveLength(limit);
    if (between) await between(pages.length);
  } while (cursor && pages.length < 1000);
  return pages;
}

describe('GET /api/gallery?limit&cursor', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => clearGallery(server.deps.db));

  /** 23 images with plenty of equal sort keys: several share a section, an order and even a creation time. */
  async function manyImages() {
    const db = server.deps.db;
    const sameMoment = new Date(Date.UTC(2025, 2, 3, 4, 5, 6, 789));
    for (let i = 0; i < 23; i++) {
      await addImage(db, {
        title: `image ${i}`,
        position: i % 3 === 0 ? 'below' : 'above',
        displayOrder: i % 4,
        ...(i % 5 === 0 ? { createdAt: sameMoment } : {}),
      });
    }
  }

  it('pages through the whole list in the same order, without repeats or gaps, for any page size', async () => {
    await manyImages();
    const whole = (await server.client().get('/api/gallery')).body.map((g: GalleryImageDto) => g.id);
    expect(whole).toHaveLength(23);
    for (const limit of [1, 2, 5, 7, 22, 23, 24, 1000]) {
      const pages = await allPages(server.client(), limit);
      expect(pages.flat(), `limit ${limit}`).toEqual(whole);
      expect(pages).toHaveLength(Math.max(1, Math.ceil(23 / limit)));
    }
  });

  it('the last page has no X-Next-Cursor; a page ending exactly at the end has none either', async () => {
    for (let i = 0; i < 4; i++) await addImage(server.deps.db, { displayOrder: i });
    const first = await server.client().get('/api/gallery?limit=2');
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const last = await server.client().get(`/api/gallery?limit=2&cursor=${next}`);
    expect(last.body).toHaveLength(2);
    expect(last.headers.get('x-next-cursor')).toBeNull();
    // A cursor with no limit: everything after it.
    expect((await server.client().get(`/api/gallery?cursor=${next}`)).body).toEqual(last.body);
  });

  it('images added, moved or deleted between pages do not make the others repeat or go missing', async () => {
    await manyImages();
    const db = server.deps.db;
    const before = (await server.client().get('/api/gallery')).body.map((g: GalleryImageDto) => g.id);
    const deleted = before[12];
    const pages = await allPages(server.client(), 5, async (page) => {
      if (page !== 1) return;
      // After the first page: a new image lands at the very top (already passed), one is deleted further on.
      await addImage(db, { title: 'late arrival', displayOrder: -100 });
      await db.write((m) => m.delete('gallery_images', { id: deleted }));
    });
    expect(pages.flat()).toEqual(before.filter((id: string) => id !== deleted));
  });

  it('pages respect visibility: hidden and others’ pending images never appear', async () => {
    const db = server.deps.db;
    const { client, userId } = await server.signedIn();
    const admin = await server.signedIn({ admin: true });
    for (let i = 0; i < 9; i++) {
      const g = await addImage(db, {
        title: `image ${i}`,
        displayOrder: i,
        isPublic: i % 3 !== 1,
        uploadedBy: i === 4 ? userId : null,
      });
      if (i === 6) await hideImage(db, g.id, admin.userId);
    }
    const titles = async (c: TestClient) => {
      const ids = (await allPages(c, 2)).flat();
      const byId = new Map((await c.get('/api/gallery')).body.map((g: GalleryImageDto) => [g.id, g.title]));
      return ids.map((id) => byId.get(id));
    };
    expect(await titles(server.client())).toEqual(['image 0', 'image 2', 'image 3', 'image 5', 'image 8']);
    expect(await titles(client)).toEqual(['image 0', 'image 2', 'image 3', 'image 4', 'image 5', 'image 8']);
    expect(await titles(admin.client)).toHaveLength(9);
  });

  it('1,000 images come back in pages quickly', async () => {
    const db = server.deps.db;
    await db.write(async (m) => {
      const rows = Array.from({ length: 1000 }, (_, i) =>
        m.create('gallery_images', {
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          title: `bulk ${i}`,
          imageUrl: `/objects/uploads/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          isPublic: true,
          displayOrder: 1000 - i,
          position: i < 8 ? 'above' : 'below',
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i % 60)),
        }),
      );
      for (let i = 0; i < rows.length; i += 200) await m.save('gallery_images', rows.slice(i, i + 200));
    });
    const started = Date.now();
    const first = await server.client().get('/api/gallery?limit=24');
    expect(first.body).toHaveLength(24);
    expect(Date.now() - started).toBeLessThan(2000);
    const pages = await allPages(server.client(), 100);
    expect(new Set(pages.flat()).size).toBe(1000);
  });

  it.each([
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=-1', 'limit', 'limit must be a whole number'],
    ['limit=abc', 'limit', 'limit must be a whole number'],
    ['limit=1.5', 'limit', 'limit must be a whole number'],
    ['limit=1001', 'limit', 'limit must be at most 1000'],
    ['limit=1&limit=2', 'limit', 'limit must be a whole number'],
    ['cursor=not-a-cursor!', 'cursor', 'cursor must be the X-Next-Cursor of an earlier page'],
    ['cursor=abc', 'cursor', 'cursor must be the X-Next-Cursor of an earlier page'],
    [
      `cursor=${Buffer.from('["sideways",0,"2025-01-01T00:00:00.000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'cursor',
      'cursor must be the X-Next-Cursor of an earlier page',
    ],
    [
      `cursor=${Buffer.from('["above",0.5,"2025-01-01T00:00:00.000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'cursor',
      'cursor must be the X-Next-Cursor of an earlier page',
    ],
    [
      `cursor=${Buffer.from('["above",0,"yesterday","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'cursor',
      'cursor must be the X-Next-Cursor of an earlier page',
    ],
    [
      `cursor=${Buffer.from('["above",0,"2025-01-01T00:00:00.000Z","\' OR 1=1 --"]').toString('base64url')}`,
      'cursor',
      'cursor must be the X-Next-Cursor of an earlier page',
    ],
    [`cursor=${'a'.repeat(501)}`, 'cursor', 'cursor must be the X-Next-Cursor of an earlier page'],
  ])('?%s is a 400 naming the parameter', async (query, field, message) => {
    const res = await server.client().get(`/api/gallery?${query}`);
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors).toEqual({ [field]: [message] });
  });
});
