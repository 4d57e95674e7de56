import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

/**
 * Work is never lost without a word: leaving an admin screen with changes not saved asks first (Stay keeps them,
 * Leave goes), closing the tab gets the browser's own question, and the newsletter being written is kept as a
 * draft until it is sent or discarded.
 */
const ADMIN: Account = { email: 'unsaved.admin@example.org', password: 'Hermit-Thrush-Unsaved-63', admin: true };

const question = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'Leave without saving?' });

/** The link to the home page in the site's header (logo and name), at every width. */
const homeLink = (page: Page) => page.locator('header').getByRole('link', { name: /, home$/ });
const footerEvents = (page: Page) => page.locator('footer').getByRole('link', { name: 'Events', exact: true });

async function expectAskedThenStay(page: Page, leave: () => Promise<void>, path: string) {
  await leave();
  await question(page).waitFor();
  await expectAccessible(page);
  await question(page).getByRole('button', { name: 'Stay and keep editing' }).click();
  await question(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(path);
}

async function leaveWithoutSaving(page: Page, leave: () => Promise<void>, to: string) {
  await leave();
  await question(page).getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** Closing the tab with unsaved changes gets the browser's question; dismissing it keeps the page open. */
async function expectCloseAsks(page: Page) {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
}

describe('unsaved changes on admin screens', () => {
  const site = useSite([ADMIN]);

  describe.each(VISITOR_WIDTHS)('on %s', (_name, viewport) => {
    it('Site Settings: leaving asks first; Stay keeps the edit, Leave goes; closing the tab asks too', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/settings');
      await waitForHydration(page);
      const tagline = page.getByLabel('Tagline');
      await tagline.waitFor();
      const before = await tagline.inputValue();
      // Nothing changed yet: leaving asks nothing.
      await homeLink(page).click();
      await page.waitForURL(`${site.server.url}/`);
      await page.goto(`${site.server.url}/admin/settings`);
      await waitForHydration(page);
      await tagline.waitFor();

      await tagline.fill(`${before} (being edited)`);
      await expectAskedThenStay(page, () => homeLink(page).click(), '/admin/settings');
      expect(await tagline.inputValue()).toBe(`${before} (being edited)`);
      await expectCloseAsks(page);
    });

    it('Site Settings: once saved, leaving asks nothing', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/settings');
      await waitForHydration(page);
      const tagline = page.getByLabel('Tagline');
      await tagline.waitFor();
      const before = await tagline.inputValue();
      const saved = page.getByText('Settings Saved', { exact: true });
      // Changed and saved, then put back and saved: nothing is left unsaved either time.
      await tagline.fill(`${before}!`);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await saved.waitFor();
      await saved.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      await tagline.fill(before);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await saved.waitFor();
      await homeLink(page).click();
      await page.waitForURL(`${site.server.url}/`);
      expect(await question(page).count()).toBe(0);
    });

    it('a dragged gallery order: leaving before Save Order asks first', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/gallery');
      await waitForHydration(page);
      const above = page.getByRole('list', { name: 'Featured photos (above section)' });
      const later = above.getByRole('button', { name: /^Move later: / }).first();
      await later.waitFor();
      await later.click();
      await expectAskedThenStay(page, () => homeLink(page).click(), '/admin/gallery');
      await page.getByRole('button', { name: 'Reset' }).click();
      await homeLink(page).click();
      await page.waitForURL(`${site.server.url}/`);
    });

    it('page texts: a text typed and not saved asks before leaving', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/page-texts');
      await waitForHydration(page);
      const first = page.getByRole('textbox', { name: 'Text' }).first();
      await first.waitFor();
      await first.fill(`${await first.inputValue()}\nOne more line.`);
      await expectAskedThenStay(page, () => homeLink(page).click(), '/admin/page-texts');
      await leaveWithoutSaving(page, () => homeLink(page).click(), '/');
    });

    it('home and history sections: a section being written asks before leaving the page', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add Section' }).click();
      await page.getByRole('form', { name: 'New section' }).getByLabel('Title').fill('Spring work days');
      await expectAskedThenStay(page, () => footerEvents(page).click(), '/');
      await leaveWithoutSaving(page, () => footerEvents(page).click(), '/events');

      await page.goto(`${site.server.url}/history`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Manage History Content' }).click();
      await page.getByRole('button', { name: 'Add Section' }).click();
      await page.getByRole('form', { name: 'New history section' }).getByLabel('Title').fill('The old orchard');
      await expectAskedThenStay(page, () => footerEvents(page).click(), '/history');
      await expectCloseAsks(page);
    });

    it('the notices to the office: a change not saved asks before leaving Site Settings', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/settings');
      await waitForHydration(page);
      const notices = page.getByRole('form', { name: 'Notices to the office' });
      const first = notices.getByRole('checkbox', { name: 'Send a notice' }).first();
      await first.waitFor();
      await first.setChecked(!(await first.isChecked()), { force: true });
      await expectAskedThenStay(page, () => homeLink(page).click(), '/admin/settings');
      await leaveWithoutSaving(page, () => homeLink(page).click(), '/');
    });

    it('an event being written in its dialog: closing the tab asks first', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/events');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Create Event' }).first().click();
      await page.getByRole('dialog', { name: 'Create Event' }).getByLabel('Title').fill('Owl prowl');
      await expectCloseAsks(page);
    });

    it('the newsletter being written is kept as a draft: back on the screen it is there, until discarded', async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/newsletter');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Write a Newsletter' });
      await form.getByLabel('Subject').fill('Autumn at the preserve');
      await form.getByLabel('Text', { exact: true }).fill('Half written.\n\nMore to come');
      await form.getByText('Kept as a draft on this computer').waitFor();
      // Nothing is lost by leaving, so nothing is asked.
      await homeLink(page).click();
      await page.waitForURL(`${site.server.url}/`);
      expect(await question(page).count()).toBe(0);

      await page.goto(`${site.server.url}/admin/newsletter`);
      await waitForHydration(page);
      await expect.poll(() => form.getByLabel('Subject').inputValue()).toBe('Autumn at the preserve');
      expect(await form.getByLabel('Text', { exact: true }).inputValue()).toBe('Half written.\n\nMore to come');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Discard Draft' }).click();
      expect(await form.getByLabel('Subject').inputValue()).toBe('');
      await page.reload();
      await waitForHydration(page);
      await form.getByLabel('Subject').waitFor();
      await page.waitForTimeout(300);
      expect(await form.getByLabel('Subject').inputValue()).toBe('');
      page.expectNoErrors();
    });
  });
});
