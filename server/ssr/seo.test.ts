import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { createEvent, daysFromNow } from '../test/factories';
import type { Event } from '../db/entities';
import { addImage } from '@server/test/galleryImages';
import { preserveTimeToInstant } from '@shared/lib/eventTime';
import { createPageRenderer } from './render';
import { organisationJsonLd } from './seo';
import { settingsValuesOf, type SiteSettingsValues } from '@shared/organisation';

/**
 * What a search engine or a link preview reads in the head of a public page: canonical address, share tags and
 * schema.org JSON-LD, all under PUBLIC_URL. The JSON-LD is parsed back and checked field by field.
 */

const SITE = 'https://preserve.example.org';
const page = (client: TestClient, path: string) => client.get(path, { accept: 'text/html' });

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON, checked below

function jsonLdOf(html: string): Ld[] {
  const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return found.map((m) => JSON.parse(m[1]) as Ld);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  const m = headOf(html).match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`));
  return m
    ? m[1]
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
    : null;
}

const canonicalOf = (html: string) => headOf(html).match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? null;
const titleOf = (html: string) => headOf(html).match(/<title>([^<]*)<\/title>/)?.[1] ?? null;

const nextYear = new Date().getFullYear() + 1;

describe('structured data and share previews', () => {
  let server: TestServer;
  let client: TestClient;
  let ranged: Event;
  let single: Event;
  let full: Event;
  let hostile: Event;
  let allDay: Event;
  let pictured: Event;
  const HOSTILE = 'Owl walk </script><script>alert(1)</script> <!-- \u2028\u2029 & "quotes"';

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        PUBLIC_URL: SITE,
        ORG_NAME: 'Friends of the Search Preserve',
        ORG_ABBREVIATION: 'FSP',
        ORG_ADDRESS_LINE1: '12 Meadow Lane',
        ORG_ADDRESS_TOWN: 'Kingston',
        ORG_EMAIL: 'office@preserve.test',
        ORG_PHONE: '(609) 555-0199',
        ORG_FACEBOOK_URL: 'https://www.facebook.com/sample-preserve',
        ORG_INSTAGRAM_URL: 'https://www.instagram.com/sample-preserve',
      },
    });
    server.deps.pages = createPageRenderer(() => server.deps.org, {
      entry: '/assets/entry-test.js',
      css: [],
      preload: [],
    });
    client = server.client();
    // The preserve's own address and pin, which events take place at (the postal address is a P.O. Box).
    const { client: admin } = await server.signedIn({ admin: true });
    const settings = (await client.get('/api/settings')).body as unknown as SiteSettingsValues & { version: number };
    const saved = await admin.put('/api/admin/settings', {
      ...settingsValuesOf(settings),
      postalAddress: { line1: 'P.O. Box 123', town: 'Kingston', state: 'NJ', postcode: '08528' },
      preserveLocation: {
        name: 'Mapleton Preserve',
        street: '12 Mapleton Road',
        town: 'Kingston',
        state: 'NJ',
        postcode: '08528',
        coordinates: '40.3779, -74.6135',
      },
      version: settings.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const db = server.deps.db;
    ranged = await createEvent(db, {
      title: 'Summer Bird Count (sample)',
      date: preserveTimeToInstant(nextYear, 6, 15, 9, 0),
      time: '9:00 AM - 11:30 AM',
      location: 'North meadow',
      maxCapacity: 12,
      currentRegistrations: 3,
    });
    single = await createEvent(db, {
      title: 'Winter Tree ID (sample)',
      date: preserveTimeToInstant(nextYear, 1, 10, 13, 30),
      time: '1:30 PM',
      location: null,
      maxCapacity: null,
      description: 'Learn the trees by their bark and buds.',
    });
    full = await createEvent(db, { title: 'Full Walk (sample)', maxCapacity: 2, currentRegistrations: 2 });
    hostile = await createEvent(db, { title: HOSTILE });
    allDay = await createEvent(db, {
      title: 'Open Preserve Day (sample)',
      date: preserveTimeToInstant(nextYear, 9, 5, 12, 0),
      time: 'All day',
    });
    pictured = await createEvent(db, {
      title: 'Pictured Walk (sample)',
      imageUrls: ['/objects/uploads/22222222-2222-4222-8222-222222222222', '/objects/videos/clip.mp4'],
    });
  });
  afterAll(() => server?.close());

  async function eventLd(event: Event): Promise<Ld> {
    const res = await page(client, `/events/${event.id}`);
    expect(res.status).toBe(200);
    const all = jsonLdOf(res.text);
    expect(all).toHaveLength(1);
    return all[0];
  }

  it('a called-off event says so, EventCancelled, and offers no seats any more', async () => {
    const calledOff = await createEvent(server.deps.db, { title: 'Called-off Walk (sample)', status: 'cancelled' });
    const ld = await eventLd(calledOff);
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(ld.offers.availability).toBe('https://schema.org/Discontinued');
  });

  it('an event that is over offers no seats: not InStock, whether it was active or imported inactive', async () => {
    const walk = await createEvent(server.deps.db, { title: 'Last Week Walk (sample)', date: daysFromNow(-7) });
    const meeting = await createEvent(server.deps.db, {
      title: 'Annual Meeting 2019 (sample)',
      date: preserveTimeToInstant(2019, 6, 15, 10, 0),
      isActive: false,
    });
    for (const past of [walk, meeting]) {
      const ld = await eventLd(past);
      expect(ld.eventStatus, past.title).toBe('https://schema.org/EventScheduled');
      expect(ld.offers.availability, past.title).toBe('https://schema.org/OutOfStock');
      expect(ld.endDate, past.title).toBeTruthy();
    }
  });

  it('an event page carries a schema.org Event with every required and recommended field', async () => {
    const ld = await eventLd(ranged);
    const url = `${SITE}/events/${ranged.id}`;
    const org = server.deps.org;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('Summer Bird Count (sample)');
    expect(ld.url).toBe(url);
    // June: daylight time in New Jersey.
    expect(ld.startDate).toBe(`${nextYear}-06-15T09:00:00-04:00`);
    expect(ld.endDate).toBe(`${nextYear}-06-15T11:30:00-04:00`);
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.description).toBe('A walk through the meadow. Bring water.');
    // Where the event takes place: the preserve's street address and pin, never the mailing P.O. Box.
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'North meadow',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Mapleton Road',
        addressLocality: 'Kingston',
        addressRegion: 'NJ',
        postalCode: '08528',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.3779, longitude: -74.6135 },
    });
    expect(JSON.stringify(ld)).not.toContain('P.O. Box');
    expect(ld.image).toEqual([`${SITE}/social-preview.jpg`]);
    expect(ld.organizer).toEqual({ '@type': 'Organization', name: org.name, url: `${SITE}/` });
    expect(ld.performer).toEqual(ld.organizer);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(new Date(ld.offers.validFrom).getTime()).toBe(ranged.createdAt.getTime());
  });

  it('a single start time ends two hours later, as in calendars, in winter with the standard-time offset; no location names the preserve', async () => {
    const ld = await eventLd(single);
    expect(ld.startDate).toBe(`${nextYear}-01-10T13:30:00-05:00`);
    expect(ld.endDate).toBe(`${nextYear}-01-10T15:30:00-05:00`);
    expect(ld.location.name).toBe('Mapleton Preserve');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
  });

  it('a full event is sold out; an event without a clock time is a whole day', async () => {
    expect((await eventLd(full)).offers.availability).toBe('https://schema.org/SoldOut');
    const day = await eventLd(allDay);
    expect(day.startDate).toBe(`${nextYear}-09-05`);
    expect(day.endDate).toBe(`${nextYear}-09-05`);
  });

  it("the event's own pictures are absolute and sized for previews; videos are left out", async () => {
    const ld = await eventLd(pictured);
    expect(ld.image).toEqual([`${SITE}/objects/uploads/22222222-2222-4222-8222-222222222222?w=1280`]);
    // Previews get the JPEG rendition at the size they ask for, with that size given.
    const share = `${SITE}/objects/uploads/22222222-2222-4222-8222-222222222222/share.jpg`;
    const html = (await page(client, `/events/${pictured.id}`)).text;
    expect(metaContent(html, 'property', 'og:image')).toBe(share);
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(share);
  });

  it('a hostile title cannot close the script element or open a comment, and reads back unchanged', async () => {
    const res = await page(client, `/events/${hostile.id}`);
    const start = res.text.indexOf('<script type="application/ld+json">');
    const end = res.text.indexOf('</script>', start);
    const body = res.text.slice(start + '<script type="application/ld+json">'.length, end);
    expect(body).not.toMatch(/<|>|\u2028|\u2029/);
    expect(body).toContain('\\u003c/script\\u003e');
    const ld = jsonLdOf(res.text)[0];
    expect(ld.name).toBe(HOSTILE);
    // The page still has exactly the scripts it should: the loader, the JSON-LD and the hydration data.
    expect(res.text.match(/<script/g)).toHaveLength(3);
    expect(titleOf(res.text)).toContain('Owl walk &lt;/script&gt;');
  });

  it('the home page describes the organisation as an NGO with its address, logo and social profiles', async () => {
    const res = await page(client, '/');
    const [ld] = jsonLdOf(res.text);
    const org = server.deps.org;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: org.name,
      url: `${SITE}/`,
      logo: `${SITE}/logo.png`,
      email: org.email,
      telephone: org.phone,
      address: { '@type': 'PostalAddress', streetAddress: org.postalAddress.line1, addressLocality: 'Kingston' },
    });
    // Only real addresses: no Twitter profile is set.
    expect(ld.sameAs).toEqual([
      'https://www.facebook.com/sample-preserve',
      'https://www.instagram.com/sample-preserve',
    ]);
  });

  it('an organisation without social profiles carries no sameAs at all, not an empty list', () => {
    const org = { ...server.deps.org, social: { facebook: '#', twitter: '', instagram: '#' } };
    expect(organisationJsonLd(org, SITE)).not.toHaveProperty('sameAs');
  });

  it('other pages carry no JSON-LD, and pages that are not found carry none either', async () => {
    for (const path of ['/about', '/events', '/gallery', '/events/00000000-0000-4000-8000-000000000000']) {
      expect(jsonLdOf((await page(client, path)).text), path).toEqual([]);
    }
  });

  const PUBLIC_PAGES = ['/', '/about', '/history', '/events', '/past-events', '/gallery', '/donate'];

  it('every public page has its own title and description, a canonical address and share tags under PUBLIC_URL', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const paths = [...PUBLIC_PAGES, `/events/${ranged.id}`, `/events/${single.id}`];
    for (const path of paths) {
      const html = (await page(client, `${path}${path === '/events' ? '?search=owl' : ''}`)).text;
      const title = titleOf(html)!;
      const description = metaContent(html, 'name', 'description')!;
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title);
      descriptions.add(description);
      // The query string is not part of the page's address.
      expect(canonicalOf(html), path).toBe(`${SITE}${path}`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(`${SITE}${path}`);
      expect(metaContent(html, 'property', 'og:title'), path).toBe(title.replace(/&amp;/g, '&'));
      expect(metaContent(html, 'property', 'og:description'), path).toBe(description);
      expect(metaContent(html, 'property', 'og:site_name'), path).toBe(server.deps.org.name);
      expect(metaContent(html, 'property', 'og:image'), path).toMatch(/^https:\/\/preserve\.example\.org\//);
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'twitter:title'), path).toBe(title.replace(/&amp;/g, '&'));
      expect(metaContent(html, 'name', 'twitter:description'), path).toBe(description);
      expect(metaContent(html, 'name', 'twitter:image'), path).toBe(metaContent(html, 'property', 'og:image'));
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  it('pages without a picture of their own share the site picture, 1200 px wide, which the site serves', async () => {
    const html = (await page(client, '/about')).text;
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE}/social-preview.jpg`);
    expect(metaContent(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
  });

  it('the gallery page shares its first photo', async () => {
    const url = '/objects/uploads/33333333-3333-4333-8333-333333333333';
    await addImage(server.deps.db, { title: 'Heron (sample)', imageUrl: url, position: 'above', displayOrder: -1 });
    const html = (await page(client, '/gallery')).text;
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE}${url}/share.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
  });

  it('pages kept out of search have no canonical address', async () => {
    const html = (await page(client, '/no-such-page')).text;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(canonicalOf(html)).toBeNull();
  });
});
