import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { useSite } from './support/site';

describe('site shell', () => {
  const site = useSite();

  it('renders the home page on the server and hydrates without errors', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    const res = await page.goto(site.server.url + '/');
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Login' }).first().isVisible()).resolves.toBe(true);
    page.expectNoErrors();
    await expectAccessible(page);
    await context.close();
  });

  it('answers unknown paths with the 404 page', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    const res = await page.goto(site.server.url + '/no-such-page');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
