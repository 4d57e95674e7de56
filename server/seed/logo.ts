import sharp from 'sharp';
import type { Database } from '../db/database';
import { SiteSettings } from '../db/entities';
import { ingestImage, uploadUrlOf } from '../services/images';
import type { Storage } from '../services/storage';
import { SITE_SETTINGS_ID, type SiteSettingsStore } from '../services/siteSettings';

/** The site's drawn mark (a maple leaf over rolling ground): the demo site's logo until an admin uploads theirs. */
const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">
  <circle cx="24" cy="24" r="23" fill="#2f5d3a"/>
  <path d="M4 33 Q16 27 26 31 T44 30 V40 Q36 46 24 46 Q12 46 5 38Z" fill="#86a86f"/>
  <path d="M24 9 l3 6 5-2-1 6 5 1-4 4 2 3-6-1-1 6h-6l-1-6-6 1 2-3-4-4 5-1-1-6 5 2z" fill="#f4c36a"/>
  <path d="M24 21 V34" stroke="#f4c36a" stroke-width="1.6"/>
</svg>`;

/**
 * On a demo site (SEED=demo), stores the drawn mark as an upload and makes it the settings' logo, through the same
 * image pipeline as an admin's upload. A site without demo content has no logo until an admin uploads one; a
 * settings row that already names a logo is left alone.
 */
export async function seedDemoLogo(deps: { db: Database; storage: Storage }, store: SiteSettingsStore) {
  if (store.current.logoUrl) return;
  const png = await sharp(Buffer.from(DEMO_LOGO_SVG)).png().toBuffer();
  const stored = await ingestImage(deps.storage, png, undefined, { beforeListening: true });
  await deps.db.write(async (m) => {
    const row = await m.findOneByOrFail(SiteSettings, { id: SITE_SETTINGS_ID });
    await m.update(
      SiteSettings,
      { id: SITE_SETTINGS_ID },
      { data: { ...row.data, logoUrl: uploadUrlOf(stored.id) }, version: row.version + 1 },
    );
  });
  await store.load();
}
