import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { expectAccessible, launchBrowser, pageForTry } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';

/** The shared Users screen in the desktop app: reached from the nav and from its menu shortcut, and it changes accounts. */
const ADMIN: Account = {
  email: 'office.users@example.org',
  password: 'Barred-Owl-Office-61',
  admin: true,
  firstName: 'Office',
  lastName: 'Admin',
};
/** A member of each try's own: the first try made its member an administrator. */
const memberOfTry = (n: number): Account => ({
  email: `member.users.${n}@example.org`,
  password: 'Barred-Owl-Member-61',
  firstName: 'Rowan',
  lastName: 'Member',
});

async function isAdmin(server: BuiltServer, who: Account): Promise<boolean> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { isAdmin: boolean }).isAdmin;
}

describe('desktop app: the Users screen', () => {
  let server: BuiltServer;
  let browser: Browser;
  let tries = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the nav and from Ctrl+6, lists the accounts and makes a member an administrator', async () => {
    const MEMBER = memberOfTry(++tries);
    await createAccount(server, MEMBER);
    // An app and a browser context of its own: both keep the sign-in.
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Users' });
    await heading.waitFor();
    const memberRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: MEMBER.email, exact: true }) });
    await memberRow.waitFor();
    // The account the app is signed in with is marked, and offers no Disable.
    const ownRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ADMIN.email, exact: true }) });
    // Marked once the app knows who is signed in, which may come a moment after the list.
    await expect
      .poll(() => ownRow.getByRole('rowheader').textContent(), { timeout: 30_000 })
      .toBe('Office Admin (you)');
    await expect(ownRow.getByRole('button', { name: /^Disable/ }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // The menu's shortcut, from another screen (the harness has no native menu, so the page listens itself).
    await nav.getByRole('link', { name: 'Manage Events', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Events' }).waitFor();
    await page.keyboard.press('Control+6');
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement), { timeout: 10_000 }).toBe(true);

    await memberRow.getByRole('button', { name: 'Make admin Rowan Member' }).click();
    await page
      .getByRole('dialog', { name: 'Make this person an admin?' })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await page.getByText('Rowan Member is now an administrator.').waitFor();
    await expect.poll(() => memberRow.locator('td').nth(1).textContent(), { timeout: 10_000 }).toBe('Yes');
    expect(await isAdmin(server, MEMBER)).toBe(true);
    page.expectNoErrors();
  });
});
