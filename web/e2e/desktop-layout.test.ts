import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser, pageForTry } from './support/browser';
import { removeEventWhenTryEnds } from './support/events';
import { adminCookie, createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';
import type { EventDto } from '../../shared/api/types';

/**
 * The desktop frame keeps its bar and navigation in place whatever the screen (a long one scrolls inside the content
 * area), and a notice shows above an open dialog's backdrop, where the volunteer can read it.
 */
const VOLUNTEER: Account = { email: 'layout.desktop@example.org', password: 'Marsh-Wren-Layout-41', admin: true };
const TITLE = 'Desktop Layout: Owl Prowl';

describe('desktop app: layout and notices', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, VOLUNTEER);
    cookie = await adminCookie(server, 'web.layout@example.org');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedInApp(): Promise<Page> {
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.setViewportSize({ width: 1200, height: 640 });
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(VOLUNTEER.email);
    await page.getByLabel('Password').fill(VOLUNTEER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.locator('[data-sync-status="online"]').waitFor();
    return page;
  }

  it('Site Settings scrolls inside the content area; the bar and the navigation stay', async () => {
    const page = await signedInApp();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Site settings' }).click();
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    const sizes = () =>
      page.evaluate(() => {
        const main = document.querySelector('.dsk-main')!;
        return {
          window: document.scrollingElement!.scrollHeight - window.innerHeight,
          main: main.scrollHeight - main.clientHeight,
        };
      });
    const before = await sizes();
    expect(before.window).toBeLessThanOrEqual(0);
    expect(before.main).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save Settings' }).scrollIntoViewIfNeeded();
    const after = await page.evaluate(() => ({
      scrollY: window.scrollY,
      header: document.querySelector('.dsk-header')!.getBoundingClientRect().top,
      nav: document.querySelector('.dsk-nav')!.getBoundingClientRect().top,
      main: document.querySelector('.dsk-main')!.scrollTop,
    }));
    expect(after.scrollY).toBe(0);
    expect(after.header).toBe(0);
    expect(after.nav).toBeGreaterThan(0);
    expect(after.main).toBeGreaterThan(0);
  });

  it('the walk-in refusal offline shows above the registrations dialog and its backdrop', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const made = await fetch(`${server.url}/api/admin/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ title: TITLE, description: 'Listening for owls.', date, time: '7:00 PM', maxCapacity: 9 }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    removeEventWhenTryEnds(server, cookie, ((await made.json()) as EventDto).id);

    const page = await signedInApp();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: `Registrations for ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrations: ${TITLE}` });
    await dialog.getByRole('button', { name: 'Check-in' }).click();
    await dialog.getByRole('button', { name: 'Add walk-in' }).click();
    await dialog.getByLabel('First name').fill('Wren');
    await dialog.getByLabel('Last name').fill('Marsh');
    await dialog.getByLabel('Email').fill('wren.marsh@example.org');

    await server.halt();
    try {
      await dialog.getByRole('button', { name: 'Register and check in' }).click();
      const notice = page.locator('.dsk-toast').filter({ hasText: 'Failed to Add Walk-in' });
      await notice.waitFor();
      // What the volunteer's eye and pointer meet at the notice is the notice, not the dialog's backdrop.
      const onTop = await notice.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && el.contains(hit);
      });
      expect(onTop).toBe(true);
    } finally {
      await server.resume();
    }
  });
});
