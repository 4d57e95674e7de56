import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, endSessionElsewhere, signIn } from './support/accounts';

const ADMIN = {
  email: 'ada@example.org',
  password: 'a long admin password 7',
  firstName: 'Ada',
  lastName: 'Admin',
  admin: true,
};
const MEMBER = { email: 'mia@example.org', password: 'a long member password 7', firstName: 'Mia', lastName: 'Member' };
const NEWCOMER = {
  email: 'nia@example.org',
  password: 'a long newcomer password 7',
  firstName: 'Nia',
  lastName: 'Newcomer',
};
const LAST_ADMIN = 'You are the last administrator. Make someone else an administrator first.';
// "Nov 23, 2026, 8:05 AM EST": en-US date and time on the preserve's clock, zone named.
const DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/;

/**
 * A desktop token, made the way the desktop app makes one. It is revoked when the running try ends, so a retry counts
 * and lists only the tokens it made itself.
 */
async function issueToken(url: string, who: { email: string; password: string }, deviceName: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password, deviceName }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  onTestFinished(async () => {
    // 401: the test revoked it already.
    const out = await fetch(`${url}/api/auth/token`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([204, 401]).toContain(out.status);
  });
  return token;
}

async function tokenWorks(url: string, token: string): Promise<boolean> {
  const res = await fetch(`${url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return res.status === 200;
}

/** The row of one account, found by its e-mail. */
const rowOf = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/** The texts of a row's data cells: e-mail, admin, status, last sign-in, tokens. */
async function cellsOf(row: Locator) {
  const [email, admin, status, lastSignIn, tokens] = (await row.locator('td').allTextContents()).map((t) => t.trim());
  return { email, admin, status, lastSignIn, tokens };
}

async function waitForCell(row: Locator, key: 'admin' | 'status', value: string) {
  await expect.poll(async () => (await cellsOf(row))[key], { timeout: 5000 }).toBe(value);
}

describe('the admin users screen', () => {
  let server: BuiltServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Awaited<ReturnType<typeof openPage>>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    for (const who of [ADMIN, MEMBER, NEWCOMER]) await createAccount(server, who);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openUsers() {
    context = await browser.newContext(DESKTOP);
    page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await rowOf(page, ADMIN.email).waitFor();
  }

  const toastSaying = (text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

  it('lists every account with role, status, last sign-in and token count, and passes axe', async () => {
    await issueToken(server.url, MEMBER, 'Field laptop');
    await openUsers();
    expect(await cellsOf(rowOf(page, MEMBER.email))).toMatchObject({
      email: MEMBER.email,
      admin: 'No',
      status: 'Active',
      tokens: expect.stringMatching(/^1\b/),
    });
    expect((await cellsOf(rowOf(page, MEMBER.email))).lastSignIn).toMatch(DATE_TIME);
    expect(await cellsOf(rowOf(page, NEWCOMER.email))).toMatchObject({
      admin: 'No',
      status: 'Active',
      lastSignIn: 'Never',
      tokens: expect.stringMatching(/^0\b/),
    });
    expect(await cellsOf(rowOf(page, ADMIN.email))).toMatchObject({ admin: 'Yes', status: 'Active' });
    // The server would refuse it anyway: an admin's own row offers no Disable.
    await expect(
      rowOf(page, ADMIN.email)
        .getByRole('button', { name: /^Disable/ })
        .count(),
    ).resolves.toBe(0);
    await expect(rowOf(page, MEMBER.email).getByRole('rowheader').textContent()).resolves.toBe('Mia Member');
    // Sorted by e-mail, as the API answers.
    const emails = await page.locator('tbody td:first-of-type').allTextContents();
    expect(emails).toEqual([...emails].sort());
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('makes a member an administrator and takes it back, refreshing the row each time', async () => {
    await openUsers();
    const row = rowOf(page, MEMBER.email);
    // Admin rights reach everything: it asks first, as Disable does, and Cancel changes nothing.
    const grant = page.getByRole('dialog', { name: 'Make this person an admin?' });
    await row.getByRole('button', { name: 'Make admin Mia Member' }).click();
    await grant.getByText(`Mia Member (${MEMBER.email}) will be able to change everything in the admin`).waitFor();
    await expectAccessible(page);
    await grant.getByRole('button', { name: 'Cancel' }).click();
    await grant.waitFor({ state: 'detached' });
    expect((await cellsOf(row)).admin).toBe('No');
    await row.getByRole('button', { name: 'Make admin Mia Member' }).click();
    await grant.getByRole('button', { name: 'Make admin' }).click();
    await toastSaying('Mia Member is now an administrator.').waitFor();
    await waitForCell(row, 'admin', 'Yes');
    await row.getByRole('button', { name: 'Remove admin Mia Member' }).click();
    await page
      .getByRole('dialog', { name: 'Remove admin rights?' })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await toastSaying('Mia Member is no longer an administrator.').waitFor();
    await waitForCell(row, 'admin', 'No');
    page.expectNoErrors();
    await context.close();
  });

  it('asks before disabling, disables (ending the tokens) and enables again, all from the keyboard', async () => {
    const token = await issueToken(server.url, NEWCOMER, 'Office desktop');
    await openUsers();
    const row = rowOf(page, NEWCOMER.email);
    const disable = row.getByRole('button', { name: 'Disable Nia Newcomer' });
    const dialog = page.getByRole('dialog', { name: 'Disable this account?' });

    // Escape cancels: nothing changes.
    await disable.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await cellsOf(row)).status).toBe('Active');
    expect(await tokenWorks(server.url, token)).toBe(true);

    // Confirming disables the account; its token stops working at once.
    await disable.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Disable account');
    await page.keyboard.press('Enter');
    await toastSaying('Nia Newcomer can no longer sign in.').waitFor();
    await waitForCell(row, 'status', 'Disabled');
    expect(await tokenWorks(server.url, token)).toBe(false);
    await expect.poll(async () => (await cellsOf(row)).tokens, { timeout: 5000 }).toMatch(/^0\b/);

    // The same button, now 'Enable', keeps the keyboard focus.
    const enable = row.getByRole('button', { name: 'Enable Nia Newcomer' });
    await expect(enable.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await toastSaying('Nia Newcomer can sign in again.').waitFor();
    await waitForCell(row, 'status', 'Active');
    page.expectNoErrors();
    await context.close();
  });

  it('lists a user’s device tokens and revokes one', async () => {
    const token = await issueToken(server.url, MEMBER, 'Barn tablet');
    const kept = await issueToken(server.url, MEMBER, 'Kitchen phone');
    await openUsers();
    const row = rowOf(page, MEMBER.email);
    const toggle = row.getByRole('button', { name: /device tokens of Mia Member/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const tokensBefore = parseInt((await cellsOf(row)).tokens, 10);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const list = page.getByRole('list', { name: 'Device tokens of Mia Member' });
    const barn = list.getByRole('listitem').filter({ hasText: 'Barn tablet' });
    const phone = list.getByRole('listitem').filter({ hasText: 'Kitchen phone' });
    await barn.waitFor();
    await expect(phone.isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    await list.getByRole('button', { name: 'Revoke Barn tablet' }).click();
    await toastSaying('Token Revoked').waitFor();
    await barn.waitFor({ state: 'detached' });
    // The focused button went with its row; focus waits on the list instead of falling to the page.
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('adm-token-box');
    await expect(phone.isVisible()).resolves.toBe(true);
    expect(await tokenWorks(server.url, token)).toBe(false);
    expect(await tokenWorks(server.url, kept)).toBe(true);
    // One fewer than before: the count in the table followed the change.
    await expect.poll(async () => parseInt((await cellsOf(row)).tokens, 10), { timeout: 5000 }).toBe(tokensBefore - 1);
    page.expectNoErrors();
    await context.close();
  });

  it('shows the server’s refusal when the only administrator removes their own flag', async () => {
    await openUsers();
    const row = rowOf(page, ADMIN.email);
    await row.getByRole('button', { name: 'Remove admin Ada Admin' }).click();
    const ownRights = page.getByRole('dialog', { name: 'Remove admin rights?' });
    await ownRights.getByText('This is your own account').waitFor();
    await ownRights.getByRole('button', { name: 'Remove admin' }).click();
    const refusal = page.getByRole('alert').getByText(LAST_ADMIN);
    await refusal.waitFor();
    await expect(page.getByRole('alert').getByText('Failed to Update User').isVisible()).resolves.toBe(true);
    expect((await cellsOf(row)).admin).toBe('Yes');
    // The browser logs the refused call itself; nothing else may appear.
    expect(page.errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([]);
    await context.close();
  });

  it('sends an admin whose session ended to sign-in when a change answers 401', async () => {
    await openUsers();
    await endSessionElsewhere(context, server.url);
    await rowOf(page, MEMBER.email).getByRole('button', { name: 'Make admin Mia Member' }).click();
    await page
      .getByRole('dialog', { name: 'Make this person an admin?' })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await page.getByRole('alert').getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL((u) => u.pathname === '/api/login', { timeout: 5000 });
    // The change never happened.
    const member = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
    });
    const user = (await member.json()) as { isAdmin: boolean };
    expect(user.isAdmin).toBe(false);
    await context.close();
  });
});
