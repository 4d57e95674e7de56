import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { GalleryImage } from '@server/db/entities';
import { addImage, clearGallery, titlesOf } from '@server/test/galleryImages';

describe('PUT /api/gallery/reorder', () => {
  const t = useSignedInAdmin();
  beforeEach(() => clearGallery(t.server.deps.db));

  /** Each image's section and order as stored, by title. */
  async function stored() {
    const rows = await t.server.deps.db.repo(GalleryImage).find();
    return Object.fromEntries(rows.map((r) => [r.title, `${r.position} ${r.displayOrder}`]));
  }

  async function threeImages() {
    const db = t.server.deps.db;
    return Promise.all([
      addImage(db, { title: 'heron', displayOrder: 0 }),
      addImage(db, { title: 'fox', displayOrder: 1 }),
      addImage(db, { title: 'oak', displayOrder: 2 }),
    ]);
  }

  it('stores the new order and sections, and the gallery lists them that way', async () => {
    const [heron, fox, oak] = await threeImages();
    const res = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [
        { id: oak.id, displayOrder: 0, position: 'above' },
        { id: heron.id, displayOrder: 1, position: 'above' },
        { id: fox.id, displayOrder: 0, position: 'below' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 3 });
    expect(await stored()).toEqual({ oak: 'above 0', heron: 'above 1', fox: 'below 0' });
    expect(titlesOf((await t.server.client().get('/api/gallery')).body)).toEqual(['oak', 'heron', 'fox']);
  });

  it('leaves images it does not list where they are; an empty list changes nothing', async () => {
    const [heron] = await threeImages();
    expect(
      (
        await t.admin.put('/api/gallery/reorder', {
          imageUpdates: [{ id: heron.id, displayOrder: 9, position: 'below' }],
        })
      ).body,
    ).toMatchObject({ updated: 1 });
    expect(await stored()).toEqual({ heron: 'below 9', fox: 'above 1', oak: 'above 2' });
    expect((await t.admin.put('/api/gallery/reorder', { imageUpdates: [] })).body).toMatchObject({ updated: 0 });
    expect(await stored()).toEqual({ heron: 'below 9', fox: 'above 1', oak: 'above 2' });
  });

  it('an unknown id refuses the whole request, names the id, and changes nothing', async () => {
    const [heron, fox] = await threeImages();
    const ghost = randomUUID();
    const res = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [
        { id: heron.id, displayOrder: 5, position: 'below' },
        { id: ghost, displayOrder: 0, position: 'above' },
        { id: fox.id, displayOrder: 6, position: 'below' },
      ],
    });
    expectApiError(res, 400, `Unknown image ids: ${ghost}`);
    expect(res.body.fieldErrors).toEqual({ 'imageUpdates.1.id': ['No gallery image has this id'] });
    expect(await stored()).toEqual({ heron: 'above 0', fox: 'above 1', oak: 'above 2' });
  });

  it('many unknown ids: the message names ten and counts the rest, the field errors name all', async () => {
    const ghosts = Array.from({ length: 12 }, () => randomUUID());
    const res = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: ghosts.map((id, i) => ({ id, displayOrder: i, position: 'above' })),
    });
    expectApiError(res, 400, `Unknown image ids: ${ghosts.slice(0, 10).join(', ')} and 2 more`);
    expect(Object.keys(res.body.fieldErrors)).toHaveLength(12);
  });

  it('the same image twice is refused and names it', async () => {
    const [heron, fox] = await threeImages();
    const res = await t.admin.put('/api/gallery/reorder', {
      imageUpdates: [
        { id: heron.id, displayOrder: 1, position: 'above' },
        { id: fox.id, displayOrder: 2, position: 'above' },
        { id: heron.id, displayOrder: 3, position: 'below' },
      ],
    });
    expectApiError(res, 400, `Images listed more than once: ${heron.id}`);
    expect(res.body.fieldErrors).toEqual({ 'imageUpdates.2.id': ['This image is already listed earlier'] });
    expect(await stored()).toEqual({ heron: 'above 0', fox: 'above 1', oak: 'above 2' });
  });

  it.each([
    [
      'position other than above/below',
      { position: 'middle' },
      'imageUpdates.0.position',
      "Position must be 'above' or 'below'",
    ],
    ['position in capitals', { position: 'ABOVE' }, 'imageUpdates.0.position', "Position must be 'above' or 'below'"],
    ['fractional order', { displayOrder: 1.5 }, 'imageUpdates.0.displayOrder', 'Order must be a whole number'],
    ['order as text', { displayOrder: '1' }, 'imageUpdates.0.displayOrder', 'Order must be a whole number'],
    ['order past the bound', { displayOrder: 2 ** 31 }, 'imageUpdates.0.displayOrder', 'Order must be at most 1000000'],
    ['missing order', { displayOrder: undefined }, 'imageUpdates.0.displayOrder', 'Order must be a whole number'],
    ['id that is not an id', { id: "1' OR '1'='1" }, 'imageUpdates.0.id', 'Image id must be an image id'],
  ])('%s: 400 with the field named, nothing changed', async (_label, change, field, message) => {
    const [heron] = await threeImages();
    const update = { id: heron.id, displayOrder: 4, position: 'below', ...change };
    const res = await t.admin.put('/api/gallery/reorder', { imageUpdates: [update] });
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors).toEqual({ [field]: [message] });
    expect(await stored()).toEqual({ heron: 'above 0', fox: 'above 1', oak: 'above 2' });
  });

  it.each([
    ['no imageUpdates', {}],
    ['imageUpdates not a list', { imageUpdates: { id: 'x' } }],
    ['a list of strings', { imageUpdates: ['x'] }],
    ['a bare list', [{ id: randomUUID(), displayOrder: 0, position: 'above' }]],
  ])('%s: 400', async (_label, body) => {
    await threeImages();
    expectApiError(await t.admin.put('/api/gallery/reorder', body), 400);
    expect(await stored()).toEqual({ heron: 'above 0', fox: 'above 1', oak: 'above 2' });
  });

  it('at most 5,000 entries; 5,000 real images reorder in one go', async () => {
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ id: randomUUID(), displayOrder: i, position: 'above' }));
    expectApiError(
      await t.admin.put('/api/gallery/reorder', { imageUpdates: tooMany }),
      400,
      'At most 5000 images at once',
    );
    // Past the route's own 1 MB ceiling the body is not even read.
    const padded = { imageUpdates: [], padding: 'x'.repeat(1024 * 1024) };
    expect((await t.admin.put('/api/gallery/reorder', padded)).status).toBe(413);

    const db = t.server.deps.db;
    const ids = Array.from({ length: 5000 }, () => randomUUID());
    await db.write(async (m) => {
      const rows = ids.map((id, i) =>
        m.create(GalleryImage, {
          id,
          title: `bulk ${i}`,
          imageUrl: `/objects/uploads/${id}`,
          isPublic: true,
          displayOrder: i,
          position: 'above',
          createdAt: new Date(),
        }),
      );
      for (let i = 0; i < rows.length; i += 250) await m.save(GalleryImage, rows.slice(i, i + 250));
    });
    const reversed = ids.map((id, i) => ({ id, displayOrder: 4999 - i, position: i % 2 ? 'below' : 'above' }));
    const res = await t.admin.put('/api/gallery/reorder', { imageUpdates: reversed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 5000 });
    const first = await db.repo(GalleryImage).findOneByOrFail({ id: ids[0] });
    const last = await db.repo(GalleryImage).findOneByOrFail({ id: ids[4999] });
    expect([first.position, first.displayOrder, last.position, last.displayOrder]).toEqual(['above', 4999, 'below', 0]);
  }, 60_000);

  it('visitors 401, members 403, and nothing changes', async () => {
    const [heron] = await threeImages();
    const body = { imageUpdates: [{ id: heron.id, displayOrder: 7, position: 'below' }] };
    expectApiError(await t.server.client().put('/api/gallery/reorder', body), 401);
    const { client: member } = await t.server.signedIn();
    expectApiError(await member.put('/api/gallery/reorder', body), 403);
    expect(await stored()).toEqual({ heron: 'above 0', fox: 'above 1', oak: 'above 2' });
  });
});
