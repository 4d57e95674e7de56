import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, PHONE } from './support/browser';
import { sessionCookie, signedInPage, type Account } from './support/accounts';
import { deleteEventsTitled } from './support/events';
import { addPhotoAs } from './support/uploads';
import { useSite } from './support/site';
import { LAPTOP } from './support/widths';
import type { EventDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.bulk-past@example.org', password: 'Osprey-Nest-Bulk-42', admin: true };
const NOT_STORED = 'Not a stored image. Choose one with Pick Stored Images, or upload the photo to the gallery first.';

/** Nothing on the page is wider than the window. */
async function fitsTheWidth(page: Page) {
  const { page: width, viewport } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(width).toBeLessThanOrEqual(viewport);
}

describe('the bulk past-event creator in the browser', () => {
  const site = useSite([ADMIN]);

  it.each([
    ['a laptop', LAPTOP, 1996],
    ['a phone', PHONE, 1997],
  ] as const)(
    'on %s: the preview is a form, an invented path is flagged and never created, picked stored images become past events with their pictures',
    async (_label, device, year) => {
      const title = `Barn raising ${year}`;
      const cookie = await sessionCookie(site.server, ADMIN);
      // A retry starts without the events its first try created.
      await deleteEventsTitled(site.server, cookie, new RegExp(`^(Barn raising|Hay day) ${year}$`));
      // Each try's own photos, so a retry's picker names one of each.
      const run = Date.now().toString(36);
      const [barn, hay] = [
        await addPhotoAs(site.server, ADMIN, `Barn photo ${year} ${run}`),
        await addPhotoAs(site.server, ADMIN, `Hay photo ${year} ${run}`),
      ];
      const { context, page } = await signedInPage(site.browser, site.server, ADMIN, '/admin', device);
      await page.getByRole('heading', { name: 'Bulk Past Events' }).waitFor();
      // Where paths come from, said beside the box.
      await page.getByText('Every photo uploaded to the gallery (or to an event) is stored').waitFor();

      const invented = `/images/${year}/annual-meeting.jpg`;
      await page.getByLabel('Image paths (one per line)').fill(`${invented}\n${barn.imageUrl}`);
      await page.getByRole('heading', { name: 'Preview: 1 event will be created, 1 path will not' }).waitFor();
      const flagged = page.getByRole('group', { name: /^Event 1:/ });
      await flagged.getByText(NOT_STORED).waitFor();

      // The picker: tick a stored photo instead of typing its path.
      await page.getByRole('button', { name: 'Pick Stored Images' }).click();
      const picker = page.getByRole('dialog', { name: 'Pick Stored Images' });
      await picker.getByRole('checkbox', { name: hay.title }).check();
      await expectAccessible(page);
      await picker.getByRole('button', { name: 'Add 1 Image' }).click();
      await page.getByRole('heading', { name: 'Preview: 2 events will be created, 1 path will not' }).waitFor();

      // Every proposal is editable before creating.
      const second = page.getByRole('group', { name: /^Event 2:/ });
      await expect(second.getByLabel('Time').inputValue()).resolves.toBe('10:00 AM');
      await expect(second.getByLabel('Location').inputValue()).resolves.toMatch(/^Mapleton Preserve/);
      await second.getByLabel('Title').fill(title);
      await second.getByLabel('Date').fill(`${year}-09-04`);
      await second.getByLabel('Time').fill('2:30 PM');
      await second.getByLabel('Location').fill('The old barn');
      await second.getByLabel('Description').fill('Neighbours raised the barn in a day.');
      await page
        .getByRole('group', { name: /^Event 3:/ })
        .getByLabel('Title')
        .fill(`Hay day ${year}`);
      await page
        .getByRole('group', { name: /^Event 3:/ })
        .getByLabel('Date')
        .fill(`${year}-07-01`);
      await fitsTheWidth(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Create 2 Past Events' }).click();
      await page.getByText('Past Events Created!').waitFor();
      await expect(page.getByLabel('Image paths (one per line)').inputValue()).resolves.toBe(invented);

      const events = (await (await fetch(`${site.server.url}/api/events`)).json()) as EventDto[];
      expect(events.some((e) => e.imageUrl === invented)).toBe(false);
      expect(events.find((e) => e.title === title)).toMatchObject({
        isActive: false,
        time: '2:30 PM',
        location: 'The old barn',
        imageUrl: barn.imageUrl,
      });

      // On /past-events: both with their own pictures, which load (no "Image unavailable").
      await page.goto(`${site.server.url}/past-events`);
      for (const [name, photo] of [
        [title, barn],
        [`Hay day ${year}`, hay],
      ] as const) {
        const card = page.locator('article', { has: page.getByRole('link', { name, exact: true }) });
        const img = card.locator('img').first();
        await img.scrollIntoViewIfNeeded();
        await expect(img.getAttribute('src')).resolves.toContain(photo.imageUrl);
        await page.waitForFunction(
          (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          await img.elementHandle(),
        );
      }
      page.expectNoErrors();
      await context.close();
    },
    150_000,
  );
});
