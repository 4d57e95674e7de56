import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '@server/test/suites';
import type { TestResponse } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { GalleryImage, PageContent, User } from '@server/db/entities';
import { ingestImage } from '@server/services/images';
import { pngWithAlpha } from '@server/test/images';
import { addImage, clearGallery } from '@server/test/galleryImages';

const STALE_ORDER = 'Someone else changed the gallery order since you opened it.';

/**
 * A 409 keeps the error contract, plus the record as it now is (ADR 018) and, for a record that keeps who saved it,
 * who and when (ADR 054; the gallery order keeps them beside its version).
 */
function expectConflict(res: TestResponse, message: string, keys = ['current', 'message']) {
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(message);
  expect(Object.keys(res.body).sort()).toEqual(keys);
  expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

/**
 * ADR 041: the gallery order is one versioned record (GET /api/gallery/order), so a reorder made from an older
 * board (the desktop app's offline draft, a second admin's tab) is refused instead of overwriting a newer order.
 * Page images are versioned records too.
 */
describe('gallery order and page image versions', () => {
  const t = useSignedInAdmin();
  beforeEach(() => clearGallery(t.server.deps.db));

  const order = async () =>
    (await t.admin.get('/api/gallery/order')).body as { version: number; imageUpdates: unknown[] };
  const placements = async () =>
    Object.fromEntries(
      (await t.server.deps.db.repo(GalleryImage).find()).map((r) => [r.title, `${r.position} ${r.displayOrder}`]),
    );

  it('a reorder naming the current version passes and bumps it; a stale one is a 409 with the current order', async () => {
    const heron = await addImage(t.server.deps.db, { title: 'heron', displayOrder: 0 });
    const fox = await addImage(t.server.deps.db, { title: 'fox', displayOrder: 1 });
    const before = await order();
    expect(before).toMatchObject({ id: 'gallery', imageUpdates: expect.any(Array) });

    const web = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [
        { id: fox.id, displayOrder: 0, position: 'above' },
        { id: heron.id, displayOrder: 1, position: 'above' },
      ],
      version: before.version,
    });
    expect(web.status).toBe(200);
    expect(web.body).toEqual({ updated: 2, version: before.version + 1 });

    // An order made from the same board as the web's, sent later (the desktop's offline draft).
    const late = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [{ id: heron.id, displayOrder: 5, position: 'below' }],
      version: before.version,
    });
    expectConflict(late, STALE_ORDER, ['changedBy', 'current', 'message']);
    // Whose order won, and when, so the refused side knows whose work it is.
    const saver = await t.server.deps.db.repo(User).findOneByOrFail({ isAdmin: true });
    expect(late.body.changedBy).toEqual({
      name: [saver.firstName, saver.lastName].filter(Boolean).join(' ') || saver.email,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(late.body.current).toEqual({
      id: 'gallery',
      version: before.version + 1,
      imageUpdates: [
        { id: fox.id, displayOrder: 0, position: 'above' },
        { id: heron.id, displayOrder: 1, position: 'above' },
      ],
    });
    expect(await placements()).toEqual({ fox: 'above 0', heron: 'above 1' });
  });

  it('without a version a reorder works as before (older web admins), and still bumps the version', async () => {
    const heron = await addImage(t.server.deps.db, { title: 'heron' });
    const { version } = await order();
    const res = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [{ id: heron.id, displayOrder: 3, position: 'below' }],
    });
    expect(res.body).toEqual({ updated: 1, version: version + 1 });
    expect((await order()).version).toBe(version + 1);
  });

  it('the lightbox section toggle changes the order too: a board from before it is stale', async () => {
    const heron = await addImage(t.server.deps.db, { title: 'heron' });
    const { version } = await order();
    const moved = await t.admin.request('PATCH', `/api/admin/images/${heron.id}`, { json: { position: 'below' } });
    expect(moved.status).toBe(200);
    expect((await order()).version).toBe(version + 1);
    const stale = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [{ id: heron.id, displayOrder: 0, position: 'above' }],
      version,
    });
    expectConflict(stale, STALE_ORDER, ['changedBy', 'current', 'message']);
  });

  it('two reorders from one board at the same moment: exactly one passes', async () => {
    const heron = await addImage(t.server.deps.db, { title: 'heron' });
    const { version } = await order();
    const send = (displayOrder: number) =>
      t.admin.put('/api/gallery/reorder', {
        imageUpdates: [{ id: heron.id, displayOrder, position: 'above' }],
        version,
      });
    const statuses = (await Promise.all([send(1), send(2)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await order()).version).toBe(version + 1);
  });

  it('the order is for admins only; a version that is not a number is a 400', async () => {
    expectApiError(await t.server.client().get('/api/gallery/order'), 401);
    const { client: member } = await t.server.signedIn();
    expectApiError(await member.get('/api/gallery/order'), 403);
    const bad = await t.admin.put('/api/gallery/reorder', { imageUpdates: [], version: 'one' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['version']);
  });

  it('page images: the first save creates version 1, a stale one is a 409 and keeps the stored image', async () => {
    await t.server.deps.db.write((m) => m.createQueryBuilder().delete().from(PageContent).execute());
    const first = (await ingestImage(t.server.deps.storage, await pngWithAlpha())).url;
    const second = (await ingestImage(t.server.deps.storage, await pngWithAlpha())).url;
    const created = await t.admin.put('/api/admin/page-content', { key: 'about-image', value: first });
    expect(created.body).toMatchObject({ key: 'about-image', version: 1 });
    const web = await t.admin.put('/api/admin/page-content', { key: 'about-image', value: second, version: 1 });
    expect(web.body).toMatchObject({ version: 2 });
    const stale = await t.admin.put('/api/admin/page-content', { key: 'about-image', value: first, version: 1 });
    expectConflict(stale, 'Someone else changed this page image since you opened it.', [
      'changedBy',
      'current',
      'message',
    ]);
    expect(stale.body.current).toMatchObject({ key: 'about-image', value: web.body.value, version: 2 });
    expect((await t.admin.get('/api/admin/page-content/about-image')).body.value).toBe(web.body.value);
  });
});
