import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, PHONE, waitForHydration } from './support/browser';
import { sessionCookie, signIn } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';

const ADMIN = { email: 'event-state-admin@example.org', password: 'a long admin password 56', admin: true };
const WIDE = { viewport: { width: 1366, height: 900 } };

/** Today on the preserve's clock, as the admin form sends dates. */
const preserveToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/**
 * A called-off event stays listed but never looks on: the home page's Coming Up card, the dashboard's recent events
 * and the admin's event list all say Cancelled, and the admin list shows that one state only.
 */
describe('a called-off event is marked wherever it is listed', () => {
  const site = useSite([ADMIN]);
  let tries = 0;

  it('home Coming Up (390 and 1366 px), dashboard recent events and the admin list say Cancelled', async () => {
    const title = `Called-off Owl Prowl ${++tries}`;
    const cookie = await sessionCookie(site.server, ADMIN);
    // Today, late: the soonest of the upcoming events, so it is among the home page's three.
    const id = await createEventViaApi(site.server, cookie, {
      title,
      description: 'Owls at dusk.',
      date: preserveToday(),
      time: '11:30 PM',
      location: 'North meadow',
    });
    removeEventWhenTryEnds(site.server, cookie, id);
    const cancel = await fetch(`${site.server.url}/api/admin/events/${id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ message: 'The meadow is flooded.' }),
    });
    expect(cancel.status, await cancel.text()).toBe(200);

    for (const options of [PHONE, WIDE]) {
      const page = await openPage(await site.browser.newContext(options));
      await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      const card = page.locator('.upcoming-card').filter({ hasText: title });
      await card.waitFor();
      await card.getByText('Cancelled', { exact: true }).waitFor();
      await expect(card.getByRole('link', { name: /View Details/ }).count()).resolves.toBe(1);
      await expectAccessible(page);
      page.expectNoErrors();
      await page.context().close();
    }

    const admin = await openPage(await site.browser.newContext(WIDE));
    await signIn(admin, site.server.url, ADMIN, '/admin');
    await waitForHydration(admin);
    const recent = admin.locator('section[aria-labelledby="recent-events"] li').filter({ hasText: title });
    await recent.getByText('Cancelled', { exact: true }).waitFor();

    await admin.goto(`${site.server.url}/admin/events`);
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    // One state: not "Active" beside "Cancelled".
    await expect(card.getByText('Active', { exact: true }).count()).resolves.toBe(0);
    admin.expectNoErrors();
    await admin.context().close();
  });
});

/** A signed-in admin finds the way to the admin from any public page, on a phone's menu as on a wide screen. */
describe('the Admin entry in the header', () => {
  const site = useSite([ADMIN]);

  it('shows to admins only, in the header at 1366 px and in the menu at 390 px, and leads to the dashboard', async () => {
    const visitor = await openPage(await site.browser.newContext(WIDE));
    await visitor.goto(`${site.server.url}/about`);
    await waitForHydration(visitor);
    await expect(visitor.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
    await visitor.context().close();

    const wide = await openPage(await site.browser.newContext(WIDE));
    await signIn(wide, site.server.url, ADMIN, '/about');
    await waitForHydration(wide);
    await wide.locator('.header-actions').getByRole('link', { name: 'Admin', exact: true }).click();
    await wide.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(wide.url()).pathname).toBe('/admin');
    wide.expectNoErrors();
    await wide.context().close();

    const phone = await openPage(await site.browser.newContext(PHONE));
    await signIn(phone, site.server.url, ADMIN, '/gallery');
    await waitForHydration(phone);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Admin', exact: true }).click();
    await phone.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expectAccessible(phone);
    phone.expectNoErrors();
    await phone.context().close();
  });

  it('the dashboard links every place there is to edit, the home and history editors included', async () => {
    const page = await openPage(await site.browser.newContext(WIDE));
    await signIn(page, site.server.url, ADMIN, '/admin');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of [
      '/admin/events',
      '/admin/volunteers',
      '/admin/contacts',
      '/admin/newsletter',
      '/admin/gallery',
      '/admin/users',
      '/admin/emails',
      '/admin/settings',
      '/admin/page-texts',
    ])
      expect(hrefs).toContain(path);
    // The home page's editors live on the home page, the history editor on the history page.
    await nav.getByRole('link', { name: 'Home Page Content' }).click();
    await page.getByRole('heading', { name: 'Home Page Content Management' }).waitFor();
    await page.goto(`${site.server.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History Page Content' }).click();
    // The editor opens at once, without a second press of Manage History Content.
    await page.getByRole('button', { name: 'Close History Editor' }).waitFor();
    page.expectNoErrors();
    await page.context().close();
  });
});
