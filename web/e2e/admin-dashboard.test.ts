import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { signedInPage, type Account } from './support/accounts';
import { useSite } from './support/site';
import type { EventDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.dashboard@example.org', password: 'Osprey-Nest-Admin-42', admin: true };

describe('admin dashboard in the browser', () => {
  const site = useSite([ADMIN]);

  it('shows the numbers and links', async () => {
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
    for (const name of ['Manage Events', 'Volunteers', 'Gallery']) await nav.getByRole('link', { name }).waitFor();
    await nav.getByRole('link', { name: /^Contact Messages \(\d+ unread\)$/ }).waitFor();
    const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Events' }) });
    await expect(recent.getByRole('listitem').count()).resolves.toBeLessThanOrEqual(5);
    await expectAccessible(page);

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
