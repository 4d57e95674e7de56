import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { sessionCookie, signedInPage, type Account } from './support/accounts';
import { deleteEventsTitled } from './support/events';
import { useSite } from './support/site';
import type { EventDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.dashboard@example.org', password: 'Osprey-Nest-Admin-42', admin: true };
// Years the demo content does not use, so the titles name only these events; known file names show bundled pictures.
const PATHS = ['/archive/1998/annual-meeting.jpg', '', '   ', 'attached_assets/photos/1999/spring-cleanup.jpg'];

describe('admin dashboard in the browser', () => {
  const site = useSite([ADMIN]);

  it('shows the numbers and links; bulk-creates past events that appear inactive in the admin list and on /past-events', async () => {
    // A retry starts without the events its first try created.
    const cookie = await sessionCookie(site.server, ADMIN);
    await deleteEventsTitled(site.server, cookie, /^FMP Annual Meeting 199[89]$/);
    const { context, page } = await signedInPage(site.browser, site.server, ADMIN, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const events = (await (await fetch(`${site.server.url}/api/events`)).json()) as EventDto[];
    const active = events.filter((e) => e.isActive).length;
    await page.locator('.adm-stats').getByText('Active events').waitFor();
    await page
      .locator('.adm-stats .bp6-card', { hasText: 'Active events' })
      .getByText(String(active), { exact: true })
      .waitFor();
    const registrations = events.reduce((n, e) => n + e.currentRegistrations, 0);
    await page
      .locator('.adm-stats .bp6-card', { hasText: 'Total registrations' })
      .getByText(String(registrations), { exact: true })
      .waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Manage Events', 'View Volunteers', 'Gallery']) await nav.getByRole('link', { name }).waitFor();
    await nav.getByRole('link', { name: /^Contact Messages \(\d+ unread\)$/ }).waitFor();
    const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Events' }) });
    await expect(recent.getByRole('listitem').count()).resolves.toBeLessThanOrEqual(5);
    await expectAccessible(page);

    // Nothing typed: nothing to create.
    await page.getByRole('button', { name: 'Create Past Events' }).click();
    await page.getByText('No Events to Create').waitFor();

    // Two real paths among blank lines: the preview shows exactly two events with the bulk creator's defaults.
    await page.getByLabel('Image paths (one per line)').fill(PATHS.join('\n'));
    const preview = page.getByRole('table');
    await preview.getByText('Preview: 2 events will be created').waitFor();
    await preview.getByText('FMP Annual Meeting 1998').waitFor();
    await preview.getByText('FMP Annual Meeting 1999').waitFor();
    await preview.getByText('June 15, 1998', { exact: false }).waitFor();
    await expect(preview.getByText('Mapleton Preserve, Kingston NJ').count()).resolves.toBe(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create 2 Past Events' }).click();
    await page.getByText('Past Events Created!').waitFor();
    await expect(page.getByLabel('Image paths (one per line)').inputValue()).resolves.toBe('');

    const created = ((await (await fetch(`${site.server.url}/api/events`)).json()) as EventDto[]).filter((e) =>
      /^FMP Annual Meeting 199[89]$/.test(e.title),
    );
    expect(created).toHaveLength(2);
    for (const e of created)
      expect(e).toMatchObject({ isActive: false, time: '10:00 AM', location: 'Mapleton Preserve, Kingston NJ' });
    expect(created.find((e) => e.title.endsWith('1998'))).toMatchObject({
      date: '1998-06-15T14:00:00.000Z',
      imageUrl: PATHS[0],
    });

    // In the admin list (reached inside the app): inactive.
    await nav.getByRole('link', { name: 'Manage Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Events' }).waitFor();
    for (const title of ['FMP Annual Meeting 1998', 'FMP Annual Meeting 1999']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await card.getByText('Inactive', { exact: true }).waitFor();
    }

    // On /past-events (through the site's own navigation): listed as past events, newest first.
    await page.getByRole('link', { name: 'Past Events', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Past Events' }).waitFor();
    const card1999 = page.locator('article', {
      has: page.getByRole('link', { name: 'FMP Annual Meeting 1999', exact: true }),
    });
    await card1999.getByText('Past Event', { exact: true }).waitFor();
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.indexOf('FMP Annual Meeting 1999')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('FMP Annual Meeting 1999')).toBeLessThan(titles.indexOf('FMP Annual Meeting 1998'));

    // They are not upcoming, so the events page does not offer them.
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Events & Programs' }).waitFor();
    await expect(page.getByText('FMP Annual Meeting 1998').count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  }, 150_000);

  it('the Newsletter link opens the newsletter screen, with its counts, in the web admin', async () => {
    const email = `e2e.news.${Date.now()}@example.org`;
    const res = await fetch(`${site.server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Wren' }),
    });
    expect(res.status).toBe(202);
    const { context, page } = await signedInPage(site.browser, site.server, ADMIN, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/newsletter');
    await page.getByRole('region', { name: 'Subscriber counts' }).getByText('Pending').waitFor();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByText('Wren').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
