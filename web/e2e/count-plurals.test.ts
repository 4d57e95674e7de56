import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import type { HistorySectionDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'plurals-admin@example.org', password: 'Plural-Counting-Admin-42', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('counts read as English', () => {
  const site = useSite([ADMIN]);

  it.each(VISITOR_WIDTHS)('an event with one seat left says "1 spot remaining" on %s', async (label, width) => {
    const cookie = await sessionCookie(site.server, ADMIN);
    const title = `E2E Last Seat Walk (${label})`;
    const id = await createEventViaApi(site.server, cookie, {
      title,
      description: 'A walk for two.',
      date: inDays(5),
      time: '9:00 AM',
      location: 'Trailhead',
      maxCapacity: 2,
    });
    removeEventWhenTryEnds(site.server, cookie, id);
    await registerViaApi(site.server, id, { firstName: 'Una', lastName: 'Walker', email: 'una.walker@example.org' });

    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/events`);
    await waitForHydration(page);
    const card = page.locator('.event-card').filter({ hasText: title });
    await card.getByText('1 spot remaining', { exact: true }).waitFor();
    await page.goto(`${site.server.url}/events/${id}`);
    await waitForHydration(page);
    await page.locator('main').getByText('1 spot remaining', { exact: true }).first().waitFor();
    expect(await page.locator('body').textContent()).not.toContain('1 spots');
    page.expectNoErrors();
    await context.close();
  });

  it.each(VISITOR_WIDTHS)('the admin history editor counts its visible sections in words on %s', async (_, width) => {
    const sections = (await (await fetch(`${site.server.url}/api/history-content`)).json()) as HistorySectionDto[];
    const visible = sections.filter((s) => s.isVisible).length;
    expect(visible).toBeGreaterThan(1);
    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/history');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Manage History Content' }).click();
    await page.getByText(`Visitors see ${visible} visible sections on the history page.`).waitFor();
    expect(await page.locator('body').textContent()).not.toContain('(s)');
    page.expectNoErrors();
    await context.close();
  });
});
