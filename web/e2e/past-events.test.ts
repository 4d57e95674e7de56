import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCookie } from './support/accounts';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';
import { PHONE, expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { untilServed, writeToDatabase } from './support/database';

/**
 * What a past event tells a visitor, on a phone and on a laptop: the "X / Y attended" line only when someone came
 * (counted from check-ins when there were any), and never an offer to add the event to a calendar.
 */

/** A common laptop screen. */
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Nothing on the page puts the event into a calendar: no section, no file link, no Google Calendar link. */
async function expectNoCalendarOffer(page: Page) {
  expect(await page.getByRole('region', { name: 'Add to calendar' }).count()).toBe(0);
  expect(await page.locator('a[href$="/calendar.ics"], a[href*="calendar.google.com"]').count()).toBe(0);
  expect(await page.getByText(/add to calendar/i).count()).toBe(0);
}

describe('past events: attendance and calendars', () => {
  const site = useSite();

  it('leaves out "attended" where nobody was counted, shows who came otherwise, and offers no calendar', async () => {
    const { server } = site;
    const cookie = await adminCookie(server, 'past-events-admin@example.org');
    // Own titles on each try, so a retry never finds the first try's events.
    const stamp = Date.now();
    const meetingTitle = `E2E Annual Meeting ${stamp}`;
    const walkTitle = `E2E Counted Walk ${stamp}`;
    const meeting = await createEventViaApi(server, cookie, {
      title: meetingTitle,
      description: 'Members met under the big maple.',
      date: '2019-06-15',
      time: '10:00 AM',
      location: 'The preserve',
      maxCapacity: 40,
      isActive: false,
    });
    removeEventWhenTryEnds(server, cookie, meeting);
    const walk = await createEventViaApi(server, cookie, {
      title: walkTitle,
      description: 'A walk whose people were counted at the trailhead.',
      date: inDays(5),
      time: '9:00 AM',
      location: 'Trailhead',
      maxCapacity: 12,
    });
    removeEventWhenTryEnds(server, cookie, walk);
    for (const name of ['ada', 'bo', 'cal']) {
      await registerViaApi(server, walk, {
        firstName: name,
        lastName: 'Walker',
        email: `${name}.${stamp}@example.org`,
      });
    }
    // Two of the three were checked in at the trailhead; then the walk's day moves back a few years.
    writeToDatabase(server, (db) => {
      db.prepare(
        `UPDATE event_registrations SET checked_in_at = ? WHERE event_id = ? AND first_name IN ('ada', 'bo')`,
      ).run(new Date().toISOString(), walk);
      db.prepare(`UPDATE events SET date = replace(date, substr(date, 1, 4), '2020') WHERE id = ?`).run(walk);
    });
    await untilServed(server, '/past-events', walkTitle);

    for (const [name, device] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      const page = await pageForTry(site.browser, device);
      await page.goto(`${server.url}/past-events`);
      await waitForHydration(page);
      const meetingCard = page.locator('.past-event-card', { hasText: meetingTitle });
      await meetingCard.getByText('Past Event').waitFor();
      expect(await meetingCard.getByText(/attended/).count(), name).toBe(0);
      const walkCard = page.locator('.past-event-card', { hasText: walkTitle });
      await walkCard.getByText('2 / 12 attended').waitFor();
      await expectNoCalendarOffer(page);
      await expectAccessible(page);

      await meetingCard.getByRole('link', { name: meetingTitle }).click();
      await page.waitForURL(`**/events/${meeting}`);
      await page.getByRole('heading', { name: 'Past Event' }).waitFor();
      await page.getByText('This event has already taken place.').waitFor();
      expect(await page.getByText(/attended/).count(), name).toBe(0);
      await expectNoCalendarOffer(page);

      // Loaded afresh, as a visitor arriving from a search result would.
      await page.goto(`${server.url}/events/${walk}`);
      await waitForHydration(page);
      await page.getByText('2 / 12 attended').waitFor();
      await expectNoCalendarOffer(page);
      await expectAccessible(page);
      page.expectNoErrors();
    }
  });
});
