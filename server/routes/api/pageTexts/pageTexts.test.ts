import { describe, expect, it } from 'vitest';
import { useAdminAndMember } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { PageText } from '@server/db/entities';
import type { PageTextDto } from '@shared/api/types';

/** The organisation's page texts (ADR 043): public read, admin save by key with versions. */
describe('page texts', () => {
  const t = useAdminAndMember();

  const rows = () => t.server.deps.db.repo(PageText).find();
  const publicTexts = async () => (await t.server.client().get<PageTextDto[]>('/api/page-texts')).body;

  it('starts empty without the demo seed, and the about, history and donate pages leave the texts out', async () => {
    expect(await publicTexts()).toEqual([]);
    const about = await (await fetch(`${t.server.url}/about`)).text();
    expect(about).not.toContain('Our Story');
    expect(about).not.toContain('Page texts');
    const donate = await (await fetch(`${t.server.url}/donate`)).text();
    expect(donate).not.toContain('What Your Gift Does');
  });

  it('an admin saves a new text by key (version 1), then edits it with the version; visitors read it', async () => {
    const created = await t.admin.put<PageTextDto>('/api/admin/page-texts/about-story', {
      title: ' Our Story ',
      body: 'We began in a barn.\n\n- Walks\n- Workdays',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      key: 'about-story',
      title: 'Our Story',
      body: 'We began in a barn.\n\n- Walks\n- Workdays',
      isDemo: false,
      updatedAt: expect.any(String),
      version: 1,
    });
    expect((await rows())[0].updatedBy).toBe(t.adminId);

    const edited = await t.admin.put<PageTextDto>('/api/admin/page-texts/about-story', {
      title: null,
      body: 'We began in a barn in the spring.',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: null, body: 'We began in a barn in the spring.', version: 2 });
    expect(await publicTexts()).toEqual([edited.body]);

    const html = await (await fetch(`${t.server.url}/about`)).text();
    expect(html).toContain('We began in a barn in the spring.');
    expect(html).toContain('Our Story');
  });

  it('a stale version gets 409 with the text as it now is, and nothing changes', async () => {
    const res = await t.admin.put('/api/admin/page-texts/about-story', { body: 'Old copy', version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Someone else changed this text since you opened it.');
    expect(res.body.current).toMatchObject({ key: 'about-story', version: 2 });
    expect((await rows()).map((r) => r.body)).toEqual(['We began in a barn in the spring.']);
  });

  it('validates: unknown keys are 404, bad fields 400 with field errors, and nothing is written', async () => {
    expectApiError(await t.admin.put('/api/admin/page-texts/not-a-place', { body: 'x' }), 404);
    const long = await t.admin.put('/api/admin/page-texts/about-mission', { body: 'x'.repeat(20_001) });
    expectApiError(long, 400);
    expect(Object.keys(long.body.fieldErrors)).toEqual(['body']);
    const title = await t.admin.put('/api/admin/page-texts/about-mission', { title: 42, body: 'ok' });
    expectApiError(title, 400);
    expect(Object.keys(title.body.fieldErrors)).toEqual(['title']);
    const version = await t.admin.put('/api/admin/page-texts/about-mission', { body: 'ok', version: 'two' });
    expectApiError(version, 400);
    expect((await rows()).map((r) => r.key)).toEqual(['about-story']);
  });

  it('only admins save: 401 signed out, 403 for members', async () => {
    expectApiError(await t.server.client().put('/api/admin/page-texts/visiting', { body: 'Come by' }), 401);
    expectApiError(await t.member.put('/api/admin/page-texts/visiting', { body: 'Come by' }), 403);
    expect((await rows()).map((r) => r.key)).toEqual(['about-story']);
  });

  it('an empty body keeps the record but leaves the text off the page', async () => {
    const res = await t.admin.put<PageTextDto>('/api/admin/page-texts/about-story', { body: '', version: 2 });
    expect(res.status).toBe(200);
    expect(res.body.body).toBe('');
    const html = await (await fetch(`${t.server.url}/about`)).text();
    expect(html).not.toContain('We began in a barn');
    expect(html).not.toContain('id="story-title"');
  });

  it('signed-in admins see where to add a missing text; visitors do not', async () => {
    const res = await t.admin.get('/about');
    expect(res.text).toContain('Add your story in Admin › Page texts');
    expect(res.text).toContain('href="/admin/page-texts#about-story"');
    const visitor = await (await fetch(`${t.server.url}/about`)).text();
    expect(visitor).not.toContain('/admin/page-texts');
  });
});
