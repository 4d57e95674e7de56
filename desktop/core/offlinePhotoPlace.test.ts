import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { addImage, clearGallery } from '@server/test/galleryImages';
import { splitGallerySections } from '../../shared/lib/gallerySections';
import type { GalleryImageDto } from '../../shared/api/types';
import { useCoreWithSite } from './test/desktopSetup';

/** The gallery as visitors and the board see it: each section's titles in order. */
const sections = (images: GalleryImageDto[]) => {
  const { above, below } = splitGallerySections(images);
  return { above: above.map((i) => i.title), below: below.map((i) => i.title) };
};

/**
 * A photo added offline shows in the app where the site will put it once sent (ADR 054): after every picture marked
 * 'above', in the order the photos were added, which on a gallery of more than eight featured pictures is below the
 * divider, before the pictures marked 'below'.
 */
describe('desktop core: a photo added offline lands where the app showed it', () => {
  const t = useCoreWithSite();
  beforeEach(async () => {
    expect((await t.core.syncState()).pending).toEqual([]);
    await clearGallery(t.server.deps.db);
  });

  it('two photos added offline to a gallery of nine featured pictures and one below', async () => {
    for (let i = 0; i < 9; i++) await addImage(t.server.deps.db, { title: `featured ${i}`, displayOrder: i });
    await addImage(t.server.deps.db, { title: 'meadow', position: 'below', displayOrder: 0 });
    await t.core.request({ method: 'GET', path: '/api/gallery' });

    await t.server.stop();
    for (const [n, title] of ['otter', 'kingfisher'].entries()) {
      const data = await sharp({
        create: { width: 12, height: 8, channels: 3, background: { r: 40 * n, g: 120, b: 60 } },
      })
        .png()
        .toBuffer();
      const upload = await t.core.uploadImage({ name: `${title}.png`, type: 'image/png', data });
      await t.core.request({
        method: 'POST',
        path: '/api/images',
        body: { imageURL: upload.url, title, category: 'wildlife' },
      });
    }
    const shown = sections((await t.core.request({ method: 'GET', path: '/api/gallery' })).body as GalleryImageDto[]);

    await t.server.start();
    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    const onSite = sections((await t.web.get('/api/gallery')).body as unknown as GalleryImageDto[]);
    expect(onSite.below.slice(0, 3)).toEqual(['featured 8', 'otter', 'kingfisher']);
    expect(shown).toEqual(onSite);
  });
});
