import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { createPageRenderer } from '@server/ssr/render';
import type { HydrationPayload } from '@web/src/hydration';
import { addImage, hideImage } from '@server/test/galleryImages';
import { GALLERY_FIRST_PAGE } from '@shared/constants';

/**
 * The server-rendered /gallery carries the same list the browser would fetch from /api/gallery as that
 * person, so the page hydrates without a second request or a mismatch.
 */
const page = (client: TestClient) => client.get('/gallery', { accept: 'text/html,application/xhtml+xml' });

function galleryIn(html: string): Array<Record<string, unknown>> {
  const m = html.match(/<script type="application\/json" id="__data">([\s\S]*?)<\/script>/);
  expect(m, 'hydration script').not.toBeNull();
  const payload = JSON.parse(m![1]) as HydrationPayload;
  // The page carries the gallery's first page (ADR 012) with the cursor to the rest.
  const q = payload.queries.queries.find((x) => (x.queryKey as unknown[]).join('/') === '/api/gallery/first-page');
  return (q?.state.data as { images: Array<Record<string, unknown>> }).images;
}

describe('/gallery rendered on the server, per person', () => {
  let server: TestServer;
  let member: { client: TestClient; userId: string };
  let admin: { client: TestClient; userId: string };
  beforeAll(async () => {
    server = await startTestServer();
    server.deps.pages = createPageRenderer(server.deps.org, { entry: '/assets/entry-test.js', css: [], preload: [] });
    member = await server.signedIn();
    admin = await server.signedIn({ admin: true });
    const db = server.deps.db;
    await addImage(db, { title: 'Public heron', displayOrder: 0 });
    await addImage(db, { title: 'My pending orchid', uploadedBy: member.userId, isPublic: false, displayOrder: 1 });
    const hidden = await addImage(db, { title: 'Hidden snapshot', displayOrder: 2 });
    await hideImage(db, hidden.id, admin.userId);
  });
  afterAll(() => server.close());

  it.each([
    ['visitor', () => server.client(), ['Public heron']],
    ['uploader', () => member.client, ['Public heron', 'My pending orchid']],
    ['admin', () => admin.client, ['Public heron', 'My pending orchid', 'Hidden snapshot']],
  ] as const)('%s: the page holds exactly what /api/gallery answers them', async (_who, client, titles) => {
    const res = await page(client());
    expect(res.status).toBe(200);
    const rendered = galleryIn(res.text);
    expect(rendered.map((g) => g.title)).toEqual(titles);
    expect(rendered).toEqual((await client().get('/api/gallery')).body);
    expect(rendered).toEqual((await client().get(`/api/gallery?limit=${GALLERY_FIRST_PAGE}`)).body);
    expect(rendered).toEqual((await client().get('/api/gallery/first-page')).body.images);
  });
});
