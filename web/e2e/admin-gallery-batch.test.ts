import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expectAccessible, PHONE } from './support/browser';
import { signedInPage, type Account } from './support/accounts';
import { useSite } from './support/site';
import { LAPTOP } from './support/widths';
import type { GalleryImageDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.gallery-batch@example.org', password: 'Cedar-Waxwing-Batch-42', admin: true };

/** A small real JPEG, its colour from `n` so no two are the same file. */
const photo = (n: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: (n * 37) % 255, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();

async function fitsTheWidth(page: Page) {
  const { width, viewport } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(width).toBeLessThanOrEqual(viewport);
}

async function galleryAsAdmin(page: Page, url: string): Promise<GalleryImageDto[]> {
  return page.evaluate(async (u) => (await (await fetch(`${u}/api/gallery`)).json()) as GalleryImageDto[], url);
}

describe('uploading many photos at once in the admin gallery', () => {
  const site = useSite([ADMIN]);

  it.each([
    ['a laptop', LAPTOP],
    ['a phone', PHONE],
  ] as const)(
    'on %s: ten photos chosen and one dropped go up with one category and their own progress, a fake and an oversized file are refused, then alt text and descriptions are set in bulk and shown to visitors',
    async (label, device) => {
      const tag = `${label === 'a phone' ? 'p' : 'l'}${Date.now().toString(36)}`;
      const { context, page } = await signedInPage(site.browser, site.server, ADMIN, '/admin/gallery', device);
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      await page.getByRole('button', { name: 'Upload New Image' }).waitFor();
      await page.getByRole('button', { name: 'Upload Many Images' }).click();
      await page.getByRole('heading', { name: 'Upload Many Images' }).waitFor();
      await page.getByLabel('Category for all').selectOption('wildlife');

      const files = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({
          name: `${tag}_heron_${i + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photo(i),
        })),
      );
      // Text saved under a picture's name: only its bytes show what it is, so the site refuses it.
      files.push({ name: `${tag}_notes.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('field notes '.repeat(50)) });
      await page.getByLabel('Image files').setInputFiles(files);

      // Two more, dragged onto the drop area: a photo, and a file over 10 MB, refused before anything is sent (made
      // in the page, so its bytes need not travel to the browser).
      const dropped = (await photo(99)).toString('base64');
      const transfer = await page.evaluateHandle(
        ({ bytes, name, huge }) => {
          const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
          const dt = new DataTransfer();
          dt.items.add(new File([data], name, { type: 'image/jpeg' }));
          dt.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], huge, { type: 'image/jpeg' }));
          return dt;
        },
        { bytes: dropped, name: `${tag}_dropped.jpg`, huge: `${tag}_huge.jpg` },
      );
      // As a drag from the computer's files arrives: enter, over, then drop.
      for (const type of ['dragenter', 'dragover', 'drop'])
        await page.getByTestId('batch-drop').dispatchEvent(type, { dataTransfer: transfer });

      const list = page.getByRole('list', { name: 'Files to upload' });
      await expect(list.getByRole('listitem').count()).resolves.toBe(13);
      await list
        .locator(`[data-file="${tag}_huge.jpg"]`)
        .getByText('That image is larger than 10 MB. Please choose a smaller one.')
        .waitFor();
      await fitsTheWidth(page);
      await expectAccessible(page);

      // Every file's own progress bar, as it goes.
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { seenBars: Set<string> }).seenBars = seen;
        new MutationObserver(() => {
          for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Upload progress of"]'))
            seen.add(bar.getAttribute('aria-label')!);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await page.getByRole('button', { name: 'Upload 12 Images' }).click();
      await page.getByText('Some Images Were Not Added').waitFor({ timeout: 60_000 });
      for (let i = 1; i <= 10; i++)
        await list.locator(`[data-file="${tag}_heron_${i}.jpg"]`).getByText('Added', { exact: true }).waitFor();
      await list.locator(`[data-file="${tag}_dropped.jpg"]`).getByText('Added', { exact: true }).waitFor();
      await list
        .locator(`[data-file="${tag}_notes.jpg"]`)
        .getByText('That file is not an image we can read. Please choose a JPG, PNG or WebP photo.')
        .waitFor();
      const bars = await page.evaluate(() => [...(window as unknown as { seenBars: Set<string> }).seenBars]);
      expect(bars).toContain(`Upload progress of ${tag}_heron_1.jpg`);
      expect(bars.length).toBeGreaterThanOrEqual(5);

      const mine = (await galleryAsAdmin(page, site.server.url)).filter((i) => i.title.startsWith(tag));
      expect(mine).toHaveLength(11);
      for (const image of mine) expect(image).toMatchObject({ category: 'wildlife', isPublic: true });

      // The words of the photos just added, set together.
      const details = page.getByRole('form', { name: 'Describe the new photos' });
      const first = details.getByRole('group', { name: 'Photo 1', exact: true });
      const second = details.getByRole('group', { name: 'Photo 2', exact: true });
      await expect(first.getByLabel('Title').inputValue()).resolves.toMatch(new RegExp(`^${tag} `));
      const firstTitle = await first.getByLabel('Title').inputValue();
      const firstImage = mine.find((i) => i.title === firstTitle)!;
      await first.getByLabel('Title').fill(`${tag} Great blue heron`);
      await first.getByLabel('Alt text').fill('A great blue heron standing in the shallows of the pond');
      await first.getByLabel('Description').fill('Seen from the boardwalk in May.');
      const secondTitle = await second.getByLabel('Title').inputValue();
      await second.getByLabel('Alt text').fill('Two herons taking off over the reeds');
      await fitsTheWidth(page);
      await expectAccessible(page);
      await details.getByRole('button', { name: 'Save Details of 2 Photos' }).click();
      await page.getByText('Image details saved').waitFor();

      const after = await galleryAsAdmin(page, site.server.url);
      const heron = after.find((i) => i.id === firstImage.id)!;
      expect(heron).toMatchObject({
        title: `${tag} Great blue heron`,
        altText: 'A great blue heron standing in the shallows of the pond',
        description: 'Seen from the boardwalk in May.',
      });
      const plain = after.find((i) => i.title.startsWith(tag) && i.title !== secondTitle && i.id !== heron.id)!;

      // Visitors: the alt text on the photo; a photo without one falls back to its title.
      const visitor = await site.browser.newContext(device);
      const view = await visitor.newPage();
      await view.goto(`${site.server.url}/gallery?photo=${heron.id}`);
      const dialog = view.getByRole('dialog', { name: heron.title });
      await expect(dialog.locator('img').getAttribute('alt')).resolves.toBe(
        'A great blue heron standing in the shallows of the pond',
      );
      await view.goto(`${site.server.url}/gallery?photo=${plain.id}`);
      await expect(view.getByRole('dialog', { name: plain.title }).locator('img').getAttribute('alt')).resolves.toBe(
        plain.title,
      );
      await visitor.close();
      // The browser logs the site's refusal of the text file; nothing else may go wrong.
      expect(
        page.errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
      ).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
