import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from './support/browser';
import { sessionCookie, type Account } from './support/accounts';
import { createEventViaApi } from './support/events';
import { untilServed } from './support/database';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import type { EventDto } from '../../shared/api/types';

/**
 * A season's long lists arrive a page at a time: /events and /past-events show twelve cards and a "Show more events"
 * link (an address, so it works without scripts), and the home page carries only the next few events in its data,
 * not the whole list.
 */
const ADMIN: Account = { email: 'list-pages-admin@example.org', password: 'List-Pages-Admin-42', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PAGE = 12;
const LAST_TITLE = 'E2E Paged Walk 30';

const cardCount = (page: Page) => page.locator('.event-grid > li').count();

/** Which card (from 1) holds the focused element; 0 when focus is outside the grid. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const li = document.activeElement?.closest('.event-grid > li');
    return li ? [...li.parentElement!.children].indexOf(li) + 1 : 0;
  });

async function listedCounts(url: string): Promise<{ upcoming: number; past: number }> {
  const events = (await (await fetch(`${url}/api/events`)).json()) as EventDto[];
  const now = Date.now();
  // Dates here are whole days far from today, so the day alone says which list an event is on.
  const upcoming = events.filter((e) => e.isActive && new Date(e.date).getTime() > now).length;
  const past = events.filter((e) => new Date(e.date).getTime() < now - 86_400_000).length;
  return { upcoming, past };
}

describe('long event lists come a page at a time', () => {
  const site = useSite([ADMIN]);
  let counts = { upcoming: 0, past: 0 };

  beforeAll(async () => {
    const cookie = await sessionCookie(site.server, ADMIN);
    for (let i = 1; i <= 30; i++) {
      await createEventViaApi(site.server, cookie, {
        title: `E2E Paged Walk ${i}`,
        description: 'One walk of a long season.',
        date: inDays(40 + i),
        time: '9:00 AM',
        location: 'Trailhead',
      });
    }
    for (let i = 1; i <= 14; i++) {
      await createEventViaApi(site.server, cookie, {
        title: `E2E Old Walk ${i}`,
        description: 'A walk of an earlier year.',
        date: `2018-05-${String(i + 1).padStart(2, '0')}`,
        time: '9:00 AM',
        location: 'Trailhead',
        isActive: false,
      });
    }
    await untilServed(site.server, '/events?shown=48', LAST_TITLE);
    counts = await listedCounts(site.server.url);
    expect(counts.upcoming).toBeGreaterThan(2 * PAGE);
    expect(counts.past).toBeGreaterThan(PAGE);
  });

  it.each(VISITOR_WIDTHS)(
    'with scripts: twelve cards, then more in place with focus on the first new one, kept on reload and Back, on %s',
    async (_, width) => {
      const context = await site.browser.newContext(width);
      const page = await openPage(context);
      await page.goto(`${site.server.url}/events`);
      await waitForHydration(page);
      expect(await cardCount(page)).toBe(PAGE);
      expect(await page.locator('.event-grid-count').textContent()).toBe(`${PAGE} of ${counts.upcoming} events shown`);

      const more = page.getByRole('link', { name: 'Show more events' });
      await more.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await more.click();
      await expect.poll(() => cardCount(page)).toBe(2 * PAGE);
      await expect.poll(() => focusedCard(page)).toBe(PAGE + 1);
      expect(new URL(page.url()).searchParams.get('shown')).toBe(String(2 * PAGE));
      // The list grew below the visitor: the window did not jump back to the top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before - 5);

      // The address keeps the count: a reload renders as many cards.
      await page.reload();
      await waitForHydration(page);
      expect(await cardCount(page)).toBe(2 * PAGE);

      // Open the 20th card's event, come Back: the same cards, the same place.
      const card = page.locator('.event-grid > li').nth(19);
      await card.scrollIntoViewIfNeeded();
      const title = (await card.locator('a[href^="/events/"]').first().textContent())!.trim();
      const y = await page.evaluate(() => Math.round(window.scrollY));
      await card.locator('a[href^="/events/"]').first().click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.goBack();
      await expect.poll(() => cardCount(page)).toBe(2 * PAGE);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 5);

      // Past events page the same way.
      await page.goto(`${site.server.url}/past-events`);
      await waitForHydration(page);
      expect(await cardCount(page)).toBe(PAGE);
      await page.getByRole('link', { name: 'Show more events' }).click();
      await expect.poll(() => cardCount(page)).toBe(Math.min(counts.past, 2 * PAGE));
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)(
    'without scripts: the link opens the next page at its first new card, on %s',
    async (_, width) => {
      const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
      const page = await openPage(context);
      await page.goto(`${site.server.url}/events`);
      expect(await cardCount(page)).toBe(PAGE);
      expect(await page.getByText(LAST_TITLE).count()).toBe(0);
      await page.getByRole('link', { name: 'Show more events' }).click();
      await page.waitForURL((url) => url.searchParams.get('shown') === String(2 * PAGE));
      expect(new URL(page.url()).hash).toBe(`#event-card-${PAGE + 1}`);
      expect(await cardCount(page)).toBe(2 * PAGE);
      // The browser scrolled to the first new card, just below the sticky header.
      const top = await page.locator(`#event-card-${PAGE + 1}`).evaluate((li) => li.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(100);
      // Every page of the list is an address of its own; the last shows all and offers no more.
      await page.goto(`${site.server.url}/events?shown=${counts.upcoming + PAGE}`);
      expect(await cardCount(page)).toBe(counts.upcoming);
      await page.getByText(LAST_TITLE).waitFor();
      expect(await page.getByRole('link', { name: 'Show more events' }).count()).toBe(0);
      page.expectNoErrors();
      await context.close();
    },
  );

  it('the home page carries only the next few events, not the whole list', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const data = html.match(/<script[^>]*id="__data"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(data.length).toBeGreaterThan(0);
    expect(data).toContain('/api/upcoming-events');
    expect(data).not.toContain('"/api/events"');
    expect(html).not.toContain(LAST_TITLE);
    const context = await site.browser.newContext(VISITOR_WIDTHS[0][1]);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    expect(await page.locator('.upcoming-list > li').count()).toBe(3);
    page.expectNoErrors();
    await context.close();
  });
});
