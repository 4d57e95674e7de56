import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { GalleryImage, HiddenImage, PageContent } from '../../server/db/entities';
import { ingestImage } from '../../server/services/images';
import { addImage, clearGallery } from '@server/test/galleryImages';
import { useCoreWithSite } from './test/desktopSetup';

type Rec = Record<string, unknown>;
type Order = { id: string; displayOrder: number; position: 'above' | 'below' }[];

/**
 * ADR 041: the writes the gallery and home screens offer are drafted offline too (the drag order, hide and show,
 * a page image), sent in order when the site is back, and a change made on the web meanwhile is a conflict the
 * volunteer decides on, as with events (ADR 018).
 */
describe('desktop core: gallery order, hiding and page images offline', () => {
  const t = useCoreWithSite();
  beforeEach(async () => {
    expect((await t.core.syncState()).pending).toEqual([]);
    await clearGallery(t.server.deps.db);
  });

  const get = async <T>(path: string) => (await t.core.request({ method: 'GET', path })) as { body: T; source: string };
  const placements = async () =>
    Object.fromEntries(
      (await t.server.deps.db.repo(GalleryImage).find()).map((r) => [r.title, `${r.position} ${r.displayOrder}`]),
    );
  const reversed = (images: Rec[]): Order =>
    [...images].reverse().map((i, displayOrder) => ({ id: i.id as string, displayOrder, position: 'above' }));

  async function threeImages() {
    for (const [displayOrder, title] of ['heron', 'fox', 'oak'].entries())
      await addImage(t.server.deps.db, { title, displayOrder });
    // Opened once while connected, as the gallery screen does: the list and the order's version.
    const images = (await get<Rec[]>('/api/gallery')).body;
    const order = (await get<{ version: number }>('/api/gallery/order')).body;
    return { images, version: order.version };
  }

  it('an order and a hide saved offline show in the cached gallery and reach the site in order', async () => {
    const { images, version } = await threeImages();
    const heron = images.find((i) => i.title === 'heron')!;
    await t.server.stop();

    const saved = await t.core.request({
      method: 'PUT',
      path: '/api/gallery/reorder',
      body: { imageUpdates: reversed(images), version },
    });
    expect(saved).toMatchObject({ status: 202, source: 'draft' });
    const hidden = await t.core.request({ method: 'POST', path: `/api/admin/images/${heron.id as string}/hide` });
    expect(hidden).toMatchObject({ status: 202, source: 'draft', body: { id: heron.id, hidden: true } });
    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual([
      'Edit gallery order',
      'Hide gallery image “heron”',
    ]);

    const cached = await get<Rec[]>('/api/gallery');
    expect(cached.source).toBe('cache');
    const shown = Object.fromEntries(cached.body.map((i) => [i.title, [i.displayOrder, i.hidden]]));
    expect(shown).toEqual({ oak: [0, false], fox: [1, false], heron: [2, true] });

    await t.server.start();
    const state = await t.core.syncNow();
    expect(state).toMatchObject({ pending: [], conflicts: [] });
    expect(await placements()).toEqual({ oak: 'above 0', fox: 'above 1', heron: 'above 2' });
    expect(await t.server.deps.db.repo(HiddenImage).existsBy({ imageId: heron.id as string })).toBe(true);
    expect((await t.web.get('/api/gallery/order')).body.version).toBe(version + 1);

    // Shown again offline, then sent.
    await t.server.stop();
    await t.core.request({ method: 'DELETE', path: `/api/admin/images/${heron.id as string}/hide` });
    expect((await get<Rec[]>('/api/gallery')).body.find((i) => i.id === heron.id)?.hidden).toBe(false);
    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    expect(await t.server.deps.db.repo(HiddenImage).existsBy({ imageId: heron.id as string })).toBe(false);
  });

  it('an order saved on the web meanwhile is a conflict, never overwritten; keep mine then sends it', async () => {
    const { images, version } = await threeImages();
    await t.server.stop();
    await t.core.request({
      method: 'PUT',
      path: '/api/gallery/reorder',
      body: { imageUpdates: reversed(images), version },
    });
    await t.server.start();

    // Another admin moves the fox first on the web, from the same version.
    const fox = images.find((i) => i.title === 'fox')!;
    const webOrder = images.map((i) => ({
      id: i.id,
      displayOrder: i.id === fox.id ? -1 : (i.displayOrder as number),
      position: 'above',
    }));
    expect((await t.web.put('/api/gallery/reorder', { imageUpdates: webOrder, version })).status).toBe(200);

    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toHaveLength(1);
    const [conflict] = state.conflicts;
    expect(conflict).toMatchObject({ entity: 'gallery-order', entityId: 'gallery', summary: 'Edit gallery order' });
    expect(conflict.mine.imageUpdates).toEqual(reversed(images));
    expect(conflict.theirs).toMatchObject({ id: 'gallery', version: version + 1 });
    // The web's order stands until the volunteer chooses.
    expect(await placements()).toEqual({ fox: 'above -1', heron: 'above 0', oak: 'above 2' });

    const after = await t.core.resolveConflict(conflict.id, { keep: 'mine' });
    expect(after).toMatchObject({ pending: [], conflicts: [] });
    expect(await placements()).toEqual({ oak: 'above 0', fox: 'above 1', heron: 'above 2' });
  });

  it('take theirs drops the drafted order; the web order stays', async () => {
    const { images, version } = await threeImages();
    await t.server.stop();
    await t.core.request({
      method: 'PUT',
      path: '/api/gallery/reorder',
      body: { imageUpdates: reversed(images), version },
    });
    await t.server.start();
    const webOrder = images.map((i, n) => ({ id: i.id, displayOrder: 10 + n, position: 'below' }));
    expect((await t.web.put('/api/gallery/reorder', { imageUpdates: webOrder })).status).toBe(200);
    const [conflict] = (await t.core.syncNow()).conflicts;
    expect((await t.core.resolveConflict(conflict.id, { keep: 'theirs' })).conflicts).toEqual([]);
    expect(await placements()).toEqual({ heron: 'below 10', fox: 'below 11', oak: 'below 12' });
  });

  it('a photo added offline waits with its file; an order drafted after it names it and gets its real id', async () => {
    const { images, version } = await threeImages();
    await t.server.stop();
    const data = await sharp({ create: png('#6a4') })
      .png()
      .toBuffer();
    const upload = await t.core.uploadImage({ name: 'otter.png', type: 'image/png', data });
    const created = await t.core.request({
      method: 'POST',
      path: '/api/images',
      body: { imageURL: upload.url, title: 'otter', category: 'wildlife' },
    });
    expect(created).toMatchObject({ status: 202, source: 'draft', body: { title: 'otter', draft: true } });
    const otterId = (created.body as Rec).id as string;
    const listed = (await get<Rec[]>('/api/gallery')).body;
    expect(listed.map((i) => i.title)).toEqual(['heron', 'fox', 'oak', 'otter']);
    // The new photo first, then the rest as they were.
    const order: Order = [otterId, ...images.map((i) => i.id as string)].map((id, displayOrder) => ({
      id,
      displayOrder,
      position: 'above',
    }));
    await t.core.request({ method: 'PUT', path: '/api/gallery/reorder', body: { imageUpdates: order, version } });
    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual([
      'Upload “otter.png”',
      'New gallery image “otter”',
      'Edit gallery order',
    ]);

    await t.server.start();
    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    const otter = await t.server.deps.db.repo(GalleryImage).findOneByOrFail({ title: 'otter' });
    expect(otter.imageUrl).toMatch(/^\/objects\/uploads\//);
    expect(await placements()).toEqual({ otter: 'above 0', heron: 'above 1', fox: 'above 2', oak: 'above 3' });
  });

  it('a page image chosen offline waits with its file and replaces the image on sync; a web change is a conflict', async () => {
    const first = (
      await ingestImage(
        t.server.deps.storage,
        await sharp({ create: png('#284') })
          .png()
          .toBuffer(),
      )
    ).url;
    expect((await t.web.put('/api/admin/page-content', { key: 'about-image', value: first })).status).toBe(200);
    const path = '/api/admin/page-content/about-image';
    const current = (await get<Rec>(path)).body;

    await t.server.stop();
    const data = await sharp({ create: png('#a53') })
      .png()
      .toBuffer();
    const upload = await t.core.uploadImage({ name: 'about.png', type: 'image/png', data });
    expect(upload.url).toMatch(/^\/objects\/desktop-draft\//);
    const draft = await t.core.request({
      method: 'PUT',
      path: '/api/admin/page-content/about-image',
      body: { value: upload.url, version: current.version },
    });
    expect(draft).toMatchObject({ status: 202, source: 'draft', body: { key: 'about-image', draft: true } });
    expect((await get<Rec>(path)).body).toMatchObject({ value: upload.url, draft: true });
    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual(['Upload “about.png”', 'Edit page image']);

    await t.server.start();
    expect((await t.core.syncNow()).pending).toEqual([]);
    const stored = await t.server.deps.db.repo(PageContent).findOneByOrFail({ key: 'about-image' });
    expect(stored.value).not.toBe(first);
    expect(stored.value).toMatch(/^\/objects\/uploads\//);
    expect(stored.version).toBe((current.version as number) + 1);

    // Offline again from the synced copy, while the web replaces the image: a conflict, the web's image stays.
    const synced = (await get<Rec>(path)).body;
    await t.server.stop();
    await t.core.request({
      method: 'PUT',
      path: '/api/admin/page-content/about-image',
      body: { value: first, version: synced.version },
    });
    await t.server.start();
    const third = (
      await ingestImage(
        t.server.deps.storage,
        await sharp({ create: png('#35a') })
          .png()
          .toBuffer(),
      )
    ).url;
    const webSave = await t.web.put('/api/admin/page-content', {
      key: 'about-image',
      value: third,
      version: synced.version,
    });
    expect(webSave.status).toBe(200);
    const [conflict] = (await t.core.syncNow()).conflicts;
    expect(conflict).toMatchObject({ entity: 'page-content', entityId: 'about-image' });
    expect(conflict.theirs).toMatchObject({ value: webSave.body.value });
    expect((await t.server.deps.db.repo(PageContent).findOneByOrFail({ key: 'about-image' })).value).toBe(
      webSave.body.value,
    );
    expect((await t.core.resolveConflict(conflict.id, { keep: 'theirs' })).conflicts).toEqual([]);
  });
});

const png = (background: string) => ({ width: 24, height: 16, channels: 3 as const, background });
