import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE, waitForHydration } from './support/browser';
import { useSite } from './support/site';

/**
 * The page is whole before its scripts (they only hydrate it), so on a weak line they wait for the page's own
 * content: they start at the window's load event, or at once when the visitor starts using the page
 * (server/ssr/document.ts, START_SCRIPTS). Pictures are held back here to stand for a slow line.
 */
describe('when the scripts start', () => {
  const site = useSite();

  /**
   * A page whose pictures are held back for `delayMs`, with what the page saw in order: each script request, and
   * each picture's request and its end.
   */
  async function slowPictures(delayMs: number) {
    const context = await site.browser.newContext(PHONE);
    const page = await openPage(context);
    const seen: string[] = [];
    await page.route('**/objects/**', async (route) => {
      await new Promise((r) => setTimeout(r, delayMs));
      // The page may be gone by then (the second test closes it with pictures still held back).
      await route.continue().catch(() => undefined);
    });
    page.on('request', (req) => {
      if (req.resourceType() === 'script') seen.push('script');
      if (req.url().includes('/objects/')) seen.push(`picture ${req.url()}`);
    });
    page.on('requestfinished', (req) => {
      if (req.url().includes('/objects/')) seen.push(`picture done ${req.url()}`);
    });
    return { context, page, seen };
  }

  const eagerPictures = (page: Page) => page.locator('main img[loading="eager"], main img:not([loading])').count();

  it('waits for the page’s pictures before fetching any script, then hydrates', async () => {
    const { context, page, seen } = await slowPictures(1500);
    await page.goto(site.server.url + '/gallery', { waitUntil: 'domcontentloaded' });
    const eager = await eagerPictures(page);
    expect(eager).toBeGreaterThan(0);
    await waitForHydration(page);
    const firstScript = seen.indexOf('script');
    expect(firstScript).toBeGreaterThan(0);
    // The pictures the page opens with (eager) had all arrived before the first script was asked for; lazy ones
    // further down do not hold the load event, and may still be on their way.
    const arrivedBefore = seen.slice(0, firstScript).filter((e) => e.startsWith('picture done')).length;
    expect(arrivedBefore).toBeGreaterThanOrEqual(eager);
    page.expectNoErrors();
    await context.close();
  });

  it('starts them at once when the visitor presses a key, without waiting for the pictures', async () => {
    const { context, page, seen } = await slowPictures(20_000);
    await page.goto(site.server.url + '/gallery', { waitUntil: 'domcontentloaded' });
    expect(seen).not.toContain('script');
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    expect(seen).toContain('script');
    // Hydrated while the pictures were still held back.
    expect(seen.some((e) => e.startsWith('picture done'))).toBe(false);
    await context.close();
  });
});
