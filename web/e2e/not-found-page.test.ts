import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, waitForHydration } from './support/browser';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

describe('the page for an address that does not exist', () => {
  const site = useSite();

  it.each(VISITOR_WIDTHS)('offers visitors ways on, and no note for developers, on %s', async (_, width) => {
    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    const res = await page.goto(site.server.url + '/no-such-page');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await main.textContent()).not.toMatch(/developer|routes\.tsx|router/i);
    for (const [name, path] of [
      ['Upcoming events', '/events'],
      ['Past events', '/past-events'],
      ['Photo gallery', '/gallery'],
      ['Contact us', '/#contact'],
      ['Go Home', '/'],
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(path);
    }
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Photo gallery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Conservation in Action' }).waitFor();
    // The 404's own status is the one console error the page logs.
    expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
