import { describe, expect, it } from 'vitest';
import { useCoreWithSite } from './test/desktopSetup';
import type { PageTextDto } from '../../shared/api/types';

type Shown = PageTextDto & { draft?: boolean };

/**
 * A page text saved while the site is down: the Page texts screen reads the public list, so the draft must show in
 * that cached list (the screen would otherwise show the old text as if the save had not happened), and the sync
 * sends it with the version it was made on.
 */
describe('desktop core: a page text drafted offline', () => {
  const t = useCoreWithSite();

  const texts = async () =>
    (await t.core.request({ method: 'GET', path: '/api/page-texts' })) as { body: Shown[]; source: string };
  const appeal = async () => (await texts()).body.find((x) => x.key === 'donate-appeal');
  const save = (body: string, version: number | undefined) =>
    t.core.request({ method: 'PUT', path: '/api/admin/page-texts/donate-appeal', body: { body, version } });

  it('shows the draft in the cached list and sends it on sync', async () => {
    await save('Every gift keeps the trails open.', undefined);
    const synced = (await appeal())!;
    expect(synced).toMatchObject({ body: 'Every gift keeps the trails open.' });
    expect(synced.draft).toBeUndefined();

    await t.server.stop();
    const draft = await save('Saved on the office computer.', synced.version);
    expect(draft).toMatchObject({ status: 202, source: 'draft', body: { key: 'donate-appeal', draft: true } });
    const cached = await texts();
    expect(cached.source).toBe('cache');
    expect(cached.body.find((x) => x.key === 'donate-appeal')).toMatchObject({
      body: 'Saved on the office computer.',
      version: synced.version,
      draft: true,
    });
    expect(cached.body.filter((x) => x.key === 'donate-appeal')).toHaveLength(1);

    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual(['Edit page text']);
    await t.server.start();
    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    const site = (await t.web.get('/api/page-texts')).body as unknown as PageTextDto[];
    expect(site.find((x) => x.key === 'donate-appeal')).toMatchObject({
      body: 'Saved on the office computer.',
      version: synced.version + 1,
    });
    expect(await appeal()).not.toHaveProperty('draft');
  });
});
