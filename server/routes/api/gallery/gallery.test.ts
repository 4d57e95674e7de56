import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { GalleryImage, HiddenImage } from '../../../db/entities';

describe('GET /api/gallery', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let stamp = Date.UTC(2025, 0, 1);
  const image = (fields: Partial<GalleryImage>) =>
    server.deps.db.write((m) =>
      m.save(
        m.create(GalleryImage, {
          title: 'Sample photo',
          description: null,
          imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000',
          altText: null,
          category: 'conservation',
          uploadedBy: null,
          isPublic: true,
          displayOrder: 0,
          position: 'above',
          createdAt: new Date((stamp += 1000)),
          ...fields,
        }),
      ),
    );

  it('answers an empty list when there are no images', async () => {
    const res = await server.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("lists public, unhidden images: 'above' before 'below', then displayOrder", async () => {
    const owner = await createUser(server.deps.db);
    const below0 = await image({ title: 'below-0', position: 'below', displayOrder: 0 });
    const above2 = await image({ title: 'above-2', position: 'above', displayOrder: 2 });
    const above0 = await image({ title: 'above-0', position: 'above', displayOrder: 0, description: 'Meadow at dawn', altText: 'A meadow' });
    const below1 = await image({ title: 'below-1', position: 'below', displayOrder: 1 });
    const aboveNeg = await image({ title: 'above-neg', position: 'above', displayOrder: -5 });
    await image({ title: 'private', isPublic: false, displayOrder: 1 });
    const hidden = await image({ title: 'hidden', displayOrder: 1 });
    await server.deps.db.write((m) => m.save(m.create(HiddenImage, { imageId: hidden.id, hiddenBy: owner.id, createdAt: new Date() })));

    const res = await server.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.body.map((g: { title: string }) => g.title)).toEqual(['above-neg', 'above-0', 'above-2', 'below-0', 'below-1']);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual([aboveNeg.id, above0.id, above2.id, below0.id, below1.id]);
    expect(res.body[1]).toEqual({
      id: above0.id,
      title: 'above-0',
      description: 'Meadow at dawn',
      imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000',
      altText: 'A meadow',
      category: 'conservation',
      uploadedBy: null,
      isPublic: true,
      displayOrder: 0,
      position: 'above',
      createdAt: above0.createdAt.toISOString(),
    });
  });

  it('the same list for visitors and signed-in users (hidden stays hidden)', async () => {
    const { client } = await server.signedIn();
    const { client: admin } = await server.signedIn({ admin: true });
    const anonymous = (await server.client().get('/api/gallery')).body;
    expect((await client.get('/api/gallery')).body).toEqual(anonymous);
    expect((await admin.get('/api/gallery')).body).toEqual(anonymous);
    expect(anonymous.some((g: { title: string }) => g.title === 'hidden' || g.title === 'private')).toBe(false);
  });
});
