import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser, pageForTry } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { addPhotoAs } from './support/uploads';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';

/**
 * A member's photo waiting for approval is served only to its uploader and admins. The desktop app signs in with a
 * token, not a cookie, so its screens' pictures are fetched through the core with that token: an admin moderating
 * from the app sees the photo they are asked to approve.
 */
const ADMIN: Account = { email: 'office.moderator@example.org', password: 'Wood-Duck-Moderate-58', admin: true };
const MEMBER: Account = { email: 'member.pending@example.org', password: 'Marsh-Wren-Pending-31' };
const TITLE = 'E2E Pending Green Heron';

describe('desktop app: photos waiting for approval', () => {
  let server: BuiltServer;
  let browser: Browser;
  let imageUrl: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
    await createAccount(server, MEMBER);
    ({ imageUrl } = await addPhotoAs(server, MEMBER, TITLE));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the admin's gallery screen shows the pending photo, which the site refuses to anyone signed out", async () => {
    expect((await fetch(server.url + imageUrl)).status).toBe(404);

    // An app and a browser context of its own: both keep the sign-in.
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Gallery' }).click();

    const card = page.locator('li.adm-gallery-item', { hasText: TITLE });
    await card.getByText('Pending approval').waitFor();
    const img = card.locator('img');
    await img.scrollIntoViewIfNeeded();
    // Loaded from the site (a refused file never completes with pixels). The card asks for the size it shows through
    // srcset, so naturalWidth is the chosen width scaled to the 240 px slot, not the stored one.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 })
      .toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toBe(imageUrl);
    page.expectNoErrors();
  });
});
