import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer } from '@server/test/harness';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { carriesExif, photoWithGps } from '@server/test/images';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { HistorySection } from '@server/db/entities';

describe('history content', () => {
  const t = useAdminAndMember();

  const rows = () => t.server.deps.db.repo(HistorySection).find();
  const create = (body: unknown, client = t.admin) => client.post('/api/admin/history-content', body);

  async function uploaded(): Promise<string> {
    const url = await uploadUrlFor(t.admin);
    expect((await putFile(url, await photoWithGps())).status).toBe(200);
    return url;
  }

  it('starts empty without the demo seed', async () => {
    const res = await t.server.client().get('/api/history-content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('writes: 401 signed out, 403 for members; nothing is written', async () => {
    expectApiError(await create({ title: 'Intruder' }, t.server.client()), 401);
    expectApiError(await create({ title: 'Intruder' }, t.member), 403);
    expectApiError(await t.server.client().get('/api/admin/history-content'), 401);
    expectApiError(await t.member.get('/api/admin/history-content'), 403);
    expect(await rows()).toHaveLength(0);
  });

  it('creates a section with defaults (visible, order 0) and a picture stored as its public path', async () => {
    const uploadURL = await uploaded();
    const res = await create({
      title: '  The Old Barn ',
      content: 'It stood here.\n\nThen it fell.',
      imageUrl: uploadURL,
      imageAlt: 'A red barn',
    });
    expect(res.status).toBe(201);
    const path = `/objects/uploads/${uploadIdOf(uploadURL)}`;
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'The Old Barn',
      content: 'It stood here.\n\nThen it fell.',
      imageUrl: path,
      imageAlt: 'A red barn',
      isVisible: true,
      displayOrder: 0,
      updatedAt: expect.any(String),
      version: 1,
      isDemo: false,
    });
    const row = await t.server.deps.db.repo(HistorySection).findOneByOrFail({ id: res.body.id });
    expect(row.updatedBy).toBe(t.adminId);
    expect(carriesExif((await served(t.server, path)).bytes)).toBe(false);
    await t.admin.delete(`/api/admin/history-content/${res.body.id}`);
  });

  it('visitors get visible sections in order; the admin list also holds hidden ones', async () => {
    const made: string[] = [];
    for (const [title, displayOrder, isVisible] of [
      ['Third', 3, true],
      ['Hidden', 2, false],
      ['First', -1, true],
      ['Second', 1, true],
    ] as const) {
      const res = await create({ title, displayOrder, isVisible });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    const visitor = await t.server.client().get('/api/history-content');
    expect(visitor.body.map((s: { title: string }) => s.title)).toEqual(['First', 'Second', 'Third']);
    // The public read is the same for admins, so the page an admin sees is the page visitors see.
    expect((await t.admin.get('/api/history-content')).body).toEqual(visitor.body);
    const all = await t.admin.get('/api/admin/history-content');
    expect(all.body.map((s: { title: string }) => s.title)).toEqual(['First', 'Second', 'Hidden', 'Third']);
    for (const id of made) expect((await t.admin.delete(`/api/admin/history-content/${id}`)).status).toBe(204);
    expect((await t.server.client().get('/api/history-content')).body).toEqual([]);
  });

  it('edits every field; replacing or removing the picture deletes the old file', async () => {
    const first = await uploaded();
    const created = await create({ title: 'Before', imageUrl: first });
    const firstPath = created.body.imageUrl as string;
    const second = await uploaded();
    const edited = await t.admin.put(`/api/admin/history-content/${created.body.id}`, {
      title: 'After',
      content: 'New words',
      imageUrl: second,
      imageAlt: 'Meadow',
      isVisible: false,
      displayOrder: 7,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'After',
      content: 'New words',
      imageUrl: `/objects/uploads/${uploadIdOf(second)}`,
      imageAlt: 'Meadow',
      isVisible: false,
      displayOrder: 7,
    });
    expect((await served(t.server, firstPath)).status).toBe(404);

    // Sending the stored path back unchanged keeps the picture.
    const kept = await t.admin.put(`/api/admin/history-content/${created.body.id}`, {
      title: 'After',
      imageUrl: edited.body.imageUrl,
    });
    expect(kept.body.imageUrl).toBe(edited.body.imageUrl);
    expect((await served(t.server, edited.body.imageUrl)).status).toBe(200);

    const removed = await t.admin.put(`/api/admin/history-content/${created.body.id}`, {
      title: 'After',
      imageUrl: '',
    });
    expect(removed.body).toMatchObject({ imageUrl: null, content: null, isVisible: true, displayOrder: 0 });
    expect((await served(t.server, edited.body.imageUrl)).status).toBe(404);
    await t.admin.delete(`/api/admin/history-content/${created.body.id}`);
  });

  it('deleting a section deletes its picture', async () => {
    const created = await create({ title: 'Doomed', imageUrl: await uploaded() });
    expect((await served(t.server, created.body.imageUrl)).status).toBe(200);
    expect((await t.admin.delete(`/api/admin/history-content/${created.body.id}`)).status).toBe(204);
    expect((await served(t.server, created.body.imageUrl)).status).toBe(404);
    expectApiError(
      await t.admin.delete(`/api/admin/history-content/${created.body.id}`),
      404,
      'History section not found',
    );
  });

  it('404 for unknown and malformed ids; members cannot edit or delete', async () => {
    const created = await create({ title: 'Guarded' });
    expectApiError(await t.member.put(`/api/admin/history-content/${created.body.id}`, { title: 'Mine now' }), 403);
    expectApiError(await t.member.delete(`/api/admin/history-content/${created.body.id}`), 403);
    expectApiError(
      await t.admin.put(`/api/admin/history-content/${randomUUID()}`, { title: 'x' }),
      404,
      'History section not found',
    );
    expectApiError(await t.admin.put('/api/admin/history-content/not-an-id', { title: 'x' }), 404);
    expectApiError(await t.admin.delete('/api/admin/history-content/not-an-id'), 404);
    expect((await t.server.deps.db.repo(HistorySection).findOneByOrFail({ id: created.body.id })).title).toBe(
      'Guarded',
    );
    await t.admin.delete(`/api/admin/history-content/${created.body.id}`);
  });

  it.each([
    ['missing title', {}, 'title', 'Title is required'],
    ['blank title', { title: '   ' }, 'title', 'Title is required'],
    ['long title', { title: 't'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['script image', { title: 'x', imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image must be an uploaded image'],
    [
      'upload that never arrived',
      { title: 'x', imageUrl: `/objects/uploads/${randomUUID()}` },
      'imageUrl',
      'Could not get uploaded file URL. Please try again.',
    ],
    ['visible as text', { title: 'x', isVisible: 'yes' }, 'isVisible', 'Visible must be true or false'],
    ['fractional order', { title: 'x', displayOrder: 1.5 }, 'displayOrder', 'Order must be a whole number'],
    ['huge order', { title: 'x', displayOrder: 1e9 }, 'displayOrder', 'Order must be between -10000 and 10000'],
  ])('400 for %s, nothing written', async (_label, body, field, message) => {
    const before = (await rows()).length;
    const res = await create(body);
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await rows()).length).toBe(before);
  });

  it('the history page is rendered on the server with its sections: the demo timeline, then an admin-made one', async () => {
    const fresh = await startTestServer({ seed: 'demo' });
    try {
      const { client } = await fresh.signedIn({ admin: true });
      const before = await (await fetch(`${fresh.url}/history`)).text();
      expect(before).toContain('Sample: Working Land');
      // The note about sample sections is for signed-in admins, never in the page visitors get.
      expect(before).not.toContain('Sample section - edit or delete it with Manage History Content');
      const res = await client.post('/api/admin/history-content', {
        title: 'Our Own Story <b>here</b>',
        content: 'Told by neighbours.',
      });
      expect(res.status).toBe(201);
      const after = await (await fetch(`${fresh.url}/history`)).text();
      expect(after).toContain('Our Own Story &lt;b&gt;here&lt;/b&gt;');
      expect(after).toContain('Told by neighbours.');
      expect(after).toContain('Sample: Working Land');
    } finally {
      await fresh.close();
    }
    // A wait limit: drawing and storing the demo pictures takes seconds of CPU, more while other files run beside it.
  }, 90_000);
});
