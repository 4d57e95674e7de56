import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, waitForHydration } from './support/browser';
import { signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { restoreTablesWhenTryEnds } from './support/database';
import { expectServedWithoutLocation } from './support/servedImages';
import { carriesExif, jpegOfSize, photoWithGps, SECRET_SPOT } from '../../server/test/images';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants';

const ADMIN: Account = { email: 'admin.s3upload@example.org', password: 'Kestrel-Ridge-Admin-42', admin: true };
const TITLE = 'E2E Orchid Stored In The Bucket';

/**
 * The real upload dialog on the S3 driver: the browser PUTs the photo straight to a presigned URL on the
 * loopback S3 server (another origin, so CORS and the site's CSP connect-src both have to allow it), and
 * the site processes it when it is added. The local-disk flow is in gallery-upload.test.ts.
 */
describe('gallery uploads to S3 storage in the browser', () => {
  const site = useSite([ADMIN], {}, { s3: true });

  it('uploads a 10 MB GPS-tagged photo to the bucket through the dialog with progress; every served size is free of the location', async () => {
    // A retry uploads into the gallery its first try met (no picture of this title yet).
    restoreTablesWhenTryEnds(site.server, ['gallery_images', 'hidden_images']);
    const s3 = site.server.s3!;
    // A phone-sized file just under the limit, still carrying its GPS position and camera facts.
    const photo = jpegOfSize(await photoWithGps(), IMAGE_UPLOAD_MAX_BYTES - 1024);
    expect(photo.length).toBeGreaterThan(10_000_000);
    expect(carriesExif(photo)).toBe(true);
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    await signIn(page, site.server.url, ADMIN, '/gallery');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Image' });
    await dialog.getByLabel('Image', { exact: true }).waitFor();

    // A phone's upload speed, so the progress bar has values between 0 and 100 to show.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4_000_000,
    });
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { progressSeen: number[] }).progressSeen = []);
      new MutationObserver(() => {
        const v = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
        if (!Number.isNaN(v) && seen[seen.length - 1] !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'orchid.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByText('File uploaded successfully! Now add details and submit.').waitFor({ timeout: 45_000 });
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

    // The file went to the bucket, not through the site.
    expect(puts).toHaveLength(1);
    const put = new URL(puts[0]);
    expect(put.origin).toBe(s3.endpoint);
    const id = put.pathname.split('/').pop()!;
    expect(s3.object(`incoming/${id}`)?.body.length).toBe(photo.length);

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByRole('button', { name: 'Add to Gallery' }).click();
    await page.getByText('Image uploaded successfully!').waitFor();
    const tile = page.getByRole('button', { name: TITLE });
    await tile.waitFor();

    // Processed into uploads/{id} (with its sizes) and the raw upload, GPS and all, removed from the bucket.
    expect(s3.keys()).toContain(`uploads/${id}`);
    expect(s3.keys()).not.toContain(`incoming/${id}`);
    const src = await tile.locator('img').getAttribute('src');
    expect(src).toBe(`/objects/uploads/${id}`);
    // An admin's photo is public at once: served to anyone, with the long cache, from the bucket through the site.
    await expectServedWithoutLocation(
      site.server,
      src!,
      [SECRET_SPOT.latitude, SECRET_SPOT.longitude, 'PhoneMaker', 'Owl Watcher'],
      {
        cacheControl: 'public, max-age=31536000, immutable',
      },
    );
    // A CSP violation or a CORS refusal would have shown up as a console error.
    page.expectNoErrors();
    await context.close();
  }, 120_000); // 10 MB through a throttled link and the image pipeline, on a shared 2-core machine
});
