import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsValuesOf, type SiteSettingsValues } from '../../shared/organisation';
import type { EventDto } from '../../shared/api/types';
import { eventBodyOf, formValuesOf } from '../../shared/admin/events/eventForm';
import { useCoreWithSite } from './test/desktopSetup';
import { SAMPLE_PLACE, saveSiteSettings } from '../../server/test/settings';

type Settings = SiteSettingsValues & { id: string; version: number };

/**
 * A change made offline meets a different change on the web (ADR 054): the fields only one side changed are merged
 * without asking, only the fields both changed are put to the volunteer, and Keep mine never sends back a field the
 * volunteer did not touch.
 */
describe('desktop core: merging what each side changed', () => {
  const t = useCoreWithSite();
  // A save needs the organisation's name and short name; a test site starts empty.
  beforeAll(() => saveSiteSettings(t.server, t.web, SAMPLE_PLACE));
  beforeEach(async () => {
    const state = await t.core.syncState();
    expect([state.pending, state.conflicts]).toEqual([[], []]);
  });

  const settings = async () => (await t.core.request({ method: 'GET', path: '/api/settings' })).body as Settings;
  const onSite = async () => (await t.web.get('/api/settings')).body as unknown as Settings;
  const saveOffline = (loaded: Settings, change: Partial<SiteSettingsValues>) =>
    t.core.request({
      method: 'PUT',
      path: '/api/admin/settings',
      body: { ...settingsValuesOf(loaded), ...change, version: loaded.version },
    });
  const saveOnWeb = async (change: Partial<SiteSettingsValues>) => {
    const current = await onSite();
    const res = await t.web.put('/api/admin/settings', {
      ...settingsValuesOf(current),
      ...change,
      version: current.version,
    });
    expect(res.status).toBe(200);
  };

  it('different fields changed on each side merge without a conflict', async () => {
    const loaded = await settings();
    await t.server.stop();
    await saveOffline(loaded, { phone: '(609) 555-0177' });
    await t.server.start();
    await saveOnWeb({ tagline: 'Tagline from the web' });

    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    expect(await onSite()).toMatchObject({ phone: '(609) 555-0177', tagline: 'Tagline from the web' });
  });

  it('a field both changed is the only question; Keep mine keeps the web’s change to another field', async () => {
    const loaded = await settings();
    await t.server.stop();
    await saveOffline(loaded, { name: 'Friends (desktop)', email: 'office@example.org' });
    await t.server.start();
    await saveOnWeb({ name: 'Friends (web)', tagline: 'Web tagline kept' });

    const [conflict] = (await t.core.syncNow()).conflicts;
    expect(conflict.fields).toEqual(['name']);
    expect(conflict.base).toMatchObject({ name: loaded.name });
    expect(conflict.changedBy?.name).toBeTruthy();
    expect(conflict.changedBy?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await onSite()).toMatchObject({ name: 'Friends (web)', tagline: 'Web tagline kept' });

    expect(await t.core.resolveConflict(conflict.id, { keep: 'mine' })).toMatchObject({ pending: [], conflicts: [] });
    expect(await onSite()).toMatchObject({
      name: 'Friends (desktop)',
      email: 'office@example.org',
      tagline: 'Web tagline kept',
    });
  });

  it('an event form’s untouched date and capacity are not changes: only the edited field is compared', async () => {
    const created = await t.web.post('/api/admin/events', {
      title: 'Winter Raptor Walk',
      description: 'Hawks over the fields.',
      date: '2026-12-26',
      time: '1:00 PM',
      location: 'Barn lot',
      maxCapacity: 12,
    });
    expect(created.status).toBe(201);
    const event = created.body as unknown as EventDto;
    const cached = (await t.core.request({ method: 'GET', path: '/api/events' })).body as EventDto[];
    const mineCopy = cached.find((e) => e.id === event.id)!;

    await t.server.stop();
    // The edit form sends every field, the date as the form's calendar day.
    await t.core.request({
      method: 'PATCH',
      path: `/api/admin/events/${event.id}`,
      body: { ...eventBodyOf({ ...formValuesOf(mineCopy), location: 'North gate' }), version: mineCopy.version },
    });
    await t.server.start();
    const web = await t.web.put(`/api/admin/events/${event.id}`, { maxCapacity: 20, version: event.version });
    expect(web.status).toBe(200);

    expect(await t.core.syncNow()).toMatchObject({ pending: [], conflicts: [] });
    const stored = (await t.web.get(`/api/events/${event.id}`)).body as unknown as EventDto;
    expect(stored).toMatchObject({ location: 'North gate', maxCapacity: 20, time: '1:00 PM' });
    expect(stored.date).toBe(event.date);
  });
});
