import { describe, it, onTestFinished } from 'vitest';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { deleteEventsTitled } from './support/events';
import { useSite } from './support/site';

const ADMIN: Account = { email: 'admin.empty@example.org', password: 'Empty-Meadow-Admin-42', admin: true };

/** A new site without demo content: the events screen's empty state, and the first event made from it. */
describe('admin events on a site with no events', () => {
  const site = useSite([ADMIN], { SEED: 'none' });

  it('says No Events Yet and offers Create Event; the first event then shows on /events', async () => {
    // The site has no events only if a retry starts without the one its first try made.
    onTestFinished(async () =>
      deleteEventsTitled(site.server, await sessionCookie(site.server, ADMIN), /^E2E First Walk$/),
    );
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 2, name: 'No Events Yet' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Event' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Title').fill('E2E First Walk');
    await dialog.getByLabel('Description').fill('The first walk on the new site.');
    await dialog.getByLabel('Date').fill(`${new Date().getUTCFullYear() + 1}-04-04`);
    await dialog.getByLabel('Starts').fill('09:00');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created!').waitFor();
    await page.getByRole('link', { name: 'E2E First Walk' }).waitFor();

    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Events & Programs' }).waitFor();
    await page
      .getByRole('link', { name: /E2E First Walk/ })
      .first()
      .waitFor();
    page.expectNoErrors();
    await context.close();
  }, 150_000);
});
