import { beforeAll, describe, expect, it } from 'vitest';
import { useCoreWithSite } from './test/desktopSetup';
import { SAMPLE_PLACE, saveSiteSettings } from '../../server/test/settings';
import { settingsValuesOf, type SiteSettingsValues } from '../../shared/organisation';

type Settings = SiteSettingsValues & { id: string; version: number; draft?: boolean };

/**
 * The Site Settings screen's save drafted offline (ADR 040): the route table marks it `offline` with the one
 * record's key, the cached settings show the draft, and the sync sends it with the version it was made on; a
 * web save meanwhile turns it into a conflict instead of being overwritten.
 */
describe('desktop core: site settings drafted offline', () => {
  const t = useCoreWithSite();
  // A save needs the organisation's name and short name; a test site starts empty.
  beforeAll(() => saveSiteSettings(t.server, t.web, SAMPLE_PLACE));

  const settings = async () =>
    (await t.core.request({ method: 'GET', path: '/api/settings' })) as { body: Settings; source: string };
  const save = (body: Settings, change: Partial<SiteSettingsValues>) =>
    t.core.request({
      method: 'PUT',
      path: '/api/admin/settings',
      body: { ...settingsValuesOf(body), ...change, version: body.version },
    });

  it('drafts a save while the site is down, shows it, and sends it on sync', async () => {
    const loaded = (await settings()).body;
    expect(loaded.version).toBe(2);

    await t.server.stop();
    const draft = await save(loaded, { name: 'Friends Saved Offline', phone: '(609) 555-0166' });
    expect(draft).toMatchObject({
      status: 202,
      source: 'draft',
      body: { id: 'site', name: 'Friends Saved Offline', draft: true },
    });
    const cached = await settings();
    expect(cached.source).toBe('cache');
    expect(cached.body).toMatchObject({ name: 'Friends Saved Offline', phone: '(609) 555-0166', draft: true });
    expect((await t.core.syncState()).pending.map((p) => p.summary)).toEqual(['Edit site settings']);

    await t.server.start();
    const state = await t.core.syncNow();
    expect(state.pending).toEqual([]);
    expect(state.conflicts).toEqual([]);
    const stored = (await t.web.get('/api/settings')).body as unknown as Settings;
    expect(stored).toMatchObject({ name: 'Friends Saved Offline', phone: '(609) 555-0166', version: 3 });
    expect(t.server.deps.org.name).toBe('Friends Saved Offline');
  });

  it('a web save meanwhile makes the offline draft a conflict, never overwritten unseen', async () => {
    const loaded = (await settings()).body;
    await t.server.stop();
    await save(loaded, { tagline: 'Tagline typed offline' });
    await t.server.start();
    const current = (await t.web.get('/api/settings')).body as unknown as Settings;
    expect(
      (
        await t.web.put('/api/admin/settings', {
          ...settingsValuesOf(current),
          tagline: 'Tagline from the web',
          version: current.version,
        })
      ).status,
    ).toBe(200);

    const state = await t.core.syncNow();
    expect(state.conflicts).toHaveLength(1);
    expect(((await t.web.get('/api/settings')).body as unknown as Settings).tagline).toBe('Tagline from the web');
  });
});
