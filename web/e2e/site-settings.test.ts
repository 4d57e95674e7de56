import { describe, expect, it, onTestFinished } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, openPage, waitForHydration } from './support/browser';
import { sessionCookie, signIn } from './support/accounts';
import { useSite } from './support/site';
import { SAMPLE_SETTINGS } from '@shared/organisation';

const ADMIN = { email: 'settings-admin@example.org', password: 'a long admin password 40', admin: true };
const NEW_NAME = 'Friends of the Browser Preserve';
const NEW_PHONE = '(609) 555-0188';

describe('site settings (/admin/settings)', () => {
  const site = useSite([ADMIN]);

  /** Saves the settings through the admin API, as the form would, over whatever version is stored. */
  async function putSettings(settings: typeof SAMPLE_SETTINGS) {
    const { version } = (await (await fetch(`${site.server.url}/api/settings`)).json()) as { version: number };
    const res = await fetch(`${site.server.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie(site.server, ADMIN) },
      body: JSON.stringify({ ...settings, version }),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  it('an admin edits the name, phone and board; the public footer and About page show them at once', async () => {
    // A retry starts from the sample details again, as the first try did.
    onTestFinished(() => putSettings(SAMPLE_SETTINGS));
    // Visitors never see the sample board (names marked "(sample)"), so this site has a real one.
    const realBoard = [
      { name: 'Dana Whitfield', role: 'President' },
      { name: 'Marcus Ortega', role: 'Treasurer' },
      { name: 'Priya Raman', role: 'Secretary' },
    ];
    await putSettings({ ...SAMPLE_SETTINGS, board: realBoard });
    // A visitor's pages are in the response cache before the save.
    const visitor = await openPage(await site.browser.newContext(DESKTOP));
    await visitor.goto(`${site.server.url}/about`);
    await expect(visitor.locator('footer').textContent()).resolves.toContain(SAMPLE_SETTINGS.name);

    const page = await openPage(await site.browser.newContext(DESKTOP));
    await signIn(page, site.server.url, ADMIN, '/admin');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Site Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site Settings' }).waitFor();
    const name = page.getByLabel('Organisation name');
    await expect(name.inputValue()).resolves.toBe(SAMPLE_SETTINGS.name);
    await expectAccessible(page);

    await name.fill(NEW_NAME);
    await page.getByLabel('Phone', { exact: false }).fill(NEW_PHONE);
    const [first, second] = realBoard;
    await page.getByRole('button', { name: `Move ${second.name} up` }).press('Enter');
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Saved', { exact: true }).waitFor();

    await visitor.goto(`${site.server.url}/about`);
    await waitForHydration(visitor);
    const footer = await visitor.locator('footer').textContent();
    expect(footer).toContain(NEW_NAME);
    expect(footer).toContain(NEW_PHONE);
    const board = await visitor.locator('.board-member .board-name').allTextContents();
    expect(board[0]).toBe(second.name);
    expect(board).not.toContain(first.name);
    await expectAccessible(visitor);
    visitor.expectNoErrors();

    // In the admin's own tab the public pages follow without a reload, too.
    await page.goto(`${site.server.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('link', { name: `${NEW_NAME}, home` }).click();
    await page.locator('footer').getByText(NEW_PHONE).waitFor();
    page.expectNoErrors();
    await page.context().close();
    await visitor.context().close();
  });

  it('fits a 390 px phone without sideways scrolling, errors named at the field', async () => {
    const page = await openPage(await site.browser.newContext(PHONE));
    await signIn(page, site.server.url, ADMIN, '/admin/settings');
    await waitForHydration(page);
    await page.getByLabel('Organisation name').waitFor();
    await page.getByLabel('EIN', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('EIN must look like 12-3456789').waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await expectAccessible(page);
    page.expectNoErrors();
    await page.context().close();
  });
});
