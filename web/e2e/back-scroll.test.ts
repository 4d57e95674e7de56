import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from './support/browser';
import { sessionCookie, type Account } from './support/accounts';
import { createEventViaApi } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

const ADMIN: Account = { email: 'scroll-admin@example.org', password: 'Back-Scroll-Admin-42', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** How far down the list the visitor was, as on a phone in the field; less where the list is shorter. */
const WANTED_Y = 2500;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the events list down and opens the first event whose link is then on screen; the position it left. */
async function openEventFromDeepInList(page: Page): Promise<number> {
  const y = await page.evaluate((wanted) => {
    const most = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(wanted, most - 10));
    return Math.round(window.scrollY);
  }, WANTED_Y);
  expect(y).toBeGreaterThan(400);
  const link = await page.evaluateHandle(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.event-grid a[href^="/events/"]')].find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 80 && r.bottom < window.innerHeight;
    }),
  );
  const title = await link.evaluate((a) => a!.textContent!.trim());
  await link.asElement()!.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return y;
}

/** Back on the list, the window returns to where the visitor left it (a few pixels either way: a phone scales and rounds). */
async function expectBackAt(page: Page, y: number) {
  await page.locator('.event-grid').waitFor();
  await expect.poll(() => scrollY(page), { interval: 50 }).toBeGreaterThanOrEqual(y - 3);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(3);
}

describe('Back and Forward keep the place on the page', () => {
  const site = useSite([ADMIN]);

  beforeAll(async () => {
    // A list long enough to scroll far on a laptop too.
    const cookie = await sessionCookie(site.server, ADMIN);
    for (let i = 1; i <= 9; i++) {
      await createEventViaApi(site.server, cookie, {
        title: `E2E Scroll Walk ${i}`,
        description: 'A walk along the long list.',
        date: inDays(20 + i),
        time: '9:00 AM',
        location: 'Trailhead',
      });
    }
  });

  it.each(VISITOR_WIDTHS)(
    'with scripts: Back returns to the list where it was, a new page starts at the top, on %s',
    async (_, width) => {
      const context = await site.browser.newContext(width);
      const page = await openPage(context);
      await page.goto(`${site.server.url}/events`);
      await waitForHydration(page);
      const y = await openEventFromDeepInList(page);
      expect(await scrollY(page)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await expectBackAt(page, y);

      // Forward: the event again, where it was left.
      await page.goForward();
      await page.locator('.event-detail h1').waitFor();
      await expect.poll(() => scrollY(page), { interval: 50 }).toBe(300);

      // A new navigation (the page's own Back to Events link, not the browser's Back) starts at the top.
      await page.getByRole('link', { name: 'Back to Events' }).click();
      await page.locator('.event-grid').waitFor();
      expect(await scrollY(page)).toBe(0);
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)('without scripts: Back returns to the list where it was, on %s', async (_, width) => {
    const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
    const page = await openPage(context);
    await page.goto(`${site.server.url}/events`);
    const y = await openEventFromDeepInList(page);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expectBackAt(page, y);
    page.expectNoErrors();
    await context.close();
  });
});
