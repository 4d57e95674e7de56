import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { carriesExif, jpegOfSize, photoWithGps, SVG } from '@server/test/images';
import { filesInStorage, putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { Event, GalleryImage, HiddenImage, PageContent, UploadSlot } from '@server/db/entities';

const NOT_UPLOADED = 'Could not get uploaded file URL. Please try again.';
const NOT_YOURS = 'You can only add images you uploaded.';

describe('gallery image writes: POST /api/images, DELETE /api/images/:id', () => {
  let server: TestServer;
  let photo: Buffer;
  let member: { client: TestClient; userId: string };
  let admin: { client: TestClient; userId: string };
  beforeAll(async () => {
    server = await startTestServer();
    photo = await photoWithGps();
    member = await server.signedIn();
    admin = await server.signedIn({ admin: true });
  });
  afterAll(() => server.close());

  /** Uploads the GPS photo as `client` and answers the raw upload URL the uploader ends with. */
  async function upload(client: TestClient): Promise<string> {
    const uploadURL = await uploadUrlFor(client);
    expect((await putFile(uploadURL, photo)).status).toBe(200);
    return uploadURL;
  }

  const rowCount = () => server.deps.db.repo(GalleryImage).count();
  const filesOf = async (id: string) => (await filesInStorage(server)).filter((f) => f.includes(id));

  it('a member adds a photo: the public path is stored, alt text falls back to the title, and it waits for approval', async () => {
    const uploadURL = await upload(member.client);
    const id = uploadIdOf(uploadURL);
    const res = await member.client.post('/api/images', {
      imageURL: uploadURL,
      title: '  Heron at dawn ',
      description: 'North pond',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Heron at dawn',
      description: 'North pond',
      imageUrl: `/objects/uploads/${id}`,
      altText: 'Heron at dawn',
      category: 'conservation',
      uploadedBy: member.userId,
      isPublic: false,
      displayOrder: expect.any(Number),
      position: 'above',
      createdAt: expect.any(String),
      version: 1,
      // As the uploader sees it: waiting for an admin.
      pending: true,
    });
    const row = await server.deps.db.repo(GalleryImage).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ imageUrl: `/objects/uploads/${id}`, isPublic: false, uploadedBy: member.userId });
    // Pending: visitors do not see it.
    const gallery = await server.client().get('/api/gallery');
    expect(gallery.body.map((g: { id: string }) => g.id)).not.toContain(res.body.id);
    // The picture it points at carries no location (only its uploader and admins may fetch it while it waits).
    const main = await served(server, row.imageUrl, member.client);
    expect(main.status).toBe(200);
    expect(carriesExif(main.bytes)).toBe(false);
  });

  it("an admin's photo is public at once and goes after every other image", async () => {
    const before = await server.deps.db.repo(GalleryImage).find();
    const highest = Math.max(-1, ...before.map((g) => g.displayOrder));
    const res = await admin.client.post('/api/images', {
      imageUrl: await upload(admin.client),
      title: 'Boardwalk',
      category: 'landscapes',
      altText: 'Wooden boardwalk through reeds',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isPublic: true,
      category: 'landscapes',
      altText: 'Wooden boardwalk through reeds',
      displayOrder: highest + 1,
    });
    const next = await admin.client.post('/api/images', { imageURL: await upload(admin.client), title: 'Boardwalk 2' });
    expect(next.body.displayOrder).toBe(highest + 2);
    const gallery = await server.client().get('/api/gallery');
    expect(gallery.body.map((g: { id: string }) => g.id)).toEqual(expect.arrayContaining([res.body.id, next.body.id]));
  });

  it('accepts the address in any form the uploader may end with, and stores the public path', async () => {
    for (const form of [
      (url: string) => `/objects/uploads/${uploadIdOf(url)}`,
      (url: string) => `${server.url}/objects/uploads/${uploadIdOf(url)}`,
      (url: string) => new URL(url).pathname + new URL(url).search,
    ]) {
      const uploadURL = await upload(member.client);
      const res = await member.client.post('/api/images', { imageURL: form(uploadURL), title: 'Form' });
      expect(res.status).toBe(201);
      expect(res.body.imageUrl).toBe(`/objects/uploads/${uploadIdOf(uploadURL)}`);
    }
  });

  /** A raw upload waiting under incoming/{id}, as a presigned S3 PUT leaves it, in a slot given to `userId`. */
  async function rawUpload(userId: string, bytes: Buffer = photo): Promise<string> {
    const id = randomUUID();
    await server.deps.db.write((m) =>
      m.insert(UploadSlot, { id, userId, expiresAt: new Date(Date.now() + 15 * 60_000), usedAt: null }),
    );
    await server.deps.storage.put(`incoming/${id}`, bytes, 'image/jpeg');
    return id;
  }

  it('a raw S3-style upload waiting under incoming/ is processed, stripped and removed', async () => {
    const id = await rawUpload(member.userId);
    const presigned = `http://127.0.0.1:9/photos/incoming/${id}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc`;
    const res = await member.client.post('/api/images', { imageURL: presigned, title: 'From S3' });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/objects/uploads/${id}`);
    expect(await server.deps.storage.head(`incoming/${id}`)).toBeNull();
    const main = await served(server, `/objects/uploads/${id}`, member.client);
    expect(await sharp(main.bytes).metadata()).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(carriesExif(main.bytes)).toBe(false);
  });

  it.each([
    ['an SVG', () => SVG, 415, 'Only JPG, PNG and WebP images are accepted.'],
    ['a file over 10 MB', () => jpegOfSize(Buffer.from(photo), 10_485_761), 413, 'Images must be 10 MB or smaller.'],
  ])('a raw upload that is %s is refused, and neither it nor a row is left', async (_label, make, status, message) => {
    const id = await rawUpload(member.userId, make());
    const rows = await rowCount();
    expectApiError(
      await member.client.post('/api/images', { imageURL: `/x/incoming/${id}?X-Amz-Signature=a`, title: 'Bad' }),
      status,
      message,
    );
    expect(await filesOf(id)).toEqual([]);
    expect(await rowCount()).toBe(rows);
  });

  it.each([
    ['no title', (url: string) => ({ imageUrl: url }), 'title', 'Title is required'],
    ['a blank title', (url: string) => ({ imageUrl: url, title: ' \u0000 ' }), 'title', 'Title is required'],
    ['no image', () => ({ title: 'Owl' }), 'imageUrl', 'Please upload an image'],
    [
      'an address that is not an upload',
      () => ({ imageUrl: 'https://example.org/owl.jpg', title: 'Owl' }),
      'imageUrl',
      NOT_UPLOADED,
    ],
    [
      'an upload that never happened',
      () => ({ imageUrl: `/objects/uploads/${randomUUID()}`, title: 'Owl' }),
      'imageUrl',
      NOT_UPLOADED,
    ],
    [
      'a title over 200 characters',
      (url: string) => ({ imageURL: url, title: 'x'.repeat(201) }),
      'title',
      'Title must be at most 200 characters',
    ],
    [
      'a category that is not text',
      (url: string) => ({ imageURL: url, title: 'Owl', category: 7 }),
      'category',
      'Category must be text',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, body, field, message) => {
    const uploadURL = await upload(member.client);
    const rows = await rowCount();
    const res = await member.client.post('/api/images', body(uploadURL));
    expectApiError(res, 400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(await rowCount()).toBe(rows);
  });

  it('is for signed-in people only', async () => {
    const uploadURL = await upload(member.client);
    expectApiError(await server.client().post('/api/images', { imageURL: uploadURL, title: 'Anon' }), 401);
  });

  describe('an upload belongs to the account that asked for its URL', () => {
    it('another member cannot add it, in any address form; the uploader still can, and the file stays put', async () => {
      const uploadURL = await upload(member.client);
      const id = uploadIdOf(uploadURL);
      const other = await server.signedIn();
      const rows = await rowCount();
      const files = await filesOf(id);
      for (const address of [
        uploadURL,
        `/objects/uploads/${id}`,
        `${server.url}/objects/uploads/${id}`,
        `/x/incoming/${id}`,
      ]) {
        expectApiError(
          await other.client.post('/api/images', { imageURL: address, title: 'Not mine' }),
          403,
          NOT_YOURS,
        );
      }
      expect(await rowCount()).toBe(rows);
      expect(await filesOf(id)).toEqual(files);

      const own = await member.client.post('/api/images', { imageURL: uploadURL, title: 'Mine' });
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ imageUrl: `/objects/uploads/${id}`, uploadedBy: member.userId });
    });

    it("so nobody can delete another member's pending photo by adding it as their own first", async () => {
      const uploadURL = await upload(member.client);
      const other = await server.signedIn();
      const taken = await other.client.post('/api/images', { imageURL: uploadURL, title: 'Taken' });
      expect(taken.status).toBe(403);
      // Had that worked, deleting "their" image would have deleted the files under the uploader's feet.
      expect((await member.client.post('/api/images', { imageURL: uploadURL, title: 'Still mine' })).status).toBe(201);
      expect((await served(server, `/objects/uploads/${uploadIdOf(uploadURL)}`, member.client)).status).toBe(200);
    });

    it('a raw upload under incoming/ that came with no upload URL of theirs is refused too, and stays for its owner', async () => {
      const other = await server.signedIn();
      const id = await rawUpload(member.userId);
      expectApiError(
        await other.client.post('/api/images', { imageURL: `/x/incoming/${id}?X-Amz-Signature=a`, title: 'Not mine' }),
        403,
        NOT_YOURS,
      );
      expect(await server.deps.storage.head(`incoming/${id}`)).not.toBeNull();
      // A key handed out without a slot (the large-file S3 companion endpoints) is nobody's upload for the gallery.
      const orphan = randomUUID();
      await server.deps.storage.put(`incoming/${orphan}`, photo, 'image/jpeg');
      expectApiError(
        await member.client.post('/api/images', {
          imageURL: `/x/incoming/${orphan}?X-Amz-Signature=a`,
          title: 'Orphan',
        }),
        403,
        NOT_YOURS,
      );
      expect((await member.client.post('/api/images', { imageURL: `/x/incoming/${id}`, title: 'Mine' })).status).toBe(
        201,
      );
    });

    it("an admin may add a member's upload on their behalf, to the gallery, a page or an event", async () => {
      const forGallery = await upload(member.client);
      const res = await admin.client.post('/api/images', { imageURL: forGallery, title: 'On their behalf' });
      expect(res.status).toBe(201);
      expect(res.body.isPublic).toBe(true);

      const forPage = uploadIdOf(await upload(member.client));
      const page = await admin.client.put('/api/admin/page-content', {
        key: 'mapleton-preserve-bg',
        value: `/objects/uploads/${forPage}`,
      });
      expect(page.status).toBe(200);

      const forEvent = await upload(member.client);
      const event = await admin.client.post('/api/admin/events', {
        title: 'Walk with a member photo',
        description: 'A walk.',
        date: `${new Date().getFullYear() + 1}-05-02`,
        time: '9:00 AM',
        imageUrl: forEvent,
      });
      expect(event.status).toBe(201);
      const row = await server.deps.db.repo(Event).findOneByOrFail({ id: event.body.id });
      expect(row.imageUrl).toBe(`/objects/uploads/${uploadIdOf(forEvent)}`);
    });

    it('the uploader may add their own picture again later, even once its upload slot is gone', async () => {
      const uploadURL = await upload(member.client);
      const id = uploadIdOf(uploadURL);
      expect((await member.client.post('/api/images', { imageURL: uploadURL, title: 'First' })).status).toBe(201);
      await server.deps.db.write((m) => m.delete(UploadSlot, { id }));
      expect(
        (await member.client.post('/api/images', { imageURL: `/objects/uploads/${id}`, title: 'Again' })).status,
      ).toBe(201);
      const other = await server.signedIn();
      expectApiError(
        await other.client.post('/api/images', { imageURL: `/objects/uploads/${id}`, title: 'Not mine' }),
        403,
        NOT_YOURS,
      );
    });
  });

  describe('DELETE', () => {
    async function memberImage(client = member.client) {
      const uploadURL = await upload(client);
      const res = await client.post('/api/images', { imageURL: uploadURL, title: 'To delete' });
      expect(res.status).toBe(201);
      return { imageId: res.body.id as string, uploadId: uploadIdOf(uploadURL) };
    }

    it('the uploader deletes their photo: the row, its hidden marks and every stored size go', async () => {
      const { imageId, uploadId } = await memberImage();
      await server.deps.db.write((m) =>
        m.save(m.create(HiddenImage, { imageId, hiddenBy: admin.userId, createdAt: new Date() })),
      );
      expect((await filesOf(uploadId)).length).toBeGreaterThan(2);
      const res = await member.client.delete(`/api/images/${imageId}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(await server.deps.db.repo(GalleryImage).findOneBy({ id: imageId })).toBeNull();
      expect(await server.deps.db.repo(HiddenImage).countBy({ imageId })).toBe(0);
      expect(await filesOf(uploadId)).toEqual([]);
      expect((await served(server, `/objects/uploads/${uploadId}`, member.client)).status).toBe(404);
      expectApiError(await member.client.delete(`/api/images/${imageId}`), 404, 'Image not found');
    });

    it("someone else's photo: 403 for a member, and the photo stays; an admin may delete it", async () => {
      const { imageId, uploadId } = await memberImage();
      const other = await server.signedIn();
      expectApiError(
        await other.client.delete(`/api/images/${imageId}`),
        403,
        'You can only delete images you uploaded.',
      );
      expect(await server.deps.db.repo(GalleryImage).countBy({ id: imageId })).toBe(1);
      expect((await served(server, `/objects/uploads/${uploadId}`, member.client)).status).toBe(200);
      expect((await admin.client.delete(`/api/images/${imageId}`)).status).toBe(204);
      expect(await filesOf(uploadId)).toEqual([]);
    });

    it('keeps the files while another row or a page still shows them', async () => {
      const { imageId, uploadId } = await memberImage();
      const twin = await member.client.post('/api/images', { imageURL: `/objects/uploads/${uploadId}`, title: 'Twin' });
      expect(twin.status).toBe(201);
      expect((await member.client.delete(`/api/images/${imageId}`)).status).toBe(204);
      expect((await served(server, `/objects/uploads/${uploadId}`, member.client)).status).toBe(200);

      await server.deps.db.write((m) =>
        m.save(
          m.create(PageContent, {
            key: 'about-image',
            value: `https://site.example/objects/uploads/${uploadId}?w=640`,
            updatedAt: new Date(),
            updatedBy: null,
          }),
        ),
      );
      expect((await member.client.delete(`/api/images/${twin.body.id}`)).status).toBe(204);
      expect((await served(server, `/objects/uploads/${uploadId}`)).status).toBe(200);
    });

    it('signed out: 401; unknown or malformed ids: 404', async () => {
      const { imageId } = await memberImage();
      expectApiError(await server.client().delete(`/api/images/${imageId}`), 401);
      expectApiError(await member.client.delete(`/api/images/${randomUUID()}`), 404, 'Image not found');
      expectApiError(await member.client.delete('/api/images/not-an-id'), 404, 'Image not found');
      expect(await server.deps.db.repo(GalleryImage).countBy({ id: imageId })).toBe(1);
    });
  });
});
