import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, launchBrowser, pageForTry } from './support/browser';
import { adminCookie, createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';
import type { GalleryImageDto, GalleryOrderDto } from '../../shared/api/types';
import { compareGalleryOrder } from '../../shared/lib/gallerySections';

/**
 * The gallery order saved in the desktop app while the site is down is a draft; an order saved on the web meanwhile
 * makes it a conflict when the site is back, and the web's order stands until the volunteer chooses (ADR 041).
 */
const VOLUNTEER: Account = { email: 'gallery.desktop@example.org', password: 'Kestrel-Meadow-Path-28', admin: true };

describe('desktop app: gallery order saved offline, conflict with a web order', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;

  const web = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The gallery's ids in the order visitors see them. */
  const order = async () =>
    ((await (await web('GET', '/api/gallery')).json()) as GalleryImageDto[]).sort(compareGalleryOrder);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, VOLUNTEER);
    cookie = await adminCookie(server, 'web.gallery@example.org');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('drafts the order offline, shows the web order as a conflict, and keep mine saves the drafted order', async () => {
    const before = await order();
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before;

    // The web's change must land between the site's return and the app's sync: the app looks for the site only when
    // asked, or its background check could send the draft first and leave nothing to conflict with. App and context
    // are the try's own (both keep the sign-in; the app keeps the drafts); the order is taken as this try finds it.
    const [harness, page] = await Promise.all([
      desktopForTry(server.url, { reachabilityMs: 0 }),
      pageForTry(browser, { ...DESKTOP, viewport: { width: 1280, height: 2000 } }),
    ]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(VOLUNTEER.email);
    await page.getByLabel('Password').fill(VOLUNTEER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.locator('[data-sync-status="online"]').waitFor();
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: `Move later: ${first.title}` }).waitFor();

    await server.halt();
    await page.getByRole('button', { name: `Move later: ${first.title}` }).click();
    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.locator('[data-sync-status="offline"][data-pending="1"]').waitFor();
    // The board shows the drafted order from the app's copy.
    const cards = page.locator('[data-section="above"] [data-image-id]');
    await expect.poll(async () => cards.first().getAttribute('data-image-id')).toBe(second.id);

    // Back online: meanwhile an admin on the web puts the last picture first, from the same version.
    await server.resume();
    const { version } = (await (await web('GET', '/api/gallery/order')).json()) as GalleryOrderDto;
    const last = before.at(-1)!;
    const webOrder = [last, ...before.slice(0, -1)].map((image, displayOrder) => ({
      id: image.id,
      displayOrder,
      position: displayOrder < 8 ? 'above' : 'below',
    }));
    expect((await web('PUT', '/api/gallery/reorder', { imageUpdates: webOrder, version })).status).toBe(200);

    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="1"]').waitFor();
    expect((await order())[0].id).toBe(last.id);

    await nav.getByRole('link', { name: /^Pending Changes/ }).click();
    await page.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conflict: Edit gallery order' });
    // Both orders as rows of the photos, first to last: mine starts with the second picture, the site's with the last.
    const firstOf = (name: string) => dialog.getByRole('list', { name }).getByRole('img').first().getAttribute('alt');
    await expect(firstOf('Order of the photos, yours')).resolves.toBe(`1. ${second.title}`);
    await expect(firstOf('Order of the photos, on the site')).resolves.toBe(`1. ${last.title}`);
    await expect(
      dialog.getByRole('list', { name: 'Order of the photos, yours' }).getByRole('img').count(),
    ).resolves.toBe(before.length);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="0"]').waitFor();
    await expect.poll(async () => (await order()).slice(0, 2).map((i) => i.id)).toEqual([second.id, first.id]);

    // Loads refused while the site was away are expected (the pictures come through the app's stored-file
    // proxy, which answers 502 then); nothing else.
    const cutOff =
      /net::(ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET)|status of 502 \(Bad Gateway\)/;
    expect(page.errors.filter((e) => !cutOff.test(e))).toEqual([]);
  });
});
