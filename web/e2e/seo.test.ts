import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import sharp from 'sharp';
import { adminCookie, createAccount, type Account } from './support/accounts';
import { addPhotoAs } from './support/uploads';
import { expectAccessible, launchBrowser, openPage, waitForHydration, downloadedText } from './support/browser';
import { VISITOR_WIDTHS } from './support/widths';

/**
 * What search engines, link previews and calendar programs get, seen in Chromium: the event page's JSON-LD under
 * the site's CSP, its "Add to calendar" links, and the events page's calendar subscription; each on a phone and on a
 * laptop, as visitors meet them.
 */

const HOSTILE = 'E2E Owl Walk </script><script>window.__pwned = 1</script><!-- owls';

/** Collects Content-Security-Policy violations the page reports (the browser fires an event for each). */
async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
    );
  });
}
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe('structured data and calendars in the browser', () => {
  let server: BuiltServer;
  let browser: Browser;
  let eventId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    const cookie = await adminCookie(server, 'seo-admin@example.org');
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${server.url}/api/admin/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: HOSTILE,
        description: 'An evening listening for owls.',
        date,
        time: '7:00 PM - 8:30 PM',
        location: 'Woodland trail',
        maxCapacity: 15,
      }),
    });
    expect(res.status).toBe(201);
    eventId = ((await res.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VISITOR_WIDTHS)(
    "an event page's JSON-LD is read intact, breaks nothing out and raises no CSP report; Add to calendar works, on %s",
    async (_, width) => {
      const context = await browser.newContext({ ...width, acceptDownloads: true });
      await watchCsp(context);
      const page = await openPage(context);
      await page.goto(`${server.url}/events/${eventId}`);
      await waitForHydration(page);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      const ld = JSON.parse(blocks[0]) as Record<string, unknown>;
      expect(ld['@type']).toBe('Event');
      expect(ld.name).toBe(HOSTILE);
      expect(ld.url).toBe(`${server.url}/events/${eventId}`);
      expect(ld.startDate).toMatch(/T19:00:00-0[45]:00$/);
      expect(ld.endDate).toMatch(/T20:30:00-0[45]:00$/);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
        `${server.url}/events/${eventId}`,
      );
      expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(
        `${server.url}/social-preview.jpg`,
      );
      // The share picture is served, as a raster image link previews can show.
      const picture = await page.request.get(`${server.url}/social-preview.jpg`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');

      const panel = page.getByRole('region', { name: 'Add to calendar' });
      const file = panel.getByRole('link', { name: 'Download .ics file' });
      expect(await file.getAttribute('href')).toBe(`/events/${eventId}/calendar.ics`);
      const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
      const ics = await downloadedText(download);
      expect(ics).toContain(`UID:event-${eventId}@127.0.0.1`);
      expect(ics).toContain('DTSTART;TZID=America/New_York:');
      expect(download.suggestedFilename()).toMatch(/^e2e-owl-walk-.*\.ics$/);

      const google = new URL((await panel.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
      expect(google.hostname).toBe('calendar.google.com');
      expect(google.searchParams.get('text')).toBe(HOSTILE);
      expect(google.searchParams.get('details')).toContain(`${server.url}/events/${eventId}`);

      expect(await cspViolations(page)).toEqual([]);
      await expectAccessible(page);
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)(
    "a page's head names a favicon and a touch icon, served as images with caching, on %s",
    async (_, width) => {
      const context = await browser.newContext(width);
      const page = await openPage(context);
      await page.goto(`${server.url}/about`);
      await waitForHydration(page);
      expect(await page.locator('head link[rel="icon"][href="/favicon.ico"]').getAttribute('sizes')).toBe('32x32');
      expect(await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute('href')).toBe(
        '/favicon.svg',
      );
      expect(await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
        '/apple-touch-icon.png',
      );

      const ico = await page.request.get(`${server.url}/favicon.ico`);
      expect(ico.status()).toBe(200);
      expect(ico.headers()['content-type']).toBe('image/x-icon');
      expect(ico.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
      const icoBytes = await ico.body();
      // An ICO directory: reserved 0, type 1 (icon), then how many pictures it holds.
      expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
      const sizes = Array.from({ length: icoBytes.readUInt16LE(4) }, (_, i) => icoBytes[6 + i * 16] || 256);
      expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));

      const touch = await page.request.get(`${server.url}/apple-touch-icon.png`);
      expect(touch.status()).toBe(200);
      expect(touch.headers()['content-type']).toBe('image/png');
      expect(touch.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
      const meta = await sharp(await touch.body()).metadata();
      // Square, 180 px, and opaque: iOS fills transparent corners with black.
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)('a shared photo is a 1200 x 630 JPEG whose size the tags give, on %s', async (_, width) => {
    const admin: Account = { email: 'seo-photo-admin@example.org', password: 'a-long-test-password', admin: true };
    await createAccount(server, admin);
    await addPhotoAs(server, admin, `E2E Share Heron ${Date.now()}`);
    const context = await browser.newContext(width);
    const page = await openPage(context);
    await page.goto(`${server.url}/gallery`);
    await waitForHydration(page);
    const tag = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute('content');
    const image = (await tag('og:image'))!;
    expect(image).toMatch(new RegExp(`^${server.url}/objects/uploads/`));
    expect([await tag('og:image:width'), await tag('og:image:height'), await tag('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect(await page.locator('head meta[name="twitter:image"]').getAttribute('content')).toBe(image);
    const picture = await page.request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await picture.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    page.expectNoErrors();
    await context.close();
  });

  it.each(VISITOR_WIDTHS)('the home page carries the organisation; no CSP report, on %s', async (_, width) => {
    const context = await browser.newContext(width);
    await watchCsp(context);
    const page = await openPage(context);
    await page.goto(server.url);
    await waitForHydration(page);
    const [block] = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = JSON.parse(block) as Record<string, unknown>;
    expect(ld['@type']).toBe('NGO');
    expect(ld.url).toBe(`${server.url}/`);
    const logo = await page.request.get(ld.logo as string);
    // The organisation's logo as stored (an upload is kept as WebP), a picture search engines read.
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/^image\/(png|webp|jpeg)$/);
    expect(await cspViolations(page)).toEqual([]);
    page.expectNoErrors();
    await context.close();
  });

  it.each(VISITOR_WIDTHS)(
    'the events page offers the calendar as a webcal: subscription and as an address to copy, on %s',
    async (_, width) => {
      const context = await browser.newContext(width);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await watchCsp(context);
      const page = await openPage(context);
      await page.goto(`${server.url}/events`);
      await waitForHydration(page);

      const section = page.getByRole('region', { name: 'Subscribe to our calendar' });
      const host = new URL(server.url).host;
      expect(await section.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toBe(
        `webcal://${host}/events.ics`,
      );
      const address = section.getByLabel('Or copy the calendar address');
      expect(await address.inputValue()).toBe(`${server.url}/events.ics`);
      await section.getByRole('button', { name: 'Copy address' }).click();
      await expect.poll(() => section.getByRole('status').textContent()).toBe('Address copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/events.ics`);

      // The address answers with the calendar, listing the new event.
      const feed = await page.request.get(`${server.url}/events.ics`);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(`UID:event-${eventId}@127.0.0.1`);

      expect(await cspViolations(page)).toEqual([]);
      await expectAccessible(page);
      page.expectNoErrors();
      await context.close();
    },
  );
});
