import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import { insertGalleryRows } from './support/database';

const ADMIN: Account = { email: 'admin.gallery@example.org', password: 'Wood-Thrush-Admin-42', admin: true };
const OURS = ['AG2E Alder', 'AG2E Birch', 'AG2E Cedar'];

/** Three pictures written straight into SQLite, marked 'above' ahead of the demo ones, so they lead the gallery. */
function insertImages(server: BuiltServer) {
  insertGalleryRows(
    server,
    // Fixed ids: written again, the rows are put back in their first order instead of added a second time.
    OURS.map((title, i) => ({ id: `7e570000-0000-4000-8000-00000000ac0${i}`, title, displayOrder: -1000 + i })),
  );
}

const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const ours = (titles: string[]) => titles.filter((t) => t.startsWith('AG2E '));

describe('the admin gallery screen at /admin/gallery', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    insertImages(server);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("opens from the dashboard's Gallery link; an order saved there is the order visitors see on /gallery", async () => {
    // A retry starts from the first order again, not from the order its first try saved.
    insertImages(server);
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/gallery`);
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    const above = page.getByRole('list', { name: 'Featured photos (above section)' });
    await above.getByRole('heading', { level: 3, name: 'AG2E Cedar' }).waitFor();
    expect(ours(await above.getByRole('heading', { level: 3 }).allTextContents())).toEqual(OURS);
    // The shared screen's own tools, which the public page keeps in its lightbox.
    await card(page, 'AG2E Alder').getByRole('button', { name: 'Hide from visitors: AG2E Alder' }).waitFor();
    await page.getByRole('button', { name: 'Upload New Image' }).waitFor();
    await expectAccessible(page);

    // Cedar to the front, with the keyboard; the move is announced and waits for Save Order.
    const save = page.getByRole('button', { name: 'Save Order' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await card(page, 'AG2E Cedar').getByRole('button', { name: 'Move earlier: AG2E Cedar' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'AG2E Cedar moved to position 1 of' }).waitFor();
    expect(ours(await above.getByRole('heading', { level: 3 }).allTextContents())).toEqual([
      'AG2E Cedar',
      'AG2E Alder',
      'AG2E Birch',
    ]);
    await save.click();
    await page.getByText('Gallery order saved successfully!').waitFor();
    await expect.poll(() => save.isDisabled(), { timeout: 10_000 }).toBe(true);

    // Visitors' gallery, through the site's own navigation: the new order, in the above section.
    await page.getByRole('link', { name: 'Gallery', exact: true }).first().click();
    await page.waitForURL(`${server.url}/gallery`);
    await page.getByRole('heading', { level: 1, name: 'Conservation in Action' }).waitFor();
    const tiles = page.locator('[data-section="above"] .gallery-tile-caption');
    await expect
      .poll(async () => ours(await tiles.allTextContents()), { timeout: 10_000 })
      .toEqual(['AG2E Cedar', 'AG2E Alder', 'AG2E Birch']);
    const anonymous = await browser.newContext(DESKTOP);
    const visitor = await openPage(anonymous);
    await visitor.goto(`${server.url}/gallery`);
    expect(ours(await visitor.locator('[data-section="above"] .gallery-tile-caption').allTextContents())).toEqual([
      'AG2E Cedar',
      'AG2E Alder',
      'AG2E Birch',
    ]);
    visitor.expectNoErrors();
    await anonymous.close();
    page.expectNoErrors();
    await context.close();
  });
});
