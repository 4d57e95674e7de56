import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, launchBrowser, openPage } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, startDesktopHarness, type DesktopHarness } from './support/desktopHarness';

/**
 * A member's photo waiting for approval is served only to its uploader and admins. The desktop app signs in with a
 * token, not a cookie, so its screens' pictures are fetched through the core with that token: an admin moderating
 * from the app sees the photo they are asked to approve.
 */
const ADMIN: Account = { email: 'office.moderator@example.org', password: 'Wood-Duck-Moderate-58', admin: true };
const MEMBER: Account = { email: 'member.pending@example.org', password: 'Marsh-Wren-Pending-31' };
const TITLE = 'E2E Pending Green Heron';

/** Uploads a photo as `who` through the API with a desktop token, as any client may, and adds it to the gallery. */
async function addPhotoAs(server: BuiltServer, who: Account): Promise<string> {
  const token = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password, deviceName: 'Test' }),
  });
  expect(token.status).toBe(201);
  const auth = { authorization: `Bearer ${((await token.json()) as { token: string }).token}` };
  const slot = await fetch(`${server.url}/api/objects/upload`, { method: 'POST', headers: auth });
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3f7d4e' } })
    .jpeg()
    .toBuffer();
  expect(
    (await fetch(uploadURL, { method: 'PUT', body: photo, headers: { 'content-type': 'image/jpeg' } })).status,
  ).toBe(200);
  const added = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ imageURL: uploadURL, title: TITLE }),
  });
  expect(added.status).toBe(201);
  return ((await added.json()) as { imageUrl: string }).imageUrl;
}

describe('desktop app: photos waiting for approval', () => {
  let server: BuiltServer;
  let harness: DesktopHarness;
  let browser: Browser;
  let context: BrowserContext;
  let imageUrl: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
    await createAccount(server, MEMBER);
    imageUrl = await addPhotoAs(server, MEMBER);
    harness = await startDesktopHarness(server.url);
    context = await browser.newContext(DESKTOP);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await harness?.stop();
    await server?.stop();
  });

  it("the admin's gallery screen shows the pending photo, which the site refuses to anyone signed out", async () => {
    expect((await fetch(server.url + imageUrl)).status).toBe(404);

    const page = await openPage(context);
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
