import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { GALLERY_FIRST_PAGE } from '../../shared/constants';
import { DESKTOP, PHONE, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { insertGalleryRows, untilServed } from './support/database';

interface Row {
  id?: string;
  title: string;
  description?: string;
  category: string | null;
  position?: 'above' | 'below';
  imageUrl?: string;
}

// Same-origin pictures that always load; the broken one is added by its own test.
const PICTURE = '/api/placeholder-image';
const ROWS: Row[] = [
  { title: 'E2E Great Blue Heron', description: 'A heron waits at the edge of the pond.', category: 'wildlife' },
  { title: 'E2E Meadow Mowing', description: 'Keeping the meadow open for grassland birds.', category: 'conservation' },
  { title: 'E2E Trail Crew', description: 'Volunteers spread mulch on the woodland loop.', category: 'events' },
  { title: 'E2E Winter Fields', description: 'Snow over the old nursery rows.', category: 'landscapes' },
  { title: 'E2E Bee Balm', description: 'Bumblebees on bee balm in July.', category: 'pollinators' },
  { title: 'E2E Oak Planting', category: 'conservation' },
  {
    title: 'E2E Fox Tracks',
    description: 'Prints in fresh snow near the heron pond.',
    category: 'wildlife',
    position: 'below',
  },
  { title: 'E2E Annual Picnic', category: 'events', position: 'below' },
  { title: 'E2E Sunset Ridge', category: 'landscapes', position: 'below' },
];

/**
 * The test writes its pictures straight into the server's SQLite file (the server reads committed rows on
 * every request); uploading through the dialog is gallery-upload.test.ts's job.
 */
function insertImages(server: BuiltServer, rows: Row[]) {
  insertGalleryRows(
    server,
    rows.map((r, i) => ({ ...r, imageUrl: r.imageUrl ?? PICTURE, displayOrder: 100 + i })),
  );
}

const tileTitles = (page: Page) => page.locator('.gallery-tile-caption').allTextContents();
const e2eTitles = async (page: Page) => (await tileTitles(page)).filter((t) => t.startsWith('E2E '));

describe('gallery', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    insertImages(server, ROWS);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit(device: typeof DESKTOP | typeof PHONE, url = '/gallery') {
    const context = await browser.newContext(device);
    const page = await openPage(context);
    const res = await page.goto(server.url + url);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    return { context, page };
  }

  it('is rendered on the server with its pictures', async () => {
    const res = await fetch(`${server.url}/gallery`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = html.slice(0, html.indexOf('<script type="application/json" id="__data">'));
    expect(body).toContain('Conservation in Action');
    expect(body).toContain('E2E Great Blue Heron');
    expect(body).toContain('placeholder="Search photos..."');
    expect(body).toContain('Be Part of the Story');
  });

  for (const [name, device, columns] of [
    ['phone', PHONE, 2],
    ['desktop', DESKTOP, 4],
  ] as const) {
    it(`hydrates without errors, passes axe and shows ${columns} square columns at ${name} size`, async () => {
      const { context, page } = await visit(device);
      await expectAccessible(page);
      const grid = page.locator('.gallery-grid').first();
      await expect(grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).resolves.toBe(
        columns,
      );
      const box = await page.locator('.gallery-tile-media').first().boundingBox();
      expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);

      await page.getByRole('button', { name: 'E2E Great Blue Heron' }).click();
      await page.getByRole('dialog', { name: 'E2E Great Blue Heron' }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      page.expectNoErrors();
      await context.close();
    });
  }

  it('puts the first eight pictures above a divider and the rest below', async () => {
    const { context, page } = await visit(DESKTOP);
    const total = ((await (await fetch(`${server.url}/api/gallery`)).json()) as unknown[]).length;
    expect(total).toBeGreaterThan(GALLERY_FIRST_PAGE); // so the page starts with part of it
    await expect(page.locator('[data-section="above"] > li').count()).resolves.toBe(8);
    await expect(page.locator('[data-section="below"] > li').count()).resolves.toBe(GALLERY_FIRST_PAGE - 8);
    await page.getByRole('heading', { name: 'More from the Preserve' }).waitFor();
    // The rest follows the divider once loaded, when the end of the page is scrolled near.
    await page.locator('.gallery-more').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-section="below"] > li').count()).toBe(total - 8);
    await expect(page.locator('[data-section="above"] > li').count()).resolves.toBe(8);
    await expect(page.getByRole('button', { name: 'Load more photos' }).count()).resolves.toBe(0);
    const cta = page.getByRole('link', { name: 'Get Involved' });
    await expect(cta.getAttribute('href')).resolves.toBe('/#volunteer');
    await context.close();
  });

  it('opens a lightbox by click or keyboard, closes it with Escape and returns focus to the picture', async () => {
    const { context, page } = await visit(DESKTOP);
    const tile = page.getByRole('button', { name: 'E2E Great Blue Heron' });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'E2E Great Blue Heron' });
    await dialog.waitFor();
    await dialog.getByText('A heron waits at the edge of the pond.').waitFor();
    await dialog.getByText('Category: Wildlife').waitFor();
    await expect(dialog.locator('img').getAttribute('alt')).resolves.toBe('E2E Great Blue Heron');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('E2E Great Blue Heron');

    // Keyboard only: Enter on the focused picture opens it, the Close button shuts it.
    await page.getByRole('button', { name: 'E2E Bee Balm' }).focus();
    await page.keyboard.press('Enter');
    const bee = page.getByRole('dialog', { name: 'E2E Bee Balm' });
    await bee.getByText('Category: Pollinators').waitFor();
    await bee.getByRole('button', { name: 'Close' }).click();
    await bee.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('E2E Bee Balm');
    page.expectNoErrors();
    await context.close();
  });

  it('filters by category and search, and Clear Filters brings everything back', async () => {
    const { context, page } = await visit(PHONE);
    // Filtering searches the whole gallery, so afterwards all of it is on the page, in gallery order.
    const all = ((await (await fetch(`${server.url}/api/gallery`)).json()) as Array<{ title: string }>).map(
      (i) => i.title,
    );
    const filter = page.getByRole('group', { name: 'Filter by category' });
    const labels = await filter.getByRole('button').allTextContents();
    expect(labels.slice(0, 5)).toEqual(['All', 'Conservation', 'Events', 'Wildlife', 'Landscapes']);
    expect(labels).toContain('Pollinators'); // a category found only in the data

    const wildlife = filter.getByRole('button', { name: 'Wildlife' });
    await wildlife.click();
    await expect.poll(() => wildlife.getAttribute('aria-pressed')).toBe('true');
    await expect(filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect.poll(() => e2eTitles(page)).toEqual(['E2E Great Blue Heron', 'E2E Fox Tracks']);

    await filter.getByRole('button', { name: 'All' }).click();
    const search = page.getByLabel('Search photos');
    await expect(search.getAttribute('placeholder')).resolves.toBe('Search photos...');
    await search.fill('HERON'); // title, and the fox's description
    await expect.poll(() => e2eTitles(page)).toEqual(['E2E Great Blue Heron', 'E2E Fox Tracks']);
    await search.fill('bumblebees'); // description only
    await expect.poll(() => e2eTitles(page)).toEqual(['E2E Bee Balm']);

    await filter.getByRole('button', { name: 'Landscapes' }).click(); // search and category together: nothing
    await page.getByRole('heading', { name: 'No images found' }).waitFor();
    await page.getByText('No images match your search or the selected category.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => tileTitles(page)).toEqual(all);
    await expect(search.inputValue()).resolves.toBe('');
    await expect(filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe('true');
    page.expectNoErrors();
    await context.close();
  });

  it('shows search and filter results as one plain grid, without the section divider', async () => {
    const { context, page } = await visit(DESKTOP);
    const divider = page.getByRole('heading', { name: 'More from the Preserve' });
    await expect(divider.isVisible()).resolves.toBe(true);
    const search = page.getByLabel('Search photos');
    // Both pictures sit below the divider in the gallery's order.
    for (const [term, titles] of [
      ['picnic', ['E2E Annual Picnic']],
      ['E2E', null],
    ] as const) {
      await search.fill(term);
      if (titles) await expect.poll(() => e2eTitles(page)).toEqual(titles);
      else await expect.poll(() => e2eTitles(page).then((t) => t.length)).toBe(ROWS.length);
      await expect(divider.count()).resolves.toBe(0);
      await expect(page.locator('.gallery-grid').count()).resolves.toBe(1);
      await expect(page.getByRole('list', { name: 'Matching photos' }).isVisible()).resolves.toBe(true);
    }
    await search.fill('');
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Landscapes' }).click();
    await expect.poll(() => e2eTitles(page)).toEqual(['E2E Winter Fields', 'E2E Sunset Ridge']);
    await expect(divider.count()).resolves.toBe(0);
    await expect(page.locator('.gallery-grid').count()).resolves.toBe(1);
    await expectAccessible(page);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
    await divider.waitFor();
    page.expectNoErrors();
    await context.close();
  });

  it('shows the loading state on client-side navigation, and the empty state without filters', async () => {
    const { context, page } = await visit(DESKTOP, '/about');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/gallery/first-page', async (route) => {
      await released;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ images: [], nextCursor: null }),
      });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await page.getByText('Loading gallery...').waitFor();
    release();
    await page.getByRole('heading', { name: 'No images found' }).waitFor();
    await page.getByText(/^Check back soon/).waitFor();
    await expect(page.getByRole('button', { name: 'Clear Filters' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('replaces a picture that fails to load with the server placeholder', async () => {
    insertImages(server, [
      {
        id: '5c1d2e3f-0000-4000-8000-00000000beef',
        title: 'E2E Missing Picture',
        category: 'events',
        imageUrl: '/objects/uploads/00000000-0000-4000-8000-00000000beef',
      },
    ]);
    await untilServed(server, '/gallery', 'E2E Missing Picture');
    const { context, page } = await visit(DESKTOP);
    const img = page.locator('.gallery-tile', { hasText: 'E2E Missing Picture' }).locator('img');
    await img.scrollIntoViewIfNeeded(); // tiles load lazily
    await expect.poll(() => img.getAttribute('src')).toBe('/api/placeholder-image');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});
