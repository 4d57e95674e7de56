import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { GalleryImage, HiddenImage } from '@server/db/entities';
import { addImage, clearGallery, hideImage, titlesOf } from '@server/test/galleryImages';
import { splitGallerySections } from '@shared/lib/gallerySections';
import type { GalleryImageDto } from '@shared/api/types';

describe('gallery moderation: approve, move between sections, hide', () => {
  let server: TestServer;
  let admin: { client: TestClient; userId: string };
  let member: { client: TestClient; userId: string };
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signedIn({ admin: true });
    member = await server.signedIn();
  });
  afterAll(() => server.close());
  beforeEach(() => clearGallery(server.deps.db));

  const patch = (client: TestClient, id: string, json: unknown) =>
    client.request('PATCH', `/api/admin/images/${id}`, { json });
  const stored = (id: string) => server.deps.db.repo(GalleryImage).findOneByOrFail({ id });
  const hiddenRows = (imageId: string) => server.deps.db.repo(HiddenImage).findBy({ imageId });

  describe('PATCH /api/admin/images/:id', () => {
    it("approving a member's pending image puts it in everyone's gallery", async () => {
      const image = await addImage(server.deps.db, { title: 'orchid', isPublic: false, uploadedBy: member.userId });
      expect((await server.client().get('/api/gallery')).body).toEqual([]);

      const res = await patch(admin.client, image.id, { isPublic: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: image.id,
        isPublic: true,
        pending: false,
        hidden: false,
        uploadedBy: member.userId,
        position: 'above',
      });
      expect((await stored(image.id)).isPublic).toBe(true);
      expect(titlesOf((await server.client().get('/api/gallery')).body)).toEqual(['orchid']);
      // The uploader now sees it without the pending mark.
      expect((await member.client.get('/api/gallery')).body[0].pending).toBeUndefined();

      // And back: withdrawn from the public gallery.
      expect((await patch(admin.client, image.id, { isPublic: false })).body).toMatchObject({
        isPublic: false,
        pending: true,
      });
      expect((await server.client().get('/api/gallery')).body).toEqual([]);
    });

    it('the up/down toggle moves an image to the head of the other section', async () => {
      const db = server.deps.db;
      await addImage(db, { title: 'a', displayOrder: 0 });
      const b = await addImage(db, { title: 'b', displayOrder: 1 });
      await addImage(db, { title: 'c', displayOrder: 0, position: 'below' });
      const res = await patch(admin.client, b.id, { position: 'below' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ position: 'below', displayOrder: -1, isPublic: true });
      expect(titlesOf((await server.client().get('/api/gallery')).body)).toEqual(['a', 'b', 'c']);
      expect((await patch(admin.client, b.id, { position: 'above' })).body.position).toBe('above');
      expect((await stored(b.id)).position).toBe('above');
      expect(titlesOf((await server.client().get('/api/gallery')).body)).toEqual(['b', 'a', 'c']);
    });

    it('a picture moved up always lands in the eight-picture above section, however many are marked above', async () => {
      const db = server.deps.db;
      for (let i = 0; i < 10; i++) await addImage(db, { title: `above ${i}`, displayOrder: i });
      const fern = await addImage(db, { title: 'fern', displayOrder: 0, position: 'below' });
      const sections = async () =>
        splitGallerySections((await server.client().get('/api/gallery')).body as GalleryImageDto[]);
      expect(titlesOf((await sections()).above)).not.toContain('fern');
      await patch(admin.client, fern.id, { position: 'above' });
      const { above, below } = await sections();
      expect(above).toHaveLength(8);
      expect(titlesOf(above)[0]).toBe('fern');
      // The ninth and tenth marked above stay below the divider, ahead of those marked below.
      expect(titlesOf(below)).toEqual(['above 7', 'above 8', 'above 9']);
    });

    it('both fields at once, and the answer says whether the image is hidden', async () => {
      const image = await addImage(server.deps.db, { isPublic: false });
      await admin.client.post(`/api/admin/images/${image.id}/hide`);
      const res = await patch(admin.client, image.id, { isPublic: true, position: 'below' });
      expect(res.body).toMatchObject({ isPublic: true, position: 'below', pending: false, hidden: true });
    });

    it.each([
      ['nothing to change', {}, 'Send isPublic, position, title, description, category or altText'],
      ['a position that is neither', { position: 'middle' }, "Position must be 'above' or 'below'"],
      ['isPublic as text', { isPublic: 'true' }, 'isPublic must be true or false'],
      [
        'a field it cannot change',
        { imageUrl: '/objects/uploads/other' },
        'Only isPublic, position, title, description, category and altText can be changed',
      ],
      ['a list', [{ isPublic: true }], 'Please send the fields as a JSON object.'],
    ])('%s: 400 and no change', async (_label, body, message) => {
      const image = await addImage(server.deps.db, { isPublic: false, position: 'above', title: 'kept' });
      expectApiError(await patch(admin.client, image.id, body), 400, message);
      expect(await stored(image.id)).toMatchObject({ isPublic: false, position: 'above', title: 'kept' });
    });

    it('an unknown or malformed id is 404', async () => {
      expectApiError(await patch(admin.client, randomUUID(), { isPublic: true }), 404, 'Image not found');
      expectApiError(await patch(admin.client, 'not-an-id', { isPublic: true }), 404, 'Image not found');
    });

    it('visitors 401, members (even the uploader) 403, and nothing changes', async () => {
      const image = await addImage(server.deps.db, { isPublic: false, uploadedBy: member.userId });
      expectApiError(await patch(server.client(), image.id, { isPublic: true }), 401);
      expectApiError(await patch(member.client, image.id, { isPublic: true }), 403);
      expect((await stored(image.id)).isPublic).toBe(false);
    });
  });

  describe('POST and DELETE /api/admin/images/:id/hide', () => {
    it('hiding takes an image out of the public and the uploader’s gallery, not the admin’s; unhiding brings it back', async () => {
      const image = await addImage(server.deps.db, { title: 'owl', uploadedBy: member.userId });
      const res = await admin.client.post(`/api/admin/images/${image.id}/hide`);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        imageId: image.id,
        hiddenBy: admin.userId,
        createdAt: expect.any(String),
      });
      expect(await hiddenRows(image.id)).toHaveLength(1);
      expect((await server.client().get('/api/gallery')).body).toEqual([]);
      expect((await member.client.get('/api/gallery')).body).toEqual([]);
      expect((await admin.client.get('/api/gallery')).body).toMatchObject([{ title: 'owl', hidden: true }]);

      const unhide = await admin.client.delete(`/api/admin/images/${image.id}/hide`);
      expect(unhide.status).toBe(204);
      expect(await hiddenRows(image.id)).toEqual([]);
      expect(titlesOf((await server.client().get('/api/gallery')).body)).toEqual(['owl']);
      expect((await admin.client.get('/api/gallery')).body).toMatchObject([{ title: 'owl', hidden: false }]);
    });

    it('hiding twice keeps the first record (200, one row); unhiding an image that is not hidden is fine', async () => {
      const image = await addImage(server.deps.db);
      const first = await admin.client.post(`/api/admin/images/${image.id}/hide`);
      const { client: otherAdmin } = await server.signedIn({ admin: true });
      const second = await otherAdmin.post(`/api/admin/images/${image.id}/hide`);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await hiddenRows(image.id)).toHaveLength(1);
      expect((await admin.client.delete(`/api/admin/images/${image.id}/hide`)).status).toBe(204);
      expect((await admin.client.delete(`/api/admin/images/${image.id}/hide`)).status).toBe(204);
    });

    it('admins hiding the same picture at the same moment all get an answer, and one row is kept', async () => {
      const admins = [
        admin.client,
        (await server.signedIn({ admin: true })).client,
        (await server.signedIn({ admin: true })).client,
      ];
      for (let round = 0; round < 5; round++) {
        const image = await addImage(server.deps.db);
        const answers = await Promise.all(admins.map((c) => c.post(`/api/admin/images/${image.id}/hide`)));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
        expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
        expect(await hiddenRows(image.id)).toHaveLength(1);
      }
    });

    it('the database itself refuses a second hiding row for one image', async () => {
      const image = await addImage(server.deps.db);
      await hideImage(server.deps.db, image.id, admin.userId);
      await expect(hideImage(server.deps.db, image.id, member.userId)).rejects.toThrow();
      expect(await hiddenRows(image.id)).toHaveLength(1);
    });

    it('an unknown or malformed id is 404 and writes nothing', async () => {
      const ghost = randomUUID();
      expectApiError(await admin.client.post(`/api/admin/images/${ghost}/hide`), 404, 'Image not found');
      expectApiError(await admin.client.post('/api/admin/images/%27%20OR%201%3D1/hide'), 404, 'Image not found');
      expectApiError(await admin.client.delete(`/api/admin/images/${ghost}/hide`), 404, 'Image not found');
      expect(await server.deps.db.repo(HiddenImage).count()).toBe(0);
    });

    it('visitors 401, members 403 (even for their own image), and nothing changes', async () => {
      const image = await addImage(server.deps.db, { uploadedBy: member.userId });
      expectApiError(await server.client().post(`/api/admin/images/${image.id}/hide`), 401);
      expectApiError(await member.client.post(`/api/admin/images/${image.id}/hide`), 403);
      expect(await hiddenRows(image.id)).toEqual([]);
      await admin.client.post(`/api/admin/images/${image.id}/hide`);
      expectApiError(await server.client().delete(`/api/admin/images/${image.id}/hide`), 401);
      expectApiError(await member.client.delete(`/api/admin/images/${image.id}/hide`), 403);
      expect(await hiddenRows(image.id)).toHaveLength(1);
    });
  });
});
