import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { Json, TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { until } from '@server/test/until';
import { createPageRenderer } from '@server/ssr/render';
import { SiteSettings } from '@server/db/entities';
import { resetSettingsPlaceholders, SETTINGS_CONFLICT_MESSAGE } from '@server/services/siteSettings';
import { preserveYear, SAMPLE_SETTINGS, settingsValuesOf, type SiteSettingsValues } from '@shared/organisation';
import type { AppDeps } from '@server/deps';
import { putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { pngWithAlpha } from '@server/test/images';
import { PHONE_MESSAGE } from '@shared/schemas/common';

const TEST_ASSETS = { entry: '/assets/entry-test.js', css: [], preload: [] };
const html = { headers: { accept: 'text/html' } };

/** The editable part of a GET /api/settings answer, with its version: a body PUT accepts as it is. */
function bodyOf(settings: Record<string, Json>): SiteSettingsValues & { version: number } {
  const values = settingsValuesOf(settings as unknown as SiteSettingsValues);
  return { ...values, version: settings.version as number };
}

describe('site settings (ADR 040)', () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ORG_NAME: 'Friends of the Seeded Preserve',
        ORG_ABBREVIATION: 'FSP',
        ORG_PHONE: '(609) 555-0177',
        ORG_EMAIL: 'office@seeded-preserve.test',
      },
    });
    server.deps.pages = createPageRenderer(() => server.deps.org, TEST_ASSETS);
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  const current = async () => (await server.client().get('/api/settings')).body as Record<string, Json>;

  it('an empty database is filled from ORG_* at first start; GET answers the public details with a version', async () => {
    const res = await server.client().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'site',
      name: 'Friends of the Seeded Preserve',
      phone: '(609) 555-0177',
      email: 'office@seeded-preserve.test',
      abbreviation: 'FSP',
      // Not given in ORG_*, on a site started without demo content: every other detail starts empty, samples
      // and defaults alike, so no page shows a fact the organisation never gave.
      tagline: '',
      preserveName: '',
      acres: null,
      admission: '',
      logoUrl: '',
      foundingYear: null,
      openingHours: '',
      postalAddress: { line1: '', town: '', state: '', postcode: '' },
      board: [],
      ein: '',
      donationUrl: '',
      locationUrl: '',
      social: { facebook: '', twitter: '', instagram: '' },
      copyrightYear: preserveYear(),
      version: 1,
    });
    expect(Object.keys(res.body as object)).not.toContain('updatedBy');
  });

  it('ORG_* fill only an empty database: after a save, a restart with other ORG_* keeps the stored values', async () => {
    const saved = await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      tagline: 'Kept across restarts',
    });
    expect(saved.status).toBe(200);
    await server.restart({ ORG_NAME: 'A Name Given Later', ORG_TAGLINE: 'Ignored' });
    server.deps.pages = createPageRenderer(() => server.deps.org, TEST_ASSETS);
    expect(await current()).toMatchObject({ name: 'Friends of the Seeded Preserve', tagline: 'Kept across restarts' });
    expect(await server.deps.db.repo(SiteSettings).count()).toBe(1);
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  });

  it('only admins save: 401 signed out, 403 for members, nothing changes', async () => {
    const body = { ...bodyOf(await current()), name: 'Intruders' };
    expectApiError(await server.client().put('/api/admin/settings', body), 401);
    expectApiError(await member.put('/api/admin/settings', body), 403);
    expect((await current()).name).not.toBe('Intruders');
  });

  it('each field is checked, with its own field error', async () => {
    const base = bodyOf(await current());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Organisation name is required'],
      [{ abbreviation: '' }, 'abbreviation', 'Short name is required'],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ phone: '555-01' }, 'phone', PHONE_MESSAGE],
      [{ ein: '123456789' }, 'ein', 'EIN must look like 12-3456789'],
      [
        { donationUrl: 'javascript:alert(1)' },
        'donationUrl',
        'Donation page address must be a web address starting with https:// or http://',
      ],
      [
        { locationUrl: 'ftp://maps.example.org' },
        'locationUrl',
        'Map link must be a web address starting with https:// or http://',
      ],
      [
        { social: { ...base.social, facebook: 'facebook' } },
        'social.facebook',
        'Facebook must be a web address starting with https:// or http://',
      ],
      [{ foundingYear: 1700 }, 'foundingYear', 'Founding year must be 1800 or later'],
      [{ foundingYear: new Date().getFullYear() + 1 }, 'foundingYear', 'Founding year cannot be in the future'],
      [
        { postalAddress: { ...base.postalAddress, postcode: 'ABCDE' } },
        'postalAddress.postcode',
        'ZIP code must look like 08528 or 08528-1234',
      ],
      [{ board: [{ name: '', role: 'Trustee' }] }, 'board.0.name', 'Name is required'],
      [{ version: undefined }, 'version', 'Version must be a whole number'],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.put('/api/admin/settings', { ...base, ...change });
      expectApiError(res, 400);
      expect(res.body.fieldErrors, field).toEqual({ [field]: [message] });
    }
    expect((await current()).version).toBe(base.version);
  });

  it('the logo is an upload: processed like any upload, kept as its path, shown to visitors once saved', async () => {
    const uploadURL = await uploadUrlFor(admin);
    expect((await putFile(uploadURL, await pngWithAlpha(), { 'content-type': 'image/png' })).status).toBeLessThan(300);
    const path = `/objects/uploads/${uploadIdOf(uploadURL)}`;
    expect((await served(server, path)).status, 'not public before the save').toBe(404);
    const saved = await admin.put('/api/admin/settings', { ...bodyOf(await current()), logoUrl: uploadURL });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.logoUrl).toBe(path);
    expect((await served(server, path)).status).toBe(200);
    const home = await server.client().request('GET', '/', html);
    expect(home.text).toContain(`src="${path}"`);
    // Anything that is not one of our uploads is refused by name, and an unknown upload too.
    const other = await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      logoUrl: 'https://elsewhere.test/logo.png',
    });
    expectApiError(other, 400);
    expect(other.body.fieldErrors).toEqual({ logoUrl: ['Logo must be an uploaded image'] });
    const unknown = await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      logoUrl: '/objects/uploads/11111111-1111-4111-8111-111111111111',
    });
    expectApiError(unknown, 400);
    expect(Object.keys(unknown.body.fieldErrors as object)).toEqual(['logoUrl']);
  });

  it('the preserve, its size, admission and founding year are settings; empty ones are left off the pages', async () => {
    const saved = await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      preserveName: 'Heron Marsh',
      acres: 120,
      admission: 'Pay what you can',
      foundingYear: 1998,
      openingHours: 'Weekdays 9 to 5\nWeekends 8 to noon',
    });
    expect(saved.status, saved.text).toBe(200);
    const about = (await server.client().request('GET', '/about', html)).text;
    expect(about).toContain('About Heron Marsh');
    expect(about).toContain('120 acres');
    expect(about).toContain('Pay what you can');
    expect(about).toContain('1998');
    expect(about).toContain('Weekdays 9 to 5<br/>Weekends 8 to noon');
    const cleared = await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      acres: null,
      admission: '',
      foundingYear: null,
    });
    expect(cleared.status, cleared.text).toBe(200);
    const after = (await server.client().request('GET', '/about', html)).text;
    expect(after).not.toContain('120 acres');
    expect(after).not.toContain('<dt>Admission</dt>');
    expect(after).not.toContain('<dt>Founded</dt>');
  });

  it('accepts the usual spellings of a phone number and empty optional details', async () => {
    for (const phone of ['609-555-0142', '6095550142', '+1 609 555 0142', '(609) 555-0142', '+44 20 7946 0958', '']) {
      const res = await admin.put('/api/admin/settings', { ...bodyOf(await current()), phone });
      expect(res.status, phone).toBe(200);
      expect(res.body.phone).toBe(phone);
    }
  });

  it('a save naming an older version is refused with 409 and the settings as they are; nothing changes', async () => {
    const before = await current();
    const first = await admin.put('/api/admin/settings', { ...bodyOf(before), tagline: 'First save' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe((before.version as number) + 1);
    const stale = await admin.put('/api/admin/settings', { ...bodyOf(before), tagline: 'Second save, stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SETTINGS_CONFLICT_MESSAGE);
    expect(stale.body.current).toMatchObject({ tagline: 'First save', version: first.body.version });
    expect((await current()).tagline).toBe('First save');
  });

  it('a save shows in the next rendered page at once, even one served from the cache just before', async () => {
    const before = await current();
    const page = () => server.client().request('GET', '/about', html);
    await page();
    const cached = await page();
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(cached.text).toContain(before.name as string);

    const res = await admin.put('/api/admin/settings', {
      ...bodyOf(before),
      name: 'Friends of the Renamed Preserve',
      phone: '(609) 555-0199',
      board: [
        { name: 'Morgan Newboard', role: 'Treasurer' },
        { name: 'Avery Second', role: 'President' },
      ],
    });
    expect(res.status).toBe(200);
    const after = await page();
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.text).toContain('Friends of the Renamed Preserve');
    expect(after.text).toContain('(609) 555-0199');
    expect(after.text).not.toContain(before.name as string);
    // The board in the order saved, and the organisation in the page data the browser hydrates from.
    expect(after.text.indexOf('Morgan Newboard')).toBeLessThan(after.text.indexOf('Avery Second'));
    expect(after.text).not.toContain('Alex Rivera (sample)');
    // The calendar feed and search data name the organisation as stored, too.
    expect((await server.client().get('/events.ics')).text).toContain(
      'X-WR-CALNAME:Friends of the Renamed Preserve events',
    );
  });

  it('empty details leave their bits out of the pages instead of showing blanks', async () => {
    await admin.put('/api/admin/settings', {
      ...bodyOf(await current()),
      ein: '',
      email: '',
      board: [],
      donationUrl: '',
    });
    const about = await server.client().request('GET', '/about', html);
    expect(about.text).not.toContain('Board of Trustees');
    expect(about.text).not.toContain('EIN');
    expect(about.text).not.toContain('mailto:');
    const donate = await server.client().request('GET', '/donate', html);
    expect(donate.text).not.toContain('btn-give donate-give');
  });

  it('resetSettingsPlaceholders empties the sample details and keeps real ones', async () => {
    await admin.put('/api/admin/settings', {
      ...settingsValuesOf(SAMPLE_SETTINGS),
      name: 'Friends of the Real Preserve',
      phone: '(609) 555-0111',
      board: [SAMPLE_SETTINGS.board[0], { name: 'Real Person', role: 'Trustee' }],
      // The '#' links earlier demo sites stored for the profiles they did not have.
      social: { facebook: '#', twitter: '#', instagram: '#' },
      version: (await current()).version as number,
    });
    const cleared = await resetSettingsPlaceholders(server.deps.db, server.deps.siteSettings);
    expect(cleared.sort()).toEqual(
      [
        'board',
        'donationUrl',
        'ein',
        'email',
        'postalAddress.line1',
        'social.facebook',
        'social.instagram',
        'social.twitter',
      ].sort(),
    );
    expect(await current()).toMatchObject({
      name: 'Friends of the Real Preserve',
      phone: '(609) 555-0111',
      email: '',
      ein: '',
      donationUrl: '',
      board: [{ name: 'Real Person', role: 'Trustee' }],
      social: { facebook: '', twitter: '', instagram: '' },
    });
    expect(await resetSettingsPlaceholders(server.deps.db, server.deps.siteSettings)).toEqual([]);
  });
});

/** Two instances on one database (PostgreSQL in server-pg): a save on one shows on the other's pages. */
describe('site settings across two instances', () => {
  let a: TestServer;
  let b: { url: string; deps: AppDeps; close(): Promise<void> };

  beforeAll(async () => {
    a = await startTestServer();
    a.deps.pages = createPageRenderer(() => a.deps.org, TEST_ASSETS);
    b = await a.twin();
    b.deps.pages = createPageRenderer(() => b.deps.org, TEST_ASSETS);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("the other instance's pages show the new value within a second or so, before its cache would expire", async () => {
    const page = async () => {
      const res = await fetch(`${b.url}/about`, { headers: { accept: 'text/html' } });
      return { text: await res.text(), cache: res.headers.get('x-cache') };
    };
    // The old page is in the other instance's cache (its own chores' writes may empty it now and then).
    await until('a cached page on the other instance', async () => (await page()).cache === 'hit');
    const { client: admin } = await a.signedIn({ admin: true });
    const settings = (await admin.get('/api/settings')).body as Record<string, Json>;
    const saved = await admin.put('/api/admin/settings', {
      ...bodyOf(settings),
      name: 'Friends Seen Elsewhere',
      abbreviation: 'FSE',
    });
    expect(saved.status).toBe(200);
    // Well under the response cache's 5 s: the version check, not the expiry, brings the new name.
    await until(
      'the new name on the other instance',
      async () => (await page()).text.includes('Friends Seen Elsewhere'),
      4_000,
    );
    expect(b.deps.org.name).toBe('Friends Seen Elsewhere');
  });
});
