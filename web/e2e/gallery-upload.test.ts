import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { expectServedWithoutLocation } from './support/servedImages';
import { cookieHeader, createAccount, endSessionElsewhere, signIn, type Account } from './support/accounts';
import type { GalleryImageDto } from '../../shared/api/types';
import { restoreTablesWhenTryEnds } from './support/database';
import { addPhotoAs, approvePhoto } from './support/uploads';

const MEMBER: Account = { email: 'member.upload@example.org', password: 'Meadow-Lark-Upload-42', firstName: 'Mira' };
const ADMIN: Account = { email: 'admin.upload@example.org', password: 'Heron-Pond-Admin-42', admin: true };
const TITLE = 'E2E Orchid By The Stream';
/** Where the orchid grows: it must not leave the server in any served file. */
const LATITUDE = '40/1 22/1 1717/100';

/**
 * A phone-sized photo: noise keeps the JPEG big (about 2-3 MB) the way real detail does, and the EXIF
 * carries a GPS position and a camera name that the pipeline must strip.
 */
async function phonePhotoWithGps(): Promise<Buffer> {
  const width = 2000;
  const height = 1400;
  const pixels = crypto.randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'TrailPhone', Model: 'Field 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: LATITUDE, GPSLongitudeRef: 'W', GPSLongitude: '74/1 38/1 2020/100' },
    })
    .toBuffer();
}

async function galleryAs(server: BuiltServer, cookie?: string): Promise<GalleryImageDto[]> {
  const res = await fetch(`${server.url}/api/gallery`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as GalleryImageDto[];
}

describe('gallery uploads in the browser', () => {
  let server: BuiltServer;
  let browser: Browser;
  let photo: Buffer;
  let deletions = 0;

  beforeAll(async () => {
    [server, browser, photo] = await Promise.all([startBuiltServer(), launchBrowser(), phonePhotoWithGps()]);
    await createAccount(server, MEMBER);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(who: Account) {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, who, '/gallery');
    await waitForHydration(page);
    return { context, page };
  }

  async function openDialog(page: Page) {
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Image' });
    await dialog.getByLabel('Image', { exact: true }).waitFor(); // the lazily loaded uploader is in
    return dialog;
  }

  it('offers no upload button to visitors', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/gallery`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Conservation in Action' }).waitFor();
    await expect(page.getByRole('button', { name: 'Upload Image' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('a member uploads a GPS-tagged phone photo with progress; it waits for approval, then an admin publishes it', async () => {
    // A retry uploads into the gallery its first try met (no picture of this title yet).
    restoreTablesWhenTryEnds(server, ['gallery_images', 'hidden_images']);
    expect(photo.length).toBeGreaterThan(2_000_000);
    expect(photo.length).toBeLessThan(3_500_000);
    expect(photo.toString('latin1')).toContain('TrailPhone');

    const { context, page } = await signedIn(MEMBER);
    const dialog = await openDialog(page);
    await expectAccessible(page);
    const submit = dialog.getByRole('button', { name: 'Add to Gallery' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByText('Please provide a title and upload an image').waitFor();
    await expect(dialog.getByLabel('Category').inputValue()).resolves.toBe('conservation');

    // Slow the upload down so the progress bar has something to show, and record every value it takes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { progressSeen: number[] }).progressSeen = []);
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const v = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen[seen.length - 1] !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'orchid.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await dialog.getByText('File uploaded successfully! Now add details and submit.').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress values seen: ${seen.join(', ')}`,
    ).toBe(true);

    // A file alone is not enough: the title is required too.
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Found beside the stream in June.');
    await dialog.getByLabel('Category').selectOption('wildlife');
    await expect(submit.isDisabled()).resolves.toBe(false);
    await expectAccessible(page);
    await submit.click();

    // The notice says the photo waits for an admin's approval.
    await page.getByText('Thank you! Your photo is waiting for approval').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const tile = page.getByRole('button', { name: TITLE });
    await tile.waitFor();
    await expect(tile.textContent()).resolves.toContain('Pending approval');

    // The member sees it as pending; visitors do not see it at all.
    const memberCookie = await cookieHeader(context, server.url);
    const mine = (await galleryAs(server, memberCookie)).find((i) => i.title === TITLE);
    expect(mine).toMatchObject({ pending: true, category: 'wildlife', altText: TITLE });
    expect((await galleryAs(server)).some((i) => i.title === TITLE)).toBe(false);
    // Nor its file: until an admin approves it, only its uploader (and admins) may fetch it, and nothing caches it.
    expect((await fetch(`${server.url}${mine!.imageUrl}?w=640`)).status).toBe(404);

    // The stored picture and every size its srcset offers are WebP with no trace of where or with what it was taken.
    const widths = await expectServedWithoutLocation(server, mine!.imageUrl, [LATITUDE, 'TrailPhone'], {
      cookie: memberCookie,
      cacheControl: 'private, no-store',
    });
    expect(new Set(widths).size, `widths served: ${widths.join(', ')}`).toBeGreaterThan(1);
    page.expectNoErrors();
    await context.close();

    // An admin approves it from the lightbox; then it is public.
    const admin = await signedIn(ADMIN);
    const pendingTile = admin.page.getByRole('button', { name: TITLE });
    await expect(pendingTile.textContent()).resolves.toContain('Pending approval');
    await pendingTile.click();
    const lightbox = admin.page.getByRole('dialog', { name: TITLE });
    await lightbox.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Image approved').waitFor();
    await expect.poll(async () => (await galleryAs(server)).some((i) => i.title === TITLE)).toBe(true);
    await expectServedWithoutLocation(server, mine!.imageUrl, [LATITUDE, 'TrailPhone'], {
      cacheControl: 'public, max-age=31536000, immutable',
    });
    admin.page.expectNoErrors();
    await admin.context.close();
  }, 120_000); // a throttled upload, every served size fetched and decoded, then a second session

  it('shows the upload error for a text file named .jpg and keeps submit disabled', async () => {
    const { context, page } = await signedIn(MEMBER);
    const dialog = await openDialog(page);
    await dialog.getByLabel('Title').fill('E2E Not A Picture');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Field notes, not a photo.\n'.repeat(40)),
    });
    await dialog.getByRole('alert').getByText('File upload failed. Please try again.').waitFor({ timeout: 30_000 });
    await page.locator('.toast-title', { hasText: 'Upload Failed' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Add to Gallery' }).isDisabled()).resolves.toBe(true);

    // A file the browser already knows is not an accepted image never leaves it.
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await dialog.getByText('Please choose a JPEG, PNG or WebP image.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Upload Image');
    await context.close();
  });

  it('gets a fresh URL and tries again when the server says the upload URL has expired', async () => {
    const { context, page } = await signedIn(MEMBER);
    const dialog = await openDialog(page);
    // The first PUT goes out with its expiry moved into the past, so the real server refuses it with
    // 403 'Request has expired'; later PUTs pass untouched.
    const puts: string[] = [];
    await page.route('**/objects/upload/**', async (route) => {
      const url = new URL(route.request().url());
      if (puts.push(url.pathname) === 1) url.searchParams.set('expires', '1000');
      await route.continue({ url: url.toString() });
    });
    const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4f7f52' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'moss.jpg', mimeType: 'image/jpeg', buffer: small });
    await dialog.getByText('File uploaded successfully! Now add details and submit.').waitFor({ timeout: 30_000 });
    expect(puts).toHaveLength(2);
    expect(puts[0], 'the retry must use a new URL, not the spent one').not.toBe(puts[1]);
    await context.close();
  });

  it("says it could not get an upload URL when the member's session has ended", async () => {
    const { context, page } = await signedIn(MEMBER);
    const dialog = await openDialog(page);
    await endSessionElsewhere(context, server.url);
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: small });
    await dialog
      .getByRole('alert')
      .getByText('Failed to get upload URL. Please try again.')
      .waitFor({ timeout: 30_000 });
    await page.locator('.toast-title', { hasText: 'Upload Error' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Add to Gallery' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it('lets the uploader delete their own picture after a confirmation', async () => {
    // A picture of this try's own, uploaded by the member and approved, so the test needs nothing another left.
    const title = `E2E Fern By The Path ${++deletions}`;
    const uploaded = await addPhotoAs(server, MEMBER, title);
    await approvePhoto(server, ADMIN, uploaded.id);
    const { context, page } = await signedIn(MEMBER);
    const before = (await galleryAs(server)).find((i) => i.title === title);
    expect(before).toBeDefined();
    await page.getByRole('button', { name: title }).click();
    const lightbox = page.getByRole('dialog', { name: title });
    await lightbox.getByRole('button', { name: 'Delete Image' }).click();
    // Asking first: 'Keep it' takes focus, so a stray Enter does no harm.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Keep it');
    await lightbox.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Image removed successfully!').waitFor();
    await page.getByRole('button', { name: title }).waitFor({ state: 'detached' });
    expect((await galleryAs(server)).some((i) => i.title === title)).toBe(false);
    await expect(fetch(server.url + before!.imageUrl).then((r) => r.status)).resolves.toBe(404);
    page.expectNoErrors();
    await context.close();
  });
});
