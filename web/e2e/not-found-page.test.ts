import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openPage, pageForTry, waitForHydration } from './support/browser';
import { adminCookie } from './support/accounts';
import { createEventViaApi } from './support/events';
import { insertGalleryRows } from './support/database';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

const PHOTO_ID = '00000000-0000-4000-8000-404000000001';

describe('the page for an address that does not exist', () => {
  const site = useSite();
  let eventId: string;

  beforeAll(async () => {
    insertGalleryRows(site.server, [
      { id: PHOTO_ID, title: 'E2E Kingfisher over the Pond', category: 'wildlife', displayOrder: -1 },
      { id: '00000000-0000-4000-8000-404000000002', title: 'E2E Unrelated Heron', displayOrder: 0 },
    ]);
    const cookie = await adminCookie(site.server, 'not-found-admin@example.org');
    eventId = await createEventViaApi(site.server, cookie, {
      title: 'E2E Kingfisher Walk',
      description: 'Looking for kingfishers along the creek.',
      date: preserveCalendarDay(new Date(Date.now() + 10 * 86_400_000)),
      time: '7:30 AM',
      location: 'Creek trail',
    });
  });

  it.each(VISITOR_WIDTHS)('offers visitors ways on, and no note for developers, on %s', async (_, width) => {
    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    const res = await page.goto(site.server.url + '/no-such-page');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await main.textContent()).not.toMatch(/developer|routes\.tsx|router/i);
    for (const [name, path] of [
      ['Upcoming events', '/events'],
      ['Past events', '/past-events'],
      ['Photo gallery', '/gallery'],
      ['Contact us', '/#contact'],
      ['Go Home', '/'],
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(path);
    }
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Photo gallery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Conservation in Action' }).waitFor();
    // The 404's own status is the one console error the page logs.
    expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it.each(VISITOR_WIDTHS)('searches the events and the photos, with and without scripts, on %s', async (_, width) => {
    const page = await pageForTry(site.browser, width);
    await page.goto(site.server.url + '/no-such-page');
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Site' });
    await form.getByLabel('Search events and photos').fill('kingfisher');
    await form.getByLabel('Search events and photos').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'kingfisher');
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await main.getByText('1 event and 1 photo match “kingfisher”.').waitFor();
    const events = main.getByRole('region', { name: 'Events' });
    await expect(events.getByRole('link', { name: 'E2E Kingfisher Walk' }).getAttribute('href')).resolves.toBe(
      `/events/${eventId}`,
    );
    const photos = main.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('link').allTextContents()).resolves.toContain('E2E Kingfisher over the Pond');
    await expect(
      photos.getByRole('link', { name: 'See these photos in the gallery' }).getAttribute('href'),
    ).resolves.toBe('/gallery?q=kingfisher');
    await expect(main.getByLabel('Search events and photos').inputValue()).resolves.toBe('kingfisher');
    await expectAccessible(page);

    // A photo opens in the gallery's lightbox, among the photos of the same search.
    await photos.getByRole('link', { name: 'E2E Kingfisher over the Pond' }).click();
    const dialog = page.locator('dialog.lightbox');
    await dialog.getByRole('heading', { name: 'E2E Kingfisher over the Pond' }).waitFor();
    await dialog.getByText('1 of 1', { exact: true }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'kingfisher', photo: PHOTO_ID });
    // The 404's own status is the one console error the pages log.
    expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);

    // Only the matches travel with the results page, not the whole gallery.
    const html = await (await fetch(`${site.server.url}/search?q=kingfisher`)).text();
    expect(html).toContain('E2E Kingfisher over the Pond');
    expect(html).not.toContain('E2E Unrelated Heron');

    const plain = await pageForTry(site.browser, { ...width, javaScriptEnabled: false });
    await plain.goto(site.server.url + '/no-such-page');
    await plain.getByLabel('Search events and photos').fill('no-such-thing-here');
    await plain.getByRole('button', { name: 'Search' }).click();
    await plain.waitForURL((url) => url.pathname === '/search');
    await plain.getByText('0 events and 0 photos match “no-such-thing-here”.').waitFor();
    await plain.getByText('No event matches.', { exact: false }).waitFor();
    await plain.getByLabel('Search events and photos').fill('creek');
    await plain.getByRole('button', { name: 'Search' }).click();
    await plain.waitForURL((url) => url.searchParams.get('q') === 'creek');
    await plain.getByRole('link', { name: 'E2E Kingfisher Walk' }).waitFor();
    expect(plain.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
