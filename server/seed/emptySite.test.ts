import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startChildServer, type ChildServer } from '@server/test/childServer';
import { createTestDatabase, type TestDatabase } from '@server/test/database';
import { PUBLIC_PAGES } from '@server/routes/api/feeds/sitemap';
import { SAMPLE_ORGANISATION } from '@shared/organisation';

/**
 * A site started with SEED=none, as an organisation starts its real one: no public page may show demo content,
 * the word "sample" or a placeholder. Empty sections are left out for visitors (ADR 043). The built server runs
 * on a fresh data folder, and every page the sitemap lists is fetched, plus the pages it does not list.
 */

/** Pages visitors reach that the sitemap leaves out: sign-in (with sign-up) and the not-found page. */
const OTHER_PAGES = ['/api/login', '/no-such-page'];

/** The organisation's details set as a real organisation would, so only the site's own content is judged. */
const REAL_ORGANISATION = {
  ORG_NAME: 'Mapleton Preserve Trust',
  ORG_ABBREVIATION: 'MPT',
  ORG_TAGLINE: 'Meadow, woodland and old nursery fields in Kingston',
  ORG_ADDRESS_LINE1: 'P.O. Box 417',
  ORG_EMAIL: 'office@mapleton-trust.test',
  ORG_PHONE: '(609) 924-3100',
  ORG_EIN: '22-3456789',
  ORG_DONATION_URL: 'https://give.mapleton-trust.test/',
  ORG_FACEBOOK_URL: 'https://facebook.test/mapleton',
  ORG_TWITTER_URL: 'https://twitter.test/mapleton',
  ORG_INSTAGRAM_URL: 'https://instagram.test/mapleton',
  ORG_BOARD: 'President: Ann Smith; Vice President: Bo Jones; Secretary: Cy Young; Trustee: Di Park',
};

/** What placeholders look like wherever they come from: the word itself, filler text, example addresses. */
const PLACEHOLDER_PATTERNS = [/sample/i, /lorem ipsum/i, /example\.(org|com|net)/i, /placeholder/i];

/** The text a visitor reads: the body without scripts, styles and tags, entities decoded. */
function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every page's address and its body text (addresses in links count too: a mailto to a sample address is shown). */
async function crawl(
  server: ChildServer,
): Promise<{ path: string; status: number; text: string; links: string; html: string }[]> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(listed).toEqual(expect.arrayContaining([...PUBLIC_PAGES]));
  const pages = [...new Set([...listed, ...OTHER_PAGES])];
  const out = [];
  for (const p of pages) {
    const res = await fetch(server.url + p);
    const html = await res.text();
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
    const links = [...body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).join(' ');
    out.push({ path: p, status: res.status, text: bodyText(html), links, html: body });
  }
  return out;
}

describe('an empty site (SEED=none) shows no demo content and no placeholders', () => {
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const databases: TestDatabase[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'empty-site-'));
    dirs.push(dataDir);
    // Each site starts on an empty database of its own (on PostgreSQL too): a site set up by another test, or left
    // by an earlier run, is not empty.
    const database = await createTestDatabase();
    databases.push(database);
    const server = await startChildServer({
      DATA_DIR: dataDir,
      SEED: 'none',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    await ensureBuilt();
  }, 600_000);
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGTERM');
    for (const d of dirs) await rm(d, { recursive: true, force: true });
    for (const database of databases) await database.drop();
  });

  it('with the organisation set, no page shows "sample", filler or example addresses, and every page answers', async () => {
    const server = await start(REAL_ORGANISATION);
    const pages = await crawl(server);
    for (const page of pages) {
      expect(page.status, page.path).toBe(page.path === '/no-such-page' ? 404 : 200);
      expect(page.text.length, page.path).toBeGreaterThan(0);
      for (const pattern of PLACEHOLDER_PATTERNS) {
        expect(page.text, `${page.path} shows ${pattern}`).not.toMatch(pattern);
        expect(page.links, `${page.path} links to ${pattern}`).not.toMatch(pattern);
      }
    }
    // Sections without words are left out: no empty headings for the texts the organisation has not written.
    const about = pages.find((p) => p.path === '/about')!.text;
    expect(about).not.toContain('Our Story');
    expect(about).not.toContain('Admin › Page texts');
    const history = pages.find((p) => p.path === '/history')!.text;
    expect(history).toContain('Plan Your Visit');
    expect(history).not.toContain('Anniversary');
  }, 120_000);

  // Nothing configured: a site without demo content starts empty, and its pages leave out what is not set.
  it('with nothing configured, no page shows a sample detail, a fixed promise, an empty heading or "undefined"', async () => {
    const server = await start();
    const o = SAMPLE_ORGANISATION;
    const placeholders = [
      o.name,
      o.preserveName,
      o.tagline,
      o.email,
      o.phone,
      o.ein,
      o.postalAddress.line1,
      o.postalAddress.town,
      o.donationUrl,
      o.openingHours,
      o.admission,
      ...o.board.map((b) => b.name),
      `Founded`,
      `${o.acres} acres`,
      // What the code once promised whatever the settings said.
      'since 2000',
      'sunrise to sunset',
      'anniversary',
      'GPS',
      'Greet visitors',
      'Habitat Restoration',
      'undefined',
      'null',
      'NaN',
    ];
    const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ name: '', abbreviation: '', tagline: '', preserveName: '', foundingYear: null });
    expect(settings).toMatchObject({ openingHours: '', acres: null, admission: '', logoUrl: '' });
    expect(settings.postalAddress).toEqual({ line1: '', town: '', state: '', postcode: '' });
    for (const page of await crawl(server)) {
      for (const pattern of PLACEHOLDER_PATTERNS)
        expect(page.text, `${page.path} shows ${pattern}`).not.toMatch(pattern);
      for (const value of placeholders) {
        expect(page.text.toLowerCase(), `${page.path} shows ${value}`).not.toContain(value.toLowerCase());
        expect(page.links, `${page.path} links to ${value}`).not.toContain(value);
      }
      expect(page.html, `${page.path} has an empty heading`).not.toMatch(/<h([1-6])[^>]*>\s*<\/h\1>/);
      expect(page.links.split(' '), `${page.path} has a link to nowhere`).not.toContain('#');
      if (page.path !== '/api/login') expect(page.text, page.path).toContain(`© ${new Date().getFullYear()}`);
    }
  }, 120_000);
});
