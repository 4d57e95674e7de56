import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { HomePageContent, PageContent } from '@server/db/entities';
import { randomUUID } from 'node:crypto';
import { ingestImage } from '@server/services/images';
import { carriesExif, photoWithGps, pngWithAlpha } from '@server/test/images';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';

describe('home content', () => {
  const t = useAdminAndMember();

  const put = (body: unknown, client = t.admin) => client.put('/api/admin/home-content', body);
  const rows = () => t.server.deps.db.repo(HomePageContent).find();

  it('PUT: 401 signed out, 403 without isAdmin; nothing is written', async () => {
    const body = { section: 'intruder', title: 'x', content: 'x' };
    expectApiError(await put(body, t.server.client()), 401, 'Please sign in to continue.');
    expectApiError(await put(body, t.member), 403, 'Admin access required.');
    expect((await rows()).filter((r) => r.section === 'intruder')).toHaveLength(0);
  });

  it('creates a section, visible and at order 0 by default', async () => {
    const res = await put({ section: 'welcome-note', title: 'Welcome', content: 'Plain words.' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['content', 'displayOrder', 'id', 'isVisible', 'section', 'title', 'updatedAt', 'version'].sort(),
    );
    expect(res.body).toMatchObject({
      section: 'welcome-note',
      title: 'Welcome',
      content: 'Plain words.',
      isVisible: true,
      displayOrder: 0,
    });
    const row = await t.server.deps.db.repo(HomePageContent).findOneByOrFail({ section: 'welcome-note' });
    expect(row.updatedBy).toBe(t.adminId);
    expect(Math.abs(Date.parse(res.body.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect(row.updatedAt.toISOString()).toBe(res.body.updatedAt);
  });

  it('upserts by section name: a second PUT updates the same row', async () => {
    const first = await put({ section: 'upsert-me', title: 'One', content: 'First', displayOrder: 3 });
    const second = await put({
      section: '  upsert-me  ',
      title: 'Two',
      content: 'Second',
      isVisible: false,
      displayOrder: 4,
    });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toMatchObject({
      section: 'upsert-me',
      title: 'Two',
      content: 'Second',
      isVisible: false,
      displayOrder: 4,
    });
    expect((await rows()).filter((r) => r.section === 'upsert-me')).toHaveLength(1);
  });

  it('concurrent PUTs of one new section all succeed and leave one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => put({ section: 'contended', title: `Take ${i}`, displayOrder: i })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const saved = (await rows()).filter((r) => r.section === 'contended');
    expect(saved).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.id))).toEqual(new Set([saved[0].id]));
  });

  it('stores blank title and content as null', async () => {
    const res = await put({ section: 'empty-block', title: '', content: '   ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: null, content: null });
  });

  it.each([
    ['blank section', { section: '   ' }, 'section', 'Section name is required'],
    ['empty section', { section: '' }, 'section', 'Section name is required'],
    ['missing section', { title: 'No name' }, 'section', 'Section name is required'],
    ['over-long section', { section: 's'.repeat(101) }, 'section', 'Section name must be at most 100 characters'],
    ['visible as text', { section: 'x', isVisible: 'yes' }, 'isVisible', 'Visible must be true or false'],
    ['order as text', { section: 'x', displayOrder: '2' }, 'displayOrder', 'Order must be a whole number'],
    ['fractional order', { section: 'x', displayOrder: 1.5 }, 'displayOrder', 'Order must be a whole number'],
  ])('400 for %s, nothing written', async (_label, body, field, message) => {
    const before = (await rows()).length;
    const res = await put(body);
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await rows()).length).toBe(before);
  });

  describe('HTML in content is sanitised', () => {
    const cases: Array<[string, string, string]> = [
      [
        'script tags',
        '<p>Hello <strong>friends</strong></p><script>alert(1)</script>',
        '<p>Hello <strong>friends</strong></p>',
      ],
      ['onclick attributes', '<p onclick="steal()">Tap</p>', '<p>Tap</p>'],
      ['javascript: URLs', '<a href="javascript:alert(1)">Click</a>', '<a>Click</a>'],
      ['javascript: URLs in any case', '<a href="JaVaScRiPt:alert(1)">Click</a>', '<a>Click</a>'],
      [
        'image error handlers',
        '<img src="/objects/uploads/x" onerror="alert(1)" alt="Meadow">',
        '<img src="/objects/uploads/x" alt="Meadow" />',
      ],
      ['an unclosed tag', 'Free entry <img src=x onerror=alert(1)//', 'Free entry '],
      [
        'iframes and styles',
        '<iframe src="https://evil.example"></iframe><style>*{}</style><p>Kept</p>',
        '<p>Kept</p>',
      ],
      ['protocol-relative links', '<a href="//evil.example/x">Link</a>', '<a>Link</a>'],
    ];
    it.each(cases)('%s', async (_label, content, stored) => {
      const res = await put({ section: 'html-block', content });
      expect(res.status).toBe(200);
      expect(res.body.content).toBe(stored);
      expect((await t.server.deps.db.repo(HomePageContent).findOneByOrFail({ section: 'html-block' })).content).toBe(
        stored,
      );
    });

    it('keeps safe tags and safe links', async () => {
      const html =
        '<h2>Our meadow</h2><p>Read <em>more</em> at <a href="https://example.org/walks" title="Walks">our walks page</a>.</p><ul><li>One</li></ul>';
      const res = await put({ section: 'safe-html', content: html });
      expect(res.body.content).toBe(html);
    });

    it('adds rel=noopener to links that open a new tab', async () => {
      const res = await put({ section: 'new-tab', content: '<a href="https://example.org" target="_blank">Out</a>' });
      expect(res.body.content).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a>');
    });

    it('leaves plain text and video links untouched', async () => {
      const text = 'Kids <12 walk free & we <3 volunteers. Watch https://www.youtube.com/watch?v=abcdefgh123';
      const res = await put({ section: 'plain', content: text });
      expect(res.body.content).toBe(text);
    });
  });

  it('GET: visitors see only visible sections, by displayOrder; admins also see hidden ones', async () => {
    const fresh = await startTestServer();
    try {
      const { client: a } = await fresh.signedIn({ admin: true });
      const { client: m } = await fresh.signedIn();
      for (const [section, displayOrder, isVisible] of [
        ['third', 3, true],
        ['hidden', 2, false],
        ['first', -1, true],
        ['second', 1, true],
      ] as const) {
        expect(
          (await a.put('/api/admin/home-content', { section, title: section, displayOrder, isVisible })).status,
        ).toBe(200);
      }
      const anonymous = await fresh.client().get('/api/home-content');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.map((s: { section: string }) => s.section)).toEqual(['first', 'second', 'third']);
      const signedIn = await m.get('/api/home-content');
      expect(signedIn.body.map((s: { section: string }) => s.section)).toEqual(['first', 'second', 'third']);
      const asAdmin = await a.get('/api/home-content');
      expect(asAdmin.body.map((s: { section: string }) => s.section)).toEqual(['first', 'second', 'hidden', 'third']);
      expect(asAdmin.body.find((s: { section: string }) => s.section === 'hidden').isVisible).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('DELETE removes a section for good: 204, then gone for visitors and admins; 404 when already gone', async () => {
    expect((await put({ section: 'short-lived', title: 'Soon gone' })).status).toBe(200);
    expectApiError(await t.server.client().delete('/api/admin/home-content/short-lived'), 401);
    expectApiError(await t.member.delete('/api/admin/home-content/short-lived'), 403);
    expect((await rows()).filter((r) => r.section === 'short-lived')).toHaveLength(1);
    const res = await t.admin.delete('/api/admin/home-content/short-lived');
    expect(res.status).toBe(204);
    expect((await rows()).filter((r) => r.section === 'short-lived')).toHaveLength(0);
    expect((await t.admin.get('/api/home-content')).body.map((s: { section: string }) => s.section)).not.toContain(
      'short-lived',
    );
    expectApiError(await t.admin.delete('/api/admin/home-content/short-lived'), 404, 'Section not found');
  });

  it('DELETE finds section names with spaces and other characters as the PUT stored them', async () => {
    expect((await put({ section: 'Spring News & Notes', title: 'x' })).status).toBe(200);
    expect((await t.admin.delete(`/api/admin/home-content/${encodeURIComponent('Spring News & Notes')}`)).status).toBe(
      204,
    );
    expect((await rows()).filter((r) => r.section === 'Spring News & Notes')).toHaveLength(0);
  });

  it('GET on an empty table answers an empty list', async () => {
    const fresh = await startTestServer();
    try {
      const res = await fresh.client().get('/api/home-content');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('page content', () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  it('GET /api/page-content/:key: 404 before anything is stored', async () => {
    expectApiError(await server.client().get('/api/page-content/about-image'), 404, 'No content for that key');
  });

  it('PUT: 401 signed out, 403 without isAdmin; nothing is written', async () => {
    const body = { key: 'about-image', value: '/objects/uploads/evil' };
    expectApiError(await server.client().put('/api/admin/page-content', body), 401);
    expectApiError(await member.put('/api/admin/page-content', body), 403);
    expect(await server.deps.db.repo(PageContent).count()).toBe(0);
  });

  it('PUT stores a value that the public GET then answers', async () => {
    const image = (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
    const res = await admin.put('/api/admin/page-content', { key: 'about-image', value: image });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['key', 'updatedAt', 'value', 'version']);
    expect(res.body).toMatchObject({ key: 'about-image', value: image });
    expect(Math.abs(Date.parse(res.body.updatedAt) - Date.now())).toBeLessThan(60_000);

    const pub = await server.client().get('/api/page-content/about-image');
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(res.body);
  });

  it('PUT takes the raw upload URL the changer ends with, and stores the processed public path', async () => {
    for (const form of [
      (url: string) => url,
      (url: string) => new URL(url).pathname + new URL(url).search,
      (url: string) => `${server.url}/objects/uploads/${uploadIdOf(url)}`,
    ]) {
      const uploadURL = await uploadUrlFor(admin);
      expect((await putFile(uploadURL, await photoWithGps())).status).toBe(200);
      const res = await admin.put('/api/admin/page-content', { key: 'mapleton-preserve-bg', value: form(uploadURL) });
      expect(res.status).toBe(200);
      const stored = `/objects/uploads/${uploadIdOf(uploadURL)}`;
      expect(res.body.value).toBe(stored);
      expect((await server.deps.db.repo(PageContent).findOneByOrFail({ key: 'mapleton-preserve-bg' })).value).toBe(
        stored,
      );
      expect((await served(server, stored)).status).toBe(200);
    }
  });

  it('PUT processes a raw S3-style upload waiting under incoming/', async () => {
    const id = randomUUID();
    await server.deps.storage.put(`incoming/${id}`, await photoWithGps(), 'image/jpeg');
    const res = await admin.put('/api/admin/page-content', {
      key: 'about-image',
      value: `http://127.0.0.1:9/photos/incoming/${id}?X-Amz-Signature=abc`,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toBe(`/objects/uploads/${id}`);
    expect(await server.deps.storage.head(`incoming/${id}`)).toBeNull();
    expect(carriesExif((await served(server, res.body.value)).bytes)).toBe(false);
  });

  it('PUT refuses an upload address whose file never arrived, and keeps the old value', async () => {
    const before = (await server.client().get('/api/page-content/about-image')).body.value;
    const res = await admin.put('/api/admin/page-content', {
      key: 'about-image',
      value: `/objects/uploads/${randomUUID()}`,
    });
    expectApiError(res, 400, 'Could not get uploaded file URL. Please try again.');
    expect(res.body.fieldErrors.value).toEqual(['Could not get uploaded file URL. Please try again.']);
    expect((await server.client().get('/api/page-content/about-image')).body.value).toBe(before);
  });

  it('PUT refuses a file that is not an image, and stores nothing', async () => {
    const id = randomUUID();
    await server.deps.storage.put(`incoming/${id}`, Buffer.from('not a picture at all'), 'image/jpeg');
    const res = await admin.put('/api/admin/page-content', { key: 'new-key-for-bad-file', value: `/incoming/${id}` });
    // 415 like POST /api/images: the pipeline judges the bytes, not the declared type.
    expect(res.status).toBe(415);
    expect(await server.deps.db.repo(PageContent).countBy({ key: 'new-key-for-bad-file' })).toBe(0);
  });

  it('PUT upserts by key', async () => {
    await admin.put('/api/admin/page-content', { key: 'mapleton-preserve-bg', value: '/one.jpg' });
    const second = await admin.put('/api/admin/page-content', { key: 'mapleton-preserve-bg', value: '/two.jpg' });
    expect(second.status).toBe(200);
    expect(await server.deps.db.repo(PageContent).countBy({ key: 'mapleton-preserve-bg' })).toBe(1);
    expect((await server.client().get('/api/page-content/mapleton-preserve-bg')).body.value).toBe('/two.jpg');
  });

  it('concurrent PUTs of one new key all succeed and leave one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.put('/api/admin/page-content', { key: 'contended-key', value: `/img-${i}.jpg` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await server.deps.db.repo(PageContent).countBy({ key: 'contended-key' })).toBe(1);
  });

  it.each([
    ['blank value', { key: 'about-image', value: '  ' }, 'value', 'Value is required'],
    ['missing value', { key: 'about-image' }, 'value', 'Value is required'],
    [
      'bad key',
      { key: 'About Image!', value: '/x.jpg' },
      'key',
      'Key may hold only lowercase letters, digits and dashes',
    ],
    ['blank key', { key: '', value: '/x.jpg' }, 'key', 'Key is required'],
  ])('PUT 400 for %s', async (_label, body, field, message) => {
    const res = await admin.put('/api/admin/page-content', body);
    expectApiError(res, 400, message);
    expect(res.body.fieldErrors[field]).toContain(message);
  });

  it('GET answers 404 for unknown and malformed keys', async () => {
    expectApiError(await server.client().get('/api/page-content/no-such-key'), 404, 'No content for that key');
    expectApiError(await server.client().get('/api/page-content/Bad_Key'), 404);
    expectApiError(await server.client().get('/api/page-content/..%2F..%2Fetc'), 404);
    expectApiError(await server.client().get(`/api/page-content/${'k'.repeat(300)}`), 404);
  });

  it('admin GET: 401 signed out, 403 without isAdmin, 200 or 404 for admins', async () => {
    await admin.put('/api/admin/page-content', { key: 'about-image', value: '/admin-read.jpg' });
    expectApiError(await server.client().get('/api/admin/page-content/about-image'), 401);
    expectApiError(await member.get('/api/admin/page-content/about-image'), 403);
    const ok = await admin.get('/api/admin/page-content/about-image');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ key: 'about-image', value: '/admin-read.jpg' });
    expectApiError(await admin.get('/api/admin/page-content/missing-key'), 404);
  });
});
