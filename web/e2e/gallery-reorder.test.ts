import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import type { GalleryImageDto } from '../../shared/api/types';
import { insertGalleryRows } from './support/database';

const ADMIN: Account = { email: 'admin.reorder@example.org', password: 'Kestrel-Ridge-Admin-42', admin: true };
const ABOVE = ['R2E Alder', 'R2E Birch', 'R2E Cedar', 'R2E Dogwood'];
const BELOW = ['R2E Elm', 'R2E Fir'];

/**
 * Pictures written straight into the server's SQLite file: ours marked 'above' lead the gallery (the above
 * section holds eight, ADR 012), the 'below' ones come after anything the demo seed holds.
 */
function insertImages(server: BuiltServer) {
  // Fixed ids: written again, the rows are put back in their first order instead of added a second time.
  const id = (n: number) => `7e570000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  insertGalleryRows(server, [
    ...ABOVE.map((title, i) => ({ id: id(i), title, category: 'conservation', displayOrder: -1000 + i })),
    ...BELOW.map((title, i) => ({
      id: id(100 + i),
      title,
      category: 'conservation',
      displayOrder: 2000 + i,
      position: 'below' as const,
    })),
  ]);
}

/** Our pictures in gallery order, as visitors get them, with their sections. */
async function savedOrder(server: BuiltServer): Promise<string[]> {
  const images = (await (await fetch(`${server.url}/api/gallery`)).json()) as GalleryImageDto[];
  return images.filter((i) => i.title.startsWith('R2E ')).map((i) => `${i.position}:${i.title}`);
}

/** The board's two lists (the admin screen's board, shown in place on /gallery) and the pictures' titles in them. */
const SECTION_LISTS = { above: 'Featured photos (above section)', below: 'More from the Preserve (below section)' };
const boardTitles = async (page: Page, section: 'above' | 'below') => {
  const list = page.getByRole('list', { name: SECTION_LISTS[section] });
  // A long section renders in steps and is busy until its last picture is there.
  await list.and(page.locator('[aria-busy="false"]')).waitFor();
  const titles = await list.getByRole('heading', { level: 3 }).allTextContents();
  return titles.filter((x) => x.startsWith('R2E '));
};
const caption = (item: Locator) => item.getByRole('heading', { level: 3 });
const item = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/**
 * A real mouse drag, step by step: press on the source, move in small steps (the HTML5 drag starts only
 * after the pointer moves), pause over the target so it sees dragover events, then release.
 */
async function dragOnto(page: Page, source: Locator, target: Locator) {
  const from = (await caption(source).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await caption(target).boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}

describe('gallery reorder mode', () => {
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

  async function adminGallery(device: typeof DESKTOP = DESKTOP) {
    const context = await browser.newContext(device);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/gallery');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Reorder Images' });
    await button.waitFor(); // the admin tools are a lazy chunk
    return { context, page, button };
  }

  it('is unavailable while a search or a category filter is active, with a warning', async () => {
    const { context, page, button } = await adminGallery();
    await expect(button.isDisabled()).resolves.toBe(false);
    await page.getByLabel('Search photos').fill('birch');
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.getByText('Clear the search and category filter to reorder images.').waitFor();
    await page.getByLabel('Search photos').fill('');
    await expect(button.isDisabled()).resolves.toBe(false);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Wildlife' }).click();
    await expect(button.isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('moves pictures with the keyboard, announces each move, resets, then saves an order that survives a reload', async () => {
    // A retry starts from the first order again, not from the order its first try saved.
    insertImages(server);
    const { context, page, button } = await adminGallery();
    await button.click();
    const save = page.getByRole('button', { name: 'Save Order' });
    const reset = page.getByRole('button', { name: 'Reset' });
    await save.waitFor();
    await expectAccessible(page);
    await expect(save.isDisabled()).resolves.toBe(true);
    await expect(reset.isDisabled()).resolves.toBe(true);
    // No filtering while reordering: the search box steps aside.
    await expect(page.getByLabel('Search photos').count()).resolves.toBe(0);

    // Cedar one place earlier, by keyboard; focus stays on the button that was pressed.
    await item(page, 'R2E Cedar').getByRole('button', { name: 'Move earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(boardTitles(page, 'above')).resolves.toEqual(['R2E Alder', 'R2E Cedar', 'R2E Birch', 'R2E Dogwood']);
    await page.getByRole('status').filter({ hasText: 'R2E Cedar moved to position' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Move earlier: R2E Cedar',
    );
    await expect(save.isDisabled()).resolves.toBe(false);

    // Reset brings back the loaded order and disables itself and Save again.
    await reset.click();
    await expect(boardTitles(page, 'above')).resolves.toEqual(ABOVE);
    await expect(save.isDisabled()).resolves.toBe(true);

    // Now for real: Alder to the end of its section (three presses), Birch into the below section.
    await item(page, 'R2E Alder').getByRole('button', { name: 'Move later' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Space');
    await item(page, 'R2E Birch').getByRole('button', { name: 'Move to below section' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'R2E Birch moved to position 1 of' }).waitFor();
    await expect(boardTitles(page, 'above')).resolves.toEqual(['R2E Cedar', 'R2E Dogwood', 'R2E Alder']);
    await expect(boardTitles(page, 'below')).resolves.toEqual(['R2E Birch', 'R2E Elm', 'R2E Fir']);
    await expectAccessible(page);

    await save.click();
    await page.getByText('Gallery order saved successfully!').waitFor();
    await save.waitFor({ state: 'detached' }); // saving leaves reorder mode
    const expected = [
      'above:R2E Cedar',
      'above:R2E Dogwood',
      'above:R2E Alder',
      'below:R2E Birch',
      'below:R2E Elm',
      'below:R2E Fir',
    ];
    await expect(savedOrder(server)).resolves.toEqual(expected);

    await page.reload();
    await waitForHydration(page);
    const tiles = (await page.locator('.gallery-tile-caption').allTextContents()).filter((t) => t.startsWith('R2E '));
    expect(tiles).toEqual(expected.map((e) => e.split(':')[1]));
    page.expectNoErrors();
    await context.close();
  });

  it('drags a picture onto another (across and within sections) and saves', async () => {
    // Tall enough that both sections fit on screen: a synthetic drag cannot scroll the page on its way.
    const { context, page, button } = await adminGallery({ viewport: { width: 1280, height: 3200 } });
    await button.click();
    await page.getByRole('button', { name: 'Save Order' }).waitFor();
    // Works from whatever order the other tests left, so it can run alone.
    const above = await boardTitles(page, 'above');
    const below = await boardTitles(page, 'below');
    expect(below.length).toBeGreaterThan(1);

    // The last below-section picture dropped on the first above: it goes before it, into the above section.
    const mover = below[below.length - 1];
    await dragOnto(page, item(page, mover), item(page, above[0]));
    const afterCross = [mover, ...above];
    await expect(boardTitles(page, 'above')).resolves.toEqual(afterCross);
    await expect(boardTitles(page, 'below')).resolves.toEqual(below.slice(0, -1));

    // The last above-section picture dropped on the second: within the section.
    const last = afterCross[afterCross.length - 1];
    await dragOnto(page, item(page, last), item(page, afterCross[1]));
    const finalAbove = [afterCross[0], last, ...afterCross.slice(1, -1)];
    await expect(boardTitles(page, 'above')).resolves.toEqual(finalAbove);
    await page
      .getByRole('status')
      .filter({ hasText: `${last} moved to position` })
      .waitFor();

    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.getByText('Gallery order saved successfully!').waitFor();
    await expect(savedOrder(server)).resolves.toEqual([
      ...finalAbove.map((t) => `above:${t}`),
      ...below.slice(0, -1).map((t) => `below:${t}`),
    ]);
    page.expectNoErrors();
    await context.close();
  });
});
