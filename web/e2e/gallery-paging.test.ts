import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { GALLERY_EAGER_THUMBNAILS, GALLERY_FIRST_PAGE, GALLERY_NEXT_PAGE } from '../../shared/constants';
import { insertGalleryRows } from './support/database';

const COUNT = 150;
const title = (i: number) => `P2E Photo ${String(i + 1).padStart(3, '0')}`;

/** A grown gallery, written straight into the server's SQLite file (no demo content, so the count is exact). */
function insertImages(server: BuiltServer) {
  // Only the very last picture is a 'lichens' one, and only its description mentions the old quarry.
  insertGalleryRows(
    server,
    Array.from({ length: COUNT }, (_, i) => {
      const last = i === COUNT - 1;
      return {
        title: title(i),
        description: last ? 'Lichens on the old quarry wall.' : 'A view of the preserve.',
        category: last ? 'lichens' : 'landscapes',
        displayOrder: i,
      };
    }),
  );
}

const tiles = (page: import('playwright-core').Page) => page.locator('.gallery-tile');

describe('a large gallery loads as it is scrolled', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer({ SEED: 'none' }), launchBrowser()]);
    insertImages(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit() {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/gallery`);
    await waitForHydration(page);
    return { context, page };
  }

  it('starts with the first screenful, then loads more pages while scrolling down', async () => {
    const { context, page } = await visit();
    await expect(tiles(page).count()).resolves.toBe(GALLERY_FIRST_PAGE);
    // Only the first row loads at once; every thumbnail is sized before it arrives.
    const loading = await page
      .locator('.gallery-tile img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(0, GALLERY_EAGER_THUMBNAILS)).toEqual(Array(GALLERY_EAGER_THUMBNAILS).fill('eager'));
    expect(loading.slice(GALLERY_EAGER_THUMBNAILS).every((l) => l === 'lazy')).toBe(true);
    const sized = await page
      .locator('.gallery-tile img')
      .evaluateAll((imgs) => imgs.every((i) => i.getAttribute('width') && i.getAttribute('height')));
    expect(sized).toBe(true);
    await expectAccessible(page);

    // Scrolling to the end brings the next page, and the next, until all are in.
    const counts: number[] = [];
    for (let round = 0; round < 10 && counts[counts.length - 1] !== COUNT; round++) {
      const before = await tiles(page).count();
      await page.mouse.wheel(0, 100_000);
      await expect.poll(() => tiles(page).count()).toBeGreaterThan(before);
      counts.push(await tiles(page).count());
    }
    expect(counts[0]).toBe(GALLERY_FIRST_PAGE + GALLERY_NEXT_PAGE);
    expect(counts[counts.length - 1]).toBe(COUNT);
    const titles = await page.locator('.gallery-tile-caption').allTextContents();
    expect(titles).toEqual(Array.from({ length: COUNT }, (_, i) => title(i)));
    await expect(page.getByRole('button', { name: 'Load more photos' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('the Load more photos button works from the keyboard and moves focus to the first new picture', async () => {
    const { context, page } = await visit();
    const button = page.getByRole('button', { name: 'Load more photos' });
    await button.focus();
    // Focusing scrolls the button into view, which may start the automatic load of the next page on its own;
    // let that settle, so the press below is what brings the pictures focus goes to.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('false');
    const before = await tiles(page).count();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title(before));
    await expect(tiles(page).count()).resolves.toBeGreaterThanOrEqual(before + GALLERY_NEXT_PAGE);
    page.expectNoErrors();
    await context.close();
  });

  it('search and category filters find pictures that were not loaded yet', async () => {
    const { context, page } = await visit();
    await expect(tiles(page).count()).resolves.toBe(GALLERY_FIRST_PAGE);
    await page.getByLabel('Search photos').fill('quarry');
    await expect.poll(() => page.locator('.gallery-tile-caption').allTextContents()).toEqual([title(COUNT - 1)]);
    await page.getByLabel('Search photos').fill('');
    // Its category, found only on the last page, is offered once the gallery is in.
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Lichens' }).click();
    await expect.poll(() => page.locator('.gallery-tile-caption').allTextContents()).toEqual([title(COUNT - 1)]);
    page.expectNoErrors();
    await context.close();
  });
});
