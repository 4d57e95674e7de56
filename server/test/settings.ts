import type { SiteSettingsValues } from '@shared/organisation';
import { settingsValuesOf } from '@shared/organisation';
import type { TestClient } from './client';
import type { TestServer } from './harness';

/** The sample preserve's place: an organisation name (a save needs one) and where the preserve itself is. */
export const SAMPLE_PLACE: Partial<SiteSettingsValues> = {
  name: 'Friends of Mapleton Preserve',
  abbreviation: 'FMP',
  preserveName: 'Mapleton Preserve',
  preserveLocation: { name: '', street: '', town: 'Kingston', state: 'NJ', postcode: '08528', coordinates: '' },
};

/**
 * Saves site settings through the admin API, as an admin would, over what is stored: test servers start empty
 * (SEED=none), so a test that needs the organisation's details enters them first.
 */
export async function saveSiteSettings(
  server: TestServer,
  admin: TestClient,
  changes: Partial<SiteSettingsValues>,
): Promise<void> {
  const current = (await server.client().get('/api/settings')).body as unknown as SiteSettingsValues & {
    version: number;
  };
  const saved = await admin.put('/api/admin/settings', {
    ...settingsValuesOf(current),
    ...changes,
    version: current.version,
  });
  if (saved.status !== 200) throw new Error(`saving the site settings failed: ${saved.status} ${saved.text}`);
}
