import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { expectAccessible, launchBrowser, pageForTry } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';

/** The desktop app shows the shared screens in its own router: leaving one with unsaved changes asks there too. */
const ADMIN: Account = { email: 'office.unsaved@example.org', password: 'Veery-Office-Unsaved-63', admin: true };

describe('desktop app: unsaved changes', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an edit to Site settings asks before another screen opens from the nav or a shortcut; Stay keeps it', async () => {
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Site settings' }).click();
    const tagline = page.getByLabel('Tagline');
    await tagline.waitFor();
    await tagline.fill('Typed on the office computer');

    const question = page.getByRole('alertdialog').filter({ hasText: 'Leave without saving?' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await question.waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Stay and keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await tagline.inputValue()).toBe('Typed on the office computer');

    // The keyboard shortcut (Ctrl+1, Events) goes through the same question.
    await page.keyboard.press('Control+1');
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    page.expectNoErrors();
  });
});
