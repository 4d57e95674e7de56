import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openPage, waitForHydration } from './support/browser';
import { insertGalleryRows } from './support/database';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

/** Enough photos that the gallery has pages after its first (24). */
const EXTRA = 30;
const extraId = (i: number) => `00000000-0000-4000-8000-${String(100000000000 + i)}`;

interface Photo {
  id: string;
  title: string;
}

/**
 * The lightbox steps through the photos (buttons, arrow keys, a swipe) and says where it stands; each photo has
 * its own address, so Back closes it and a shared address opens it, also before and without scripts.
 */
describe('the gallery lightbox pages through the photos', () => {
  const site = useSite();
  let photos: Photo[];

  beforeAll(async () => {
    insertGalleryRows(
      site.server,
      Array.from({ length: EXTRA }, (_, i) => ({
        id: extraId(i),
        title: `E2E Paging Photo ${i + 1}`,
        displayOrder: 5000 + i,
        position: 'below' as const,
      })),
    );
    photos = (await (await fetch(`${site.server.url}/api/gallery`)).json()) as Photo[];
    expect(photos.length).toBeGreaterThan(24 + 3);
  });

  const dialogOf = (page: Page) => page.locator('dialog.lightbox');
  const photoInAddress = (page: Page) => new URL(page.url()).searchParams.get('photo');
  /** Waits until the lightbox shows `photos[index]`, its position and its address. */
  async function expectShowing(page: Page, index: number) {
    const dialog = dialogOf(page);
    await dialog.getByRole('heading', { name: photos[index].title, exact: true }).waitFor();
    await dialog.getByText(`${index + 1} of ${photos.length}`, { exact: true }).waitFor();
    expect(photoInAddress(page)).toBe(photos[index].id);
  }

  it.each(VISITOR_WIDTHS)(
    'previous and next, arrow keys and a swipe step through; Back closes, on %s',
    async (_, width) => {
      const context = await site.browser.newContext(width);
      const page = await openPage(context);
      await page.goto(`${site.server.url}/gallery`);
      await waitForHydration(page);
      await page.locator(`.gallery-tile[data-image-id="${photos[2].id}"]`).click();
      await expectShowing(page, 2);
      const dialog = dialogOf(page);

      await dialog.getByRole('link', { name: 'Next photo' }).click();
      await expectShowing(page, 3);
      await dialog.getByRole('link', { name: 'Previous photo' }).click();
      await expectShowing(page, 2);
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, 3);
      await page.keyboard.press('ArrowLeft');
      await expectShowing(page, 2);

      // A finger swiping left across the photo shows the next one, swiping right the previous one.
      const swipe = (fromX: number, toX: number) =>
        dialog.locator('.lightbox-media').evaluate(
          (el, [a, b]) => {
            const r = el.getBoundingClientRect();
            const y = r.top + r.height / 2;
            const at = (type: string, x: number) =>
              el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerType: 'touch' }));
            at('pointerdown', r.left + r.width * a);
            at('pointerup', r.left + r.width * b);
          },
          [fromX, toX],
        );
      await swipe(0.8, 0.2);
      await expectShowing(page, 3);
      await swipe(0.2, 0.8);
      await expectShowing(page, 2);

      // At the first photo there is no previous one.
      await page.getByRole('link', { name: 'Previous photo' }).click();
      await page.getByRole('link', { name: 'Previous photo' }).click();
      await expectShowing(page, 0);
      await expect(dialog.getByRole('link', { name: 'Previous photo' }).getAttribute('aria-disabled')).resolves.toBe(
        'true',
      );
      await expectAccessible(page);

      // Back closes the photo and stays on the gallery (the steps replaced the open photo's entry).
      await page.goBack();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/gallery');
      expect(photoInAddress(page)).toBeNull();
      await page.getByRole('heading', { level: 1, name: 'Conservation in Action' }).waitFor();
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)('a shared address opens its photo, past the first page too, on %s', async (_, width) => {
    const deep = photos.length - 2;
    const res = await fetch(`${site.server.url}/gallery?photo=${photos[deep].id}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<dialog[^>]*class="lightbox"[^>]*open=""|<dialog[^>]*open=""[^>]*class="lightbox"/);
    expect(html).toContain(`<h2 id="lightbox-title">${photos[deep].title}</h2>`);

    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/gallery?photo=${photos[deep].id}`);
    await waitForHydration(page);
    await expectShowing(page, deep);
    await expect(dialogOf(page).evaluate((d) => d.matches(':modal'))).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, deep + 1);
    await dialogOf(page).getByRole('button', { name: 'Close' }).click();
    await dialogOf(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/gallery');
    page.expectNoErrors();
    await context.close();
  });

  it.each(VISITOR_WIDTHS)(
    'without scripts a shared address shows its photo and Next leads on, on %s',
    async (_, width) => {
      const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
      const page = await openPage(context);
      await page.goto(`${site.server.url}/gallery?photo=${photos[1].id}`);
      const dialog = dialogOf(page);
      await dialog.getByRole('heading', { name: photos[1].title, exact: true }).waitFor();
      await dialog.getByRole('link', { name: 'Next photo' }).click();
      await page.waitForURL((url) => url.searchParams.get('photo') === photos[2].id);
      await dialog.getByRole('heading', { name: photos[2].title, exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      page.expectNoErrors();
      await context.close();
    },
  );
});
