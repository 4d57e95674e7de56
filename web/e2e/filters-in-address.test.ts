import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie } from './support/accounts';
import { createEventViaApi } from './support/events';
import { insertGalleryRows } from './support/database';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

/** Enough pictures before the last one that it lies past the gallery's first page (24). */
const FILLERS = 30;
const fillerId = (i: number) => `00000000-0000-4000-8000-${String(200000000000 + i)}`;

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const ourTitles = (page: Page) =>
  page
    .locator('.gallery-tile-caption')
    .allTextContents()
    .then((titles) => titles.filter((t) => t.startsWith('E2E Address')));
const eventTitles = (page: Page) =>
  page
    .locator('.event-grid .event-card-title')
    .allTextContents()
    .then((titles) => titles.map((t) => t.trim()).filter((t) => t.startsWith('E2E Address')));

/**
 * The gallery's and the events list's filters are part of the address: a reload, Back and a shared link keep them
 * (a shared one is rendered filtered by the server, before and without scripts), and a photo opened from a filtered
 * gallery keeps the filter in its own address.
 */
describe('filters in the address', () => {
  const site = useSite();

  beforeAll(async () => {
    insertGalleryRows(site.server, [
      { id: fillerId(900), title: 'E2E Address Heron', category: 'wildlife', displayOrder: -30 },
      { id: fillerId(901), title: 'E2E Address Fox', category: 'wildlife', displayOrder: -29 },
      { id: fillerId(902), title: 'E2E Address Meadow', category: 'landscapes', displayOrder: -28 },
      ...Array.from({ length: FILLERS }, (_, i) => ({
        id: fillerId(i),
        title: `Filler ${i + 1}`,
        category: 'events',
        displayOrder: 5000 + i,
        position: 'below' as const,
      })),
      // Only the gallery's last page holds it, and its category.
      { id: fillerId(903), title: 'E2E Address Lichen', category: 'lichens', displayOrder: 9000, position: 'below' },
    ]);
    const cookie = await adminCookie(site.server, 'address-admin@example.org');
    for (const [title, days] of [
      ['E2E Address Owl Walk', 9],
      ['E2E Address Aster Talk', 15],
    ] as const) {
      await createEventViaApi(site.server, cookie, {
        title,
        description: 'An event made by the address test.',
        date: preserveCalendarDay(new Date(Date.now() + days * 86_400_000)),
        time: '6:00 PM',
        location: 'Visitor centre',
      });
    }
  });

  it.each(VISITOR_WIDTHS)(
    'the gallery keeps its category and search through a reload, a photo, Back and a shared link, on %s',
    async (_, width) => {
      const page = await pageForTry(site.browser, width);
      await page.goto(`${site.server.url}/gallery`);
      await waitForHydration(page);
      const filter = page.getByRole('group', { name: 'Filter by category' });
      await filter.getByRole('button', { name: 'Wildlife' }).click();
      await expect.poll(() => query(page)).toEqual({ category: 'wildlife' });
      await expect.poll(() => ourTitles(page)).toEqual(['E2E Address Heron', 'E2E Address Fox']);
      await page.getByLabel('Search photos').fill('fox');
      await expect.poll(() => query(page)).toEqual({ category: 'wildlife', q: 'fox' });
      await expect.poll(() => ourTitles(page)).toEqual(['E2E Address Fox']);

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel('Search photos').inputValue()).resolves.toBe('fox');
      await expect(filter.getByRole('button', { name: 'Wildlife' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect.poll(() => ourTitles(page)).toEqual(['E2E Address Fox']);

      // The open photo's address keeps the filter, and so does the gallery's once it is closed.
      await page.locator('.gallery-tile', { hasText: 'E2E Address Fox' }).click();
      const dialog = page.locator('dialog.lightbox');
      await dialog.getByRole('heading', { name: 'E2E Address Fox' }).waitFor();
      await dialog.getByText('1 of 1', { exact: true }).waitFor();
      await expect.poll(() => query(page)).toEqual({ category: 'wildlife', q: 'fox', photo: fillerId(901) });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => query(page)).toEqual({ category: 'wildlife', q: 'fox' });

      // Away and Back: the filtered gallery again.
      await page.getByRole('link', { name: 'Get Involved' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Conservation in Action' }).waitFor();
      expect(query(page)).toEqual({ category: 'wildlife', q: 'fox' });
      await expect.poll(() => page.getByLabel('Search photos').inputValue()).toBe('fox');
      await expect.poll(() => ourTitles(page)).toEqual(['E2E Address Fox']);

      await page.getByLabel('Search photos').fill('');
      await expect.poll(() => query(page)).toEqual({ category: 'wildlife' });
      await filter.getByRole('button', { name: 'All' }).click();
      await expect.poll(() => query(page)).toEqual({});
      page.expectNoErrors();
    },
  );

  it.each(VISITOR_WIDTHS)(
    'a shared filtered gallery shows every match at once, also past the first page and without scripts, on %s',
    async (_, width) => {
      const html = await (await fetch(`${site.server.url}/gallery?category=lichens`)).text();
      expect(html).toContain('E2E Address Lichen');

      const page = await pageForTry(site.browser, width);
      await page.goto(`${site.server.url}/gallery?category=lichens`);
      await waitForHydration(page);
      const lichens = page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Lichens' });
      await expect(lichens.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect.poll(() => ourTitles(page)).toEqual(['E2E Address Lichen']);
      await expectAccessible(page);
      page.expectNoErrors();

      const plain = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
      await plain.goto(`${site.server.url}/gallery?q=heron`);
      await expect(ourTitles(plain)).resolves.toEqual(['E2E Address Heron']);
      plain.expectNoErrors();
    },
  );

  it.each(VISITOR_WIDTHS)(
    'the events list keeps its search and order through a reload, an event and Back, and a shared link, on %s',
    async (_, width) => {
      const page = await pageForTry(site.browser, width);
      await page.goto(`${site.server.url}/events`);
      await waitForHydration(page);
      const search = page.getByLabel('Search events');
      await search.fill('E2E Address');
      await expect.poll(() => query(page)).toEqual({ q: 'E2E Address' });
      await expect.poll(() => eventTitles(page)).toEqual(['E2E Address Owl Walk', 'E2E Address Aster Talk']);
      await page.getByLabel('Sort by').selectOption('title');
      await expect.poll(() => query(page)).toEqual({ q: 'E2E Address', sort: 'title' });
      await expect.poll(() => eventTitles(page)).toEqual(['E2E Address Aster Talk', 'E2E Address Owl Walk']);

      await page.reload();
      await waitForHydration(page);
      await expect(search.inputValue()).resolves.toBe('E2E Address');
      await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('title');
      await expect.poll(() => eventTitles(page)).toEqual(['E2E Address Aster Talk', 'E2E Address Owl Walk']);

      await search.fill('owl walk');
      await expect.poll(() => eventTitles(page)).toEqual(['E2E Address Owl Walk']);
      await page.getByRole('link', { name: /E2E Address Owl Walk/ }).click();
      await page.getByRole('heading', { level: 1, name: 'E2E Address Owl Walk' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Events & Programs' }).waitFor();
      expect(query(page)).toEqual({ q: 'owl walk', sort: 'title' });
      await expect.poll(() => search.inputValue()).toBe('owl walk');
      await expect.poll(() => eventTitles(page)).toEqual(['E2E Address Owl Walk']);
      page.expectNoErrors();

      // Shared, the address shows the same list before and without scripts.
      const plain = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
      await plain.goto(`${site.server.url}/events?q=aster&sort=title`);
      await expect(eventTitles(plain)).resolves.toEqual(['E2E Address Aster Talk']);
      await expect(plain.getByLabel('Search events').inputValue()).resolves.toBe('aster');
      await expect(plain.getByLabel('Sort by').inputValue()).resolves.toBe('title');
      plain.expectNoErrors();
    },
  );
});
