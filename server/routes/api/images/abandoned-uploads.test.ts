import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { photoWithGps } from '@server/test/images';
import { filesInStorage, putFile, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { UploadSlot } from '@server/db/entities';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('abandoned uploads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are deleted a day after their URL expired, unless the gallery or a page shows them', async () => {
    const photo = await photoWithGps();
    const { client: member } = await server.signedIn();
    const { client: admin } = await server.signedIn({ admin: true });
    const upload = async (client = member) => {
      const url = await uploadUrlFor(client);
      expect((await putFile(url, photo)).status).toBe(200);
      return uploadIdOf(url);
    };
    const abandoned = await upload();
    const inGallery = await upload();
    expect((await member.post('/api/images', { imageURL: `/objects/uploads/${inGallery}`, title: 'Kept' })).status).toBe(201);
    const onPage = await upload(admin);
    expect((await admin.put('/api/admin/page-content', { key: 'about-image', value: `/objects/uploads/${onPage}` })).status).toBe(200);
    const neverSent = uploadIdOf(await uploadUrlFor(member));
    const stored = (id: string) => filesInStorage(server).then((files) => files.filter((f) => f.includes(id)).length);
    expect(await stored(abandoned)).toBeGreaterThan(0);

    // 23 hours after expiry: someone may still be typing a description.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * MINUTE + 23 * HOUR });
    await uploadUrlFor(member);
    expect(await stored(abandoned)).toBeGreaterThan(0);

    vi.setSystemTime(Date.now() + 2 * HOUR);
    await uploadUrlFor(member);
    expect(await stored(abandoned)).toBe(0);
    expect(await stored(inGallery)).toBeGreaterThan(0);
    expect(await stored(onPage)).toBeGreaterThan(0);
    const slots = (await server.deps.db.repo(UploadSlot).find()).map((s) => s.id);
    for (const id of [abandoned, inGallery, onPage, neverSent]) expect(slots).not.toContain(id);
    expect(slots).toHaveLength(2);
  });
});
