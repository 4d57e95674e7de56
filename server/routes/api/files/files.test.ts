import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import { ingestImage, type StoredImage } from '@server/services/images';
import { HttpError } from '@server/errors';
import { addImage } from '@server/test/galleryImages';

/** A real photo-sized JPEG, made on the spot. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 120, b: 70 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('files', () => {
  let server: TestServer;
  let stored: StoredImage;

  beforeAll(async () => {
    server = await startTestServer();
    stored = await ingestImage(server.deps.storage, await photo(1500, 1000));
    // Shown in the gallery, so visitors may fetch it (stored-file-access.test.ts covers files nobody approved).
    await addImage(server.deps.db, { imageUrl: stored.url });
  });
  afterAll(() => server.close());

  // fetch() adds 'Cache-Control: no-cache' to conditional requests (the Fetch standard), which rightly defeats a 304;
  // a browser revalidating its cache sends max-age=0 instead.
  const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      headers: headers['if-none-match'] ? { 'cache-control': 'max-age=0', ...headers } : headers,
    });

  it('GET /api/placeholder-image: an SVG image', async () => {
    const res = await server.client().get('/api/placeholder-image');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text.trimStart()).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(res.text.trimEnd()).toMatch(/<\/svg>$/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  describe('GET /objects/uploads/:id', () => {
    it('serves a stored image as WebP, cached for a year, with an ETag', async () => {
      const res = await fetchRaw(stored.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1500);
      expect(meta.height).toBe(1000);
    });

    it('answers 304 to If-None-Match with the same ETag', async () => {
      const first = await fetchRaw(stored.url);
      const etag = first.headers.get('etag')!;
      await first.arrayBuffer();
      const again = await fetchRaw(stored.url, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      const other = await fetchRaw(stored.url, { 'if-none-match': '"something-else"' });
      expect(other.status).toBe(200);
      await other.arrayBuffer();
    });

    it('?w=320 serves a smaller variant with its own ETag', async () => {
      const full = await fetchRaw(stored.url);
      const fullBytes = Buffer.from(await full.arrayBuffer());
      const small = await fetchRaw(`${stored.url}?w=320`);
      expect(small.status).toBe(200);
      expect(small.headers.get('content-type')).toBe('image/webp');
      expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const smallBytes = Buffer.from(await small.arrayBuffer());
      expect(smallBytes.length).toBeLessThan(fullBytes.length);
      expect((await sharp(smallBytes).metadata()).width).toBe(320);
      expect(small.headers.get('etag')).not.toBe(full.headers.get('etag'));
      const revalidated = await fetchRaw(`${stored.url}?w=320`, { 'if-none-match': small.headers.get('etag')! });
      expect(revalidated.status).toBe(304);
    });

    it('picks the smallest stored width that covers the request', async () => {
      const res = await fetchRaw(`${stored.url}?w=700`);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);
    });

    it.each(['5000', 'abc', '-1', '0', '2.5', ''])('?w=%s falls back to the full image', async (w) => {
      const res = await fetchRaw(`${stored.url}?w=${w}`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1500);
    });

    it('a small image has no variants and is served as is for any width', async () => {
      const tiny = await ingestImage(server.deps.storage, await photo(200, 150));
      await addImage(server.deps.db, { imageUrl: tiny.url });
      expect(tiny.widths).toEqual([]);
      const res = await fetchRaw(`${tiny.url}?w=320`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(200);
    });

    it('/share.jpg is the picture as link previews take it: a 1200 x 630 JPEG, made once and kept', async () => {
      const res = await fetchRaw(`${stored.url}/share.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      // Made from the stored pixels, which carry no metadata.
      expect(meta.exif).toBeUndefined();
      expect(await server.deps.storage.head(`uploads/${stored.id}.share.jpg`)).not.toBeNull();
      const again = await fetchRaw(`${stored.url}/share.jpg`);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      const revalidated = await fetchRaw(`${stored.url}/share.jpg`, { 'if-none-match': res.headers.get('etag')! });
      expect(revalidated.status).toBe(304);
    });

    it('/share.jpg of a picture nobody may see yet, or of none, is the same 404 as the picture', async () => {
      const waiting = await ingestImage(server.deps.storage, await photo(900, 600));
      expectApiError(await server.client().get(`${waiting.url}/share.jpg`), 404);
      expect(await server.deps.storage.head(`uploads/${waiting.id}.share.jpg`)).toBeNull();
      expectApiError(await server.client().get(`/objects/uploads/${randomUUID()}/share.jpg`), 404);
      expectApiError(await server.client().get('/objects/uploads/not-a-uuid/share.jpg'), 404);
    });

    it('404 JSON for unknown and malformed ids', async () => {
      expectApiError(await server.client().get(`/objects/uploads/${randomUUID()}`), 404);
      expectApiError(await server.client().get('/objects/uploads/not-a-uuid'), 404);
      expectApiError(await server.client().get(`/objects/uploads/${stored.id}.w320`), 404);
      expectApiError(await server.client().get('/objects/uploads/..%2F..%2Fsession-secret'), 404);
      expectApiError(await server.client().get('/objects/uploads/%2e%2e'), 404);
    });
  });

  it('ingestImage refuses a file that is not an image (415) and stores nothing', async () => {
    const id = randomUUID();
    await expect(
      ingestImage(server.deps.storage, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), id),
    ).rejects.toSatisfy((e) => e instanceof HttpError && e.status === 415);
    await expect(ingestImage(server.deps.storage, Buffer.from('definitely not a picture'), id)).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 415,
    );
    expect(await server.deps.storage.list(`uploads/${id}`)).toEqual([]);
    expectApiError(await server.client().get(`/objects/uploads/${id}`), 404);
  });
});
