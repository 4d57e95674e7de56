import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { TEST_PASSWORD } from '@server/test/factories';
import { photoWithGps } from '@server/test/images';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';

/**
 * Who may fetch a stored upload (/objects/uploads/{id} and its sizes). A file nobody has approved for the public
 * (a photo waiting for approval, a hidden one, an upload not yet added anywhere) goes only to its uploader and to
 * admins, never into a shared cache; once the gallery shows it to visitors, or a page, an event or the home page
 * uses it, it is public and cached for a year.
 */
const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';
/** The full picture and a few of the widths pages ask for (the photo is 600 wide once upright: 320 and 640 exist). */
const SIZES = ['', '?w=320', '?w=640', '?w=2000'];

describe.each([
  ['local disk', false],
  ['S3', true],
])('who may fetch a stored upload (%s)', (_driver, s3) => {
  let server: TestServer;
  let photo: Buffer;
  let member: { client: TestClient; userId: string; email: string };
  let other: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ s3 });
    photo = await photoWithGps();
    member = await server.signedIn();
    ({ client: other } = await server.signedIn());
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => server.close());

  /** Uploads the photo as the member; on S3 the raw file is processed when it is added, so add it right away. */
  async function memberUpload(add = true): Promise<{ path: string; imageId: string | null }> {
    const uploadURL = await uploadUrlFor(member.client);
    expect((await putFile(uploadURL, photo)).status).toBe(200);
    if (!add) return { path: `/objects/uploads/${uploadIdOf(uploadURL)}`, imageId: null };
    const res = await member.client.post('/api/images', { imageURL: uploadURL, title: 'Kingfisher' });
    expect(res.status).toBe(201);
    return { path: res.body.imageUrl, imageId: res.body.id };
  }

  async function expectOnlyFor(path: string, allowed: Array<TestClient | null>, refused: Array<TestClient | null>, cache: string) {
    for (const size of SIZES) {
      for (const who of refused) {
        const res = await served(server, path + size, who ?? undefined);
        expect(res.status, `${path + size} refused`).toBe(404);
        expect(res.type).toMatch(/^application\/json/);
        // A refusal must not be kept by a shared cache either: after approval the same address answers.
        expect(res.cacheControl).toBe('no-store');
      }
      for (const who of allowed) {
        const res = await served(server, path + size, who ?? undefined);
        expect(res.status, `${path + size} allowed`).toBe(200);
        expect(res.type).toBe('image/webp');
        expect(res.cacheControl, path + size).toBe(cache);
      }
    }
  }

  it('a photo waiting for approval: 404 for visitors and other members; its uploader and admins get it, never cached', async () => {
    const { path } = await memberUpload();
    await expectOnlyFor(path, [member.client, admin], [null, other], PRIVATE);
  });

  it("the uploader's desktop token works like their session", async () => {
    const { path } = await memberUpload();
    const res = await server.client().post('/api/auth/token', { email: member.email, password: TEST_PASSWORD, deviceName: 'Laptop' });
    expect(res.status).toBe(201);
    const desktop = server.client().bearer(res.body.token);
    await expectOnlyFor(path, [desktop], [server.client().bearer('pst_this-token-was-never-issued')], PRIVATE);
  });

  it('approved, it is public with the long cache; hidden, it is private again', async () => {
    const { path, imageId } = await memberUpload();
    expect((await admin.request('PATCH', `/api/admin/images/${imageId}`, { json: { isPublic: true } })).status).toBe(200);
    await expectOnlyFor(path, [null, other, member.client, admin], [], PUBLIC);

    expect((await admin.post(`/api/admin/images/${imageId}/hide`)).status).toBe(201);
    await expectOnlyFor(path, [member.client, admin], [null, other], PRIVATE);
    expect((await admin.delete(`/api/admin/images/${imageId}/hide`)).status).toBe(204);
    await expectOnlyFor(path, [null, other], [], PUBLIC);
  });

  it('an upload not added anywhere yet is its uploader’s and the admins’ only', async () => {
    if (s3) {
      // On S3 the file is only processed when it is added; until then nothing under uploads/ exists to serve.
      const uploadURL = await uploadUrlFor(member.client);
      expect((await putFile(uploadURL, photo)).status).toBe(200);
      const path = `/objects/uploads/${uploadIdOf(uploadURL)}`;
      for (const who of [null, member.client, admin]) expect((await served(server, path, who ?? undefined)).status).toBe(404);
      expect(server.s3!.keys()).toContain(`incoming/${uploadIdOf(uploadURL)}`);
      return;
    }
    const { path } = await memberUpload(false);
    await expectOnlyFor(path, [member.client, admin], [null, other], PRIVATE);
  });

  it('a file a page, an event, the home page or the history page uses is public', async () => {
    const page = await memberUpload();
    expect((await admin.put('/api/admin/page-content', { key: 'about-image', value: page.path })).status).toBe(200);
    await expectOnlyFor(page.path, [null, other], [], PUBLIC);

    const event = await memberUpload();
    const created = await admin.post('/api/admin/events', {
      title: 'Dawn chorus walk',
      description: 'Birdsong.',
      date: `${new Date().getFullYear() + 1}-05-02`,
      time: '6:00 AM',
      imageUrls: [event.path],
    });
    expect(created.status).toBe(201);
    await expectOnlyFor(event.path, [null, other], [], PUBLIC);

    const home = await memberUpload();
    const section = await admin.put('/api/admin/home-content', { section: 'welcome', title: 'Welcome', content: `<p><img src="${home.path}?w=640" alt="Pond"></p>` });
    expect(section.status).toBe(200);
    await expectOnlyFor(home.path, [null], [], PUBLIC);

    const history = await memberUpload();
    expect((await admin.post('/api/admin/history-content', { title: 'The old mill', imageUrl: history.path })).status).toBe(201);
    await expectOnlyFor(history.path, [null], [], PUBLIC);
  });

  it("an admin's own photo is public at once", async () => {
    const uploadURL = await uploadUrlFor(admin);
    expect((await putFile(uploadURL, photo)).status).toBe(200);
    const res = await admin.post('/api/images', { imageURL: uploadURL, title: 'Boardwalk' });
    expect(res.status).toBe(201);
    await expectOnlyFor(res.body.imageUrl, [null], [], PUBLIC);
  });
});
