import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';

describe('site shell', () => {
  let server: BuiltServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the home page on the server and hydrates without errors', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    const res = await page.goto(server.url + '/');
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Login' }).first().isVisible()).resolves.toBe(true);
    page.expectNoErrors();
    await expectAccessible(page);
    await context.close();
  });

  it('answers unknown paths with the 404 page', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    const res = await page.goto(server.url + '/no-such-page');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
