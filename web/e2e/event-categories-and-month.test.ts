import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie } from './support/accounts';
import { createEventViaApi } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import { addMonths, monthOf, monthTitle } from '../../shared/lib/eventMonth';

/** Two months from now, so every event the test makes is still to come whatever the day. */
const month = addMonths(monthOf(new Date()), 2);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

const ourTitles = (page: Page) =>
  page
    .locator('.event-grid .event-card-title')
    .allTextContents()
    .then((titles) => titles.map((t) => t.trim()).filter((t) => t.startsWith('E2E Kind')));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Events have a kind from the settings' list; the events page filters by it and shows a month as a calendar, both
 * by plain links with addresses of their own, so they work before and without scripts, on a phone and a laptop.
 */
describe('event categories and the month view', () => {
  const site = useSite();

  beforeAll(async () => {
    const cookie = await adminCookie(site.server, 'kinds-admin@example.org');
    for (const [title, category, date, startTime] of [
      ['E2E Kind Owl Walk', 'Walk', day(6), '18:00'],
      ['E2E Kind Trail Workday', 'Workday', day(13), '09:00'],
      ['E2E Kind Bark Walk', 'Walk', day(20), '10:00'],
    ] as const) {
      await createEventViaApi(site.server, cookie, {
        title,
        description: 'An event made by the categories test.',
        date,
        startTime,
        endTime: null,
        category,
        location: 'Visitor centre',
      });
    }
  });

  it.each(VISITOR_WIDTHS)('filters by kind without scripts, each kind at its own address, on %s', async (_, width) => {
    const page = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
    await page.goto(`${site.server.url}/events`);
    const kinds = page.getByRole('navigation', { name: 'Kinds of event' });
    await kinds.getByRole('link', { name: 'Walk', exact: true }).click();
    expect(query(page)).toEqual({ category: 'walk' });
    expect(await ourTitles(page)).toEqual(['E2E Kind Owl Walk', 'E2E Kind Bark Walk']);
    expect(await kinds.getByRole('link', { name: 'Walk', exact: true }).getAttribute('aria-current')).toBe('page');
    await kinds.getByRole('link', { name: 'Workday', exact: true }).click();
    expect(await ourTitles(page)).toEqual(['E2E Kind Trail Workday']);
    await kinds.getByRole('link', { name: 'All events' }).click();
    expect(query(page)).toEqual({});
    expect(await ourTitles(page)).toHaveLength(3);
    expect(await overflows(page)).toBe(false);
  });

  it.each(VISITOR_WIDTHS)(
    'shows a month as a calendar, moved through by links, without scripts, on %s',
    async (_, width) => {
      const page = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
      await page.goto(`${site.server.url}/events?view=month&month=${addMonths(month, -1)}`);
      await page.getByRole('link', { name: monthTitle(month), exact: true }).click();
      expect(query(page)).toEqual({ view: 'month', month });
      const calendar = page.getByRole('table', { name: `Events in ${monthTitle(month)}` });
      await expect.poll(() => calendar.getByRole('link', { name: /E2E Kind/ }).count()).toBe(3);
      // The workday sits on its day, with its time.
      const cell = calendar.locator('td.has-events', { has: page.locator(`time[datetime="${day(13)}"]`) });
      expect((await cell.textContent())?.replace(/\s+/g, ' ')).toContain('9:00 AM E2E Kind Trail Workday');
      // On a phone only the days with events show, each with its weekday and month.
      if (width.viewport.width < 640) {
        expect(await cell.locator('.event-month-weekday').isVisible()).toBe(true);
        expect(await calendar.locator('thead').isVisible()).toBe(false);
      } else {
        expect(await calendar.locator('thead').isVisible()).toBe(true);
      }
      expect(await overflows(page)).toBe(false);
      // The kind filter holds in the month too.
      await page
        .getByRole('navigation', { name: 'Kinds of event' })
        .getByRole('link', { name: 'Workday', exact: true })
        .click();
      expect(query(page)).toEqual({ view: 'month', month, category: 'workday' });
      await expect.poll(() => calendar.getByRole('link', { name: /E2E Kind/ }).count()).toBe(1);
      await calendar.getByRole('link', { name: /E2E Kind Trail Workday/ }).click();
      await page.getByRole('heading', { level: 1, name: 'E2E Kind Trail Workday' }).waitFor();
    },
  );

  it('with scripts, the links change the address in place and the settings name the kinds', async () => {
    const page = await pageForTry(site.browser);
    await page.goto(`${site.server.url}/events?category=walk`);
    await waitForHydration(page);
    expect(await ourTitles(page)).toEqual(['E2E Kind Owl Walk', 'E2E Kind Bark Walk']);
    await page.getByRole('navigation', { name: 'Show events as' }).getByRole('link', { name: 'Month' }).click();
    await expect.poll(() => query(page)).toEqual({ category: 'walk', view: 'month' });
    await page.getByRole('navigation', { name: 'Show events as' }).getByRole('link', { name: 'List' }).click();
    await expect.poll(() => query(page)).toEqual({ category: 'walk' });
    await expectAccessible(page);
    const names = await page.getByRole('navigation', { name: 'Kinds of event' }).getByRole('link').allTextContents();
    expect(names).toEqual(['All events', 'Walk', 'Workday', 'Talk', 'Family', 'Meeting']);
  });
});
