import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { deleteEventsTitled } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import type { EventDto, RegistrationDto } from '../../shared/api/types';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

const ADMIN: Account = { email: 'season-admin@example.org', password: 'season-admin-pass-1', admin: true };
const year = new Date().getUTCFullYear() + 1;

/**
 * A season as the office runs it, on a phone and a laptop: a workday every two weeks made as a series of six dates
 * in the event form, a change to "this and all later dates", one date called off (the others link it, marked),
 * a volunteer checked in with their hours, and the dashboard's charts of the season with their tables.
 */
describe('a season of events', () => {
  const site = useSite([ADMIN]);
  let cookie = '';
  beforeAll(async () => {
    cookie = await sessionCookie(site.server, ADMIN);
  });
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${site.server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: site.server.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const ours = async (prefix: string) =>
    (await api<EventDto[]>('GET', '/api/events'))
      .filter((e) => e.title.startsWith(prefix))
      .sort((a, b) => a.date.localeCompare(b.date));

  it.each(VISITOR_WIDTHS)(
    'a series of six, edited from one date on, one called off, hours and charts, on %s',
    async (name, width) => {
      const title = `E2E Season Workday ${name === 'a phone' ? 'P' : 'L'}`;
      onTestFinished(() => deleteEventsTitled(site.server, cookie, new RegExp(`^${title}`)));
      const page = await pageForTry(site.browser, width);
      await signIn(page, site.server.url, ADMIN, '/admin/events');
      await waitForHydration(page);

      await page.getByRole('button', { name: 'Create Event' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Event' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Description').fill('Clearing the meadow paths, made by the season test.');
      await dialog.getByLabel('Date', { exact: true }).fill(`${year}-04-03`);
      await dialog.getByLabel('Starts').fill('09:00');
      await dialog.getByLabel('Ends').fill('12:00');
      await dialog.getByLabel('Category').selectOption('Workday');
      await dialog.getByLabel('Repeats').selectOption('fortnightly');
      await dialog.getByLabel('Until').fill(`${year}-06-12`);
      await dialog.getByText(/^Makes 6 events, each with its own seats:/).waitFor();
      await dialog.getByRole('button', { name: 'Create Event' }).click();
      await page.getByText('Series Created!').waitFor();

      const made = await ours(title);
      expect(made.map((e) => preserveCalendarDay(new Date(e.date)))).toEqual([
        `${year}-04-03`,
        `${year}-04-17`,
        `${year}-05-01`,
        `${year}-05-15`,
        `${year}-05-29`,
        `${year}-06-12`,
      ]);
      expect(new Set(made.map((e) => e.seriesId)).size).toBe(1);
      expect(made.every((e) => e.recordsHours && e.time === '9:00 AM - 12:00 PM')).toBe(true);

      // One date's edit reaches that date and every later one; which date the button opened is read from the form.
      // The list shows all six once it has fetched them again after the create.
      const editButtons = page.getByRole('button', { name: `Edit ${title}` });
      await expect.poll(() => editButtons.count(), { timeout: 15_000 }).toBe(6);
      await editButtons.nth(2).click();
      const edit = page.getByRole('dialog', { name: /Edit/ });
      const editedDay = await edit.getByLabel('Date', { exact: true }).inputValue();
      await edit.getByLabel('Title').fill(`${title} at the Barn`);
      await edit.getByText('This event and all later dates of the series').click();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Event Updated!').waitFor();
      const after = await ours(title);
      for (const e of after) {
        const renamed = preserveCalendarDay(new Date(e.date)) >= editedDay;
        expect(e.title, preserveCalendarDay(new Date(e.date))).toBe(renamed ? `${title} at the Barn` : title);
      }

      // One date called off: the first date's page lists the others, that one marked.
      await api('POST', `/api/admin/events/${after[3].id}/cancel`, { message: 'The meadow is flooded.' });
      await page.goto(`${site.server.url}/events/${after[0].id}`);
      const others = page.getByRole('region', { name: 'Other Dates' });
      await expect.poll(() => others.getByRole('link').count()).toBe(5);
      await others.getByText('Cancelled').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The season's charts count what has taken place: a workday three weeks ago, its volunteer typed in from the
      // paper sheet afterwards, is given the workday's three hours.
      const past = new Date(Date.now() - 21 * 86_400_000);
      const held = await api<EventDto>('POST', '/api/admin/events', {
        title: `${title} held`,
        description: 'A workday that took place, made by the season test.',
        date: preserveCalendarDay(past),
        startTime: '09:00',
        endTime: '12:00',
        category: 'Workday',
        recordsHours: true,
      });
      const walkIn = await api<RegistrationDto>('POST', `/api/admin/events/${held.id}/walk-ins`, {
        firstName: 'Val',
        lastName: 'Unteer',
      });
      expect(walkIn.volunteerMinutes).toBe(180);

      await page.goto(`${site.server.url}/admin`);
      await waitForHydration(page);
      const season = page.getByRole('region', { name: 'How the Season Went' });
      for (const chart of [
        'Registrations and attendance per month',
        'Attendance rate per kind of event',
        'Newsletter subscribers',
        'Volunteer hours per month',
      ])
        await season.getByRole('figure', { name: chart }).waitFor();
      const hours = season.getByRole('figure', { name: 'Volunteer hours per month' });
      await hours.getByText('Show as a table').click();
      await expect.poll(() => hours.locator('table').innerText()).toMatch(/\b3\b/);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );
});
