import { beforeEach, describe, expect, it } from 'vitest';
import { GalleryImage } from '../../server/db/entities';
import { addImage, clearGallery } from '@server/test/galleryImages';
import { useCoreWithSite } from './test/desktopSetup';

type Rec = Record<string, unknown>;

/**
 * Drafts made on one computer never conflict with each other: when a synced write changes the version of records
 * other than its own (a gallery order bumps every picture it places, a section toggle bumps the order), the drafts
 * after it move on to the version it produced, as later drafts of the same record already do (ADR 054).
 */
describe('desktop core: drafts of one computer never conflict with each other', () => {
  const t = useCoreWithSite();
  beforeEach(async () => {
    expect((await t.core.syncState()).pending).toEqual([]);
    await clearGallery(t.server.deps.db);
  });

  const get = async <T>(path: string) => (await t.core.request({ method: 'GET', path })).body as T;

  async function twoImages() {
    for (const [displayOrder, title] of ['heron', 'fox'].entries())
      await addImage(t.server.deps.db, { title, displayOrder });
    const images = await get<Rec[]>('/api/gallery');
    const { version } = await get<{ version: number }>('/api/gallery/order');
    return { images, version };
  }

  it('a gallery order saved offline, then a photo title corrected, both reach the site without a conflict', async () => {
    const { images, version } = await twoImages();
    await t.server.stop();
    const reversed = [...images].reverse().map((i, displayOrder) => ({ id: i.id, displayOrder, position: 'above' }));
    await t.core.request({ method: 'PUT', path: '/api/gallery/reorder', body: { imageUpdates: reversed, version } });
    // The details dialog opens on the offline copy and sends the version it shows.
    const heron = (await get<Rec[]>('/api/gallery')).find((i) => i.title === 'heron')!;
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/images/${heron.id as string}`,
      body: { title: 'Great blue heron', description: '', category: 'wildlife', altText: '', version: heron.version },
    });

    await t.server.start();
    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    const stored = await t.server.deps.db.repo(GalleryImage).findOneByOrFail({ id: heron.id as string });
    expect(stored).toMatchObject({ title: 'Great blue heron', displayOrder: 1 });
  });

  it('a section toggle saved offline, then a gallery order, both reach the site without a conflict', async () => {
    const { images, version } = await twoImages();
    const fox = images.find((i) => i.title === 'fox')!;
    await t.server.stop();
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/images/${fox.id as string}`,
      body: { position: 'below' },
    });
    const order = images.map((i, displayOrder) => ({ id: i.id, displayOrder, position: 'below' }));
    await t.core.request({ method: 'PUT', path: '/api/gallery/reorder', body: { imageUpdates: order, version } });

    await t.server.start();
    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    const placed = await t.server.deps.db.repo(GalleryImage).find({ order: { displayOrder: 'ASC' } });
    expect(placed.map((i) => `${i.title} ${i.position}`)).toEqual(['heron below', 'fox below']);
  });

  it('a web change meanwhile is still a conflict after the carried version', async () => {
    const { images, version } = await twoImages();
    await t.server.stop();
    const reversed = [...images].reverse().map((i, displayOrder) => ({ id: i.id, displayOrder, position: 'above' }));
    await t.core.request({ method: 'PUT', path: '/api/gallery/reorder', body: { imageUpdates: reversed, version } });
    const heron = images.find((i) => i.title === 'heron')!;
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/images/${heron.id as string}`,
      body: { title: 'Heron at dusk', description: '', category: 'wildlife', altText: '', version: heron.version },
    });
    await t.server.start();
    const web = await t.web.request('PATCH', `/api/admin/images/${heron.id as string}`, {
      json: { title: 'Heron (web)', version: heron.version },
    });
    expect(web.status).toBe(200);

    const state = await t.core.syncNow();
    expect(state.conflicts.map((c) => c.summary)).toEqual(['Edit gallery image “Heron at dusk”']);
    expect((await t.server.deps.db.repo(GalleryImage).findOneByOrFail({ id: heron.id as string })).title).toBe(
      'Heron (web)',
    );
    await t.core.resolveConflict(state.conflicts[0].id, { keep: 'theirs' });
  });
});
