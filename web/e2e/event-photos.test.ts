import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie } from './support/accounts';
import { createEventViaApi } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

const TITLE = 'E2E Heron Count';

/**
 * An event's pictures open larger in the gallery's lightbox: each has its own address (shared, it opens with the
 * page, also without scripts), the keyboard opens, steps and closes it, and Back closes it.
 */
describe("an event's photos open larger", () => {
  const site = useSite();
  let path: string;

  beforeAll(async () => {
    const cookie = await adminCookie(site.server, 'event-photos-admin@example.org');
    const gallery = (await (await fetch(`${site.server.url}/api/gallery`)).json()) as Array<{ imageUrl: string }>;
    const id = await createEventViaApi(site.server, cookie, {
      title: TITLE,
      description: 'Counting herons along the east pond.',
      date: preserveCalendarDay(new Date(Date.now() + 12 * 86_400_000)),
      time: '8:00 AM',
      location: 'East pond',
      imageUrls: gallery.slice(0, 3).map((g) => g.imageUrl),
    });
    path = `/events/${id}`;
  });

  const lightbox = (page: Page) => page.locator('dialog.lightbox');
  const photoInAddress = (page: Page) => new URL(page.url()).searchParams.get('photo');
  async function expectShowing(page: Page, n: number) {
    const name = n === 1 ? TITLE : `${TITLE}, photo ${n}`;
    await lightbox(page).getByRole('heading', { name, exact: true }).waitFor();
    await lightbox(page).getByText(`${n} of 3`, { exact: true }).waitFor();
    await expect.poll(() => photoInAddress(page)).toBe(String(n));
    await expect(lightbox(page).evaluate((d) => d.matches(':modal'))).resolves.toBe(true);
  }

  it.each(VISITOR_WIDTHS)('a thumbnail opens larger; arrows step, Escape and Back close, on %s', async (_, width) => {
    const page = await pageForTry(site.browser, width);
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    const thumbs = page.getByRole('list', { name: 'More photos' });
    await expect(thumbs.getByRole('link').count()).resolves.toBe(2);

    // By keyboard: the thumbnail is a link like any other.
    const second = thumbs.getByRole('link', { name: `View larger: ${TITLE}, photo 2` });
    await second.focus();
    await page.keyboard.press('Enter');
    await expectShowing(page, 2);
    const larger = lightbox(page).getByRole('img', { name: `${TITLE}, photo 2` });
    await expect
      .poll(() => larger.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 1);

    // Escape closes it and gives the focus back to the picture it showed last.
    await page.keyboard.press('Escape');
    await lightbox(page).waitFor({ state: 'hidden' });
    await expect.poll(() => photoInAddress(page)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`View larger: ${TITLE}`);

    // The main picture opens too; Back closes the lightbox and stays on the event.
    await page.getByRole('link', { name: `View larger: ${TITLE}`, exact: true }).click();
    await expectShowing(page, 1);
    await page.goBack();
    await lightbox(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    page.expectNoErrors();
  });

  it.each(VISITOR_WIDTHS)('a shared address opens its picture, with and without scripts, on %s', async (_, width) => {
    const page = await pageForTry(site.browser, width);
    await page.goto(`${site.server.url}${path}?photo=3`);
    await waitForHydration(page);
    await expectShowing(page, 3);
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await lightbox(page).waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    page.expectNoErrors();

    const plain = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
    await plain.goto(`${site.server.url}${path}?photo=2`);
    await lightbox(plain)
      .getByRole('heading', { name: `${TITLE}, photo 2`, exact: true })
      .waitFor();
    await lightbox(plain).getByRole('link', { name: 'Next photo' }).click();
    await plain.waitForURL((url) => url.searchParams.get('photo') === '3');
    await lightbox(plain)
      .getByRole('heading', { name: `${TITLE}, photo 3`, exact: true })
      .waitFor();
    await lightbox(plain).getByRole('button', { name: 'Close' }).click();
    await lightbox(plain).waitFor({ state: 'hidden' });
    plain.expectNoErrors();
  });
});
