import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { GalleryImage } from '@server/db/entities';
import { addImage, clearGallery } from '@server/test/galleryImages';

/** Correcting a photo's title, description, category and alt text after upload. */
describe('gallery photo details', () => {
  let server: TestServer;
  let admin: { client: TestClient; userId: string };
  let member: { client: TestClient; userId: string };
  let otherMember: { client: TestClient; userId: string };
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signedIn({ admin: true });
    member = await server.signedIn();
    otherMember = await server.signedIn();
  });
  afterAll(() => server.close());
  beforeEach(() => clearGallery(server.deps.db));

  const adminPatch = (client: TestClient, id: string, json: unknown) =>
    client.request('PATCH', `/api/admin/images/${id}`, { json });
  const ownPatch = (client: TestClient, id: string, json: unknown) =>
    client.request('PATCH', `/api/images/${id}`, { json });
  const stored = (id: string) => server.deps.db.repo(GalleryImage).findOneByOrFail({ id });
  const KEPT = { title: 'Kept title', description: 'Kept words', category: 'wildlife', altText: 'Kept alt' };

  describe('PATCH /api/admin/images/:id (admins)', () => {
    it('changes every detail, and visitors see the new words on their next request', async () => {
      const image = await addImage(server.deps.db, { ...KEPT });
      // A visitor's read first, so the anonymous response cache holds the old words.
      expect((await server.client().get('/api/gallery')).body[0].title).toBe('Kept title');
      expect((await server.client().get('/api/gallery/first-page')).body.images[0].title).toBe('Kept title');

      const res = await adminPatch(admin.client, image.id, {
        title: '  Heron at dawn ',
        description: 'A great blue heron\non the east pond.',
        category: 'events',
        altText: 'A heron standing in shallow water',
        version: image.version,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: image.id,
        title: 'Heron at dawn',
        description: 'A great blue heron\non the east pond.',
        category: 'events',
        altText: 'A heron standing in shallow water',
        version: image.version + 1,
        isPublic: true,
      });
      expect(await stored(image.id)).toMatchObject({ title: 'Heron at dawn', category: 'events' });
      expect((await server.client().get('/api/gallery')).body[0]).toMatchObject({
        title: 'Heron at dawn',
        altText: 'A heron standing in shallow water',
      });
      expect((await server.client().get('/api/gallery/first-page')).body.images[0].title).toBe('Heron at dawn');
    });

    it('leaves out what is not sent; blank description and alt text clear them, a blank category is the default', async () => {
      const image = await addImage(server.deps.db, { ...KEPT });
      expect((await adminPatch(admin.client, image.id, { title: 'Only the title' })).status).toBe(200);
      expect(await stored(image.id)).toMatchObject({ ...KEPT, title: 'Only the title' });

      const cleared = await adminPatch(admin.client, image.id, { description: ' ', altText: '', category: '' });
      expect(cleared.status).toBe(200);
      expect(await stored(image.id)).toMatchObject({
        title: 'Only the title',
        description: null,
        altText: null,
        category: 'conservation',
      });
    });

    it('details and moderation in one request', async () => {
      const image = await addImage(server.deps.db, { isPublic: false, uploadedBy: member.userId });
      const res = await adminPatch(admin.client, image.id, { isPublic: true, title: 'Approved and renamed' });
      expect(res.body).toMatchObject({ isPublic: true, pending: false, title: 'Approved and renamed' });
    });

    it.each([
      ['a blank title', { title: '   ' }, 'title', 'Title is required'],
      ['no title at all', { title: null }, 'title', 'Title is required'],
      ['an overlong title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [
        'an overlong description',
        { description: 'x'.repeat(2001) },
        'description',
        'Description must be at most 2000 characters',
      ],
      ['a category that is not text', { category: 7 }, 'category', 'Category must be text'],
      ['an overlong alt text', { altText: 'x'.repeat(301) }, 'altText', 'Alt text must be at most 300 characters'],
      ['a version that is not a number', { title: 'New', version: 'two' }, 'version', undefined],
    ])('%s: 400 with the field error, nothing changed', async (_label, body, field, message) => {
      const image = await addImage(server.deps.db, { ...KEPT });
      const res = await adminPatch(admin.client, image.id, body);
      expectApiError(res, 400);
      expect(res.body.fieldErrors).toHaveProperty(field);
      if (message) expect(res.body.fieldErrors[field]).toEqual([message]);
      expect(await stored(image.id)).toMatchObject({ ...KEPT, version: image.version });
    });

    it('an edit made from a stale copy is refused with 409 and the picture as it now is', async () => {
      const image = await addImage(server.deps.db, { ...KEPT });
      const first = await adminPatch(admin.client, image.id, { title: 'First edit', version: image.version });
      expect(first.status).toBe(200);
      const stale = await adminPatch(admin.client, image.id, { title: 'Second edit', version: image.version });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe('Someone else changed this image since you opened it.');
      expect(stale.body.current).toMatchObject({ title: 'First edit', version: image.version + 1 });
      expect((await stored(image.id)).title).toBe('First edit');
    });

    it('members, even the uploader of a pending photo, are refused here (403); visitors 401', async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      expectApiError(await adminPatch(member.client, image.id, { title: 'Mine' }), 403);
      expectApiError(await adminPatch(server.client(), image.id, { title: 'Anyone' }), 401);
      expect((await stored(image.id)).title).toBe('Kept title');
    });
  });

  describe('PATCH /api/images/:id (the uploader while the photo waits; admins)', () => {
    it('the uploader corrects their pending photo and sees it at once; visitors still see nothing', async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      const res = await ownPatch(member.client, image.id, {
        title: 'Fox kits',
        description: 'Two kits by the den.',
        category: 'wildlife',
        altText: 'Two young foxes',
        version: image.version,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'Fox kits', pending: true, uploadedBy: member.userId });
      expect(res.body).not.toHaveProperty('hidden');
      expect((await member.client.get('/api/gallery')).body[0]).toMatchObject({ title: 'Fox kits', pending: true });
      expect((await server.client().get('/api/gallery')).body).toEqual([]);
      expect(await stored(image.id)).toMatchObject({ isPublic: false, altText: 'Two young foxes' });
    });

    it('once an admin has approved it, the uploader may no longer change it (403, nothing changed)', async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      expect((await adminPatch(admin.client, image.id, { isPublic: true })).status).toBe(200);
      expectApiError(
        await ownPatch(member.client, image.id, { title: 'Too late' }),
        403,
        'You can only change the details of your own photos while they wait for approval.',
      );
      expect((await stored(image.id)).title).toBe('Kept title');
    });

    it("another member's pending photo: 403; visitors 401; an admin may correct any photo here too", async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      expectApiError(await ownPatch(otherMember.client, image.id, { title: 'Not mine' }), 403);
      expectApiError(await ownPatch(server.client(), image.id, { title: 'Anyone' }), 401);
      expect((await stored(image.id)).title).toBe('Kept title');
      const res = await ownPatch(admin.client, image.id, { title: 'By an admin' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'By an admin', pending: true, hidden: false });
    });

    it('the approval flag and the section cannot ride along (400), nor an empty edit', async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      expectApiError(
        await ownPatch(member.client, image.id, { title: 'Sneaky', isPublic: true }),
        400,
        'Only title, description, category and altText can be changed',
      );
      expectApiError(await ownPatch(member.client, image.id, {}), 400, 'Send title, description, category or altText');
      const blank = await ownPatch(member.client, image.id, { title: '' });
      expectApiError(blank, 400);
      expect(blank.body.fieldErrors).toEqual({ title: ['Title is required'] });
      expect(await stored(image.id)).toMatchObject({ ...KEPT, isPublic: false, version: image.version });
    });

    it('a stale version is 409 for the uploader too', async () => {
      const image = await addImage(server.deps.db, { ...KEPT, isPublic: false, uploadedBy: member.userId });
      expect((await ownPatch(member.client, image.id, { title: 'One', version: image.version })).status).toBe(200);
      const stale = await ownPatch(member.client, image.id, { title: 'Two', version: image.version });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ title: 'One', pending: true });
    });

    it('an unknown or malformed id is 404', async () => {
      expectApiError(await ownPatch(member.client, randomUUID(), { title: 'x' }), 404, 'Image not found');
      expectApiError(await ownPatch(member.client, 'not-an-id', { title: 'x' }), 404, 'Image not found');
    });
  });
});
