import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { addImage, clearGallery, hideImage, titlesOf } from '@server/test/galleryImages';

describe('GET /api/gallery: order and who sees what', () => {
  let server: TestServer;
  type Person = { client: TestClient; userId: string; email: string };
  let member: Person;
  let otherMember: Person;
  let admin: Person;
  beforeAll(async () => {
    server = await startTestServer();
    member = await server.signedIn();
    otherMember = await server.signedIn();
    admin = await server.signedIn({ admin: true });
  });
  afterAll(() => server.close());
  beforeEach(() => clearGallery(server.deps.db));

  it('answers an empty list when there are no images', async () => {
    const res = await server.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-next-cursor')).toBeNull();
  });

  it("lists 'above' before 'below', then by displayOrder, age and id", async () => {
    const db = server.deps.db;
    const when = new Date(Date.UTC(2025, 5, 1));
    await addImage(db, { title: 'below-0', position: 'below', displayOrder: 0 });
    await addImage(db, { title: 'above-2', position: 'above', displayOrder: 2 });
    await addImage(db, { title: 'above-0', position: 'above', displayOrder: 0 });
    await addImage(db, { title: 'below-1', position: 'below', displayOrder: 1 });
    await addImage(db, { title: 'above-neg', position: 'above', displayOrder: -5 });
    // Same section, order and moment: the id decides, so the order never changes between two reads.
    await addImage(db, {
      id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
      title: 'tie-f',
      displayOrder: 7,
      createdAt: when,
    });
    await addImage(db, {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'tie-1',
      displayOrder: 7,
      createdAt: when,
    });

    const res = await server.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(titlesOf(res.body)).toEqual(['above-neg', 'above-0', 'above-2', 'tie-1', 'tie-f', 'below-0', 'below-1']);
  });

  it('visitors see public images nobody hid, with no uploader and no flags', async () => {
    const db = server.deps.db;
    const shown = await addImage(db, {
      title: 'public',
      uploadedBy: member.userId,
      description: 'Meadow at dawn',
      altText: 'A meadow',
    });
    await addImage(db, { title: 'pending', isPublic: false, uploadedBy: member.userId });
    const hidden = await addImage(db, { title: 'hidden' });
    await hideImage(db, hidden.id, admin.userId);

    const res = await server.client().get('/api/gallery');
    // The same address answers differently per person: caches must key on the credentials.
    expect(res.headers.get('vary')).toMatch(/Cookie.*Authorization|Authorization.*Cookie/);
    expect(res.body).toEqual([
      {
        id: shown.id,
        title: 'public',
        description: 'Meadow at dawn',
        imageUrl: shown.imageUrl,
        altText: 'A meadow',
        category: 'conservation',
        isPublic: true,
        displayOrder: 0,
        position: 'above',
        createdAt: shown.createdAt.toISOString(),
        version: 1,
      },
    ]);
  });

  it('a member also sees their own pending images, flagged, and their own uploads carry their id', async () => {
    const db = server.deps.db;
    await addImage(db, { title: 'mine, public', uploadedBy: member.userId, displayOrder: 1 });
    await addImage(db, { title: 'mine, pending', uploadedBy: member.userId, isPublic: false, displayOrder: 2 });
    await addImage(db, { title: 'theirs, public', uploadedBy: otherMember.userId, displayOrder: 3 });
    await addImage(db, { title: 'theirs, pending', uploadedBy: otherMember.userId, isPublic: false, displayOrder: 4 });
    const hiddenOwn = await addImage(db, {
      title: 'mine, hidden',
      uploadedBy: member.userId,
      isPublic: false,
      displayOrder: 5,
    });
    await hideImage(db, hiddenOwn.id, admin.userId);

    const res = await member.client.get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.map((g: Record<string, unknown>) => [g.title, g.uploadedBy, g.pending, g.hidden])).toEqual([
      ['mine, public', member.userId, undefined, undefined],
      ['mine, pending', member.userId, true, undefined],
      ['theirs, public', undefined, undefined, undefined],
    ]);
    // The other member sees their own pending image and not this member's.
    expect(titlesOf((await otherMember.client.get('/api/gallery')).body)).toEqual([
      'mine, public',
      'theirs, public',
      'theirs, pending',
    ]);
  });

  it('admins see every image with its uploader and both flags', async () => {
    const db = server.deps.db;
    const someone = await createUser(db);
    await addImage(db, { title: 'public', uploadedBy: someone.id, displayOrder: 1 });
    await addImage(db, { title: 'pending', uploadedBy: someone.id, isPublic: false, displayOrder: 2 });
    const hidden = await addImage(db, { title: 'hidden', displayOrder: 3 });
    await hideImage(db, hidden.id, admin.userId);
    const both = await addImage(db, {
      title: 'pending and hidden',
      uploadedBy: someone.id,
      isPublic: false,
      displayOrder: 4,
    });
    await hideImage(db, both.id, admin.userId);

    const res = await admin.client.get('/api/gallery');
    expect(res.body.map((g: Record<string, unknown>) => [g.title, g.uploadedBy, g.pending, g.hidden])).toEqual([
      ['public', someone.id, false, false],
      ['pending', someone.id, true, false],
      ['hidden', null, false, true],
      ['pending and hidden', someone.id, true, true],
    ]);
  });

  it('a desktop token sees what its owner sees', async () => {
    await addImage(server.deps.db, { title: 'pending', uploadedBy: member.userId, isPublic: false });
    const tokenOf = async (email: string) => {
      const res = await server.client().post('/api/auth/token', { email, password: TEST_PASSWORD, deviceName: 'Test' });
      expect(res.status).toBe(201);
      return server.client().bearer(res.body.token);
    };
    expect(titlesOf((await (await tokenOf(member.email)).get('/api/gallery')).body)).toEqual(['pending']);
    expect((await (await tokenOf(otherMember.email)).get('/api/gallery')).body).toEqual([]);
  });
});
