import { describe, expect, it } from 'vitest';
import { pageForTry, waitForHydration } from './support/browser';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

/**
 * Pages preload only what they use: the pictures a page opens with are eager <img> tags in its HTML, with no
 * preload link of their own beside them (which the browser may resolve to another size than the image's, fetching
 * a picture twice and warning of a preload not used); every picture fetched is one the page shows, in one size.
 */
describe('pictures the pages fetch', () => {
  const site = useSite();

  it.each(VISITOR_WIDTHS)(
    'the gallery, home and events pages fetch only the pictures they show, on %s',
    async (_, width) => {
      const events = (await (await fetch(`${site.server.url}/api/events`)).json()) as Array<{ id: string }>;
      for (const path of ['/gallery', '/', '/events', `/events/${events[0].id}`]) {
        const html = await (await fetch(site.server.url + path)).text();
        expect(html, path).not.toMatch(/<link[^>]+rel="preload"[^>]+as="image"/);

        const page = await pageForTry(site.browser, width);
        await page.goto(site.server.url + path);
        await waitForHydration(page);
        // The pictures the page opens with come first, and load with it.
        await page.waitForFunction(
          () => [...document.images].filter((img) => img.loading === 'eager').every((img) => img.complete),
          undefined,
          { polling: 50 },
        );
        const { fetched, shown, eager } = await page.evaluate(() => ({
          fetched: performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch' && e.name.includes('/objects/'))
            .map((e) => e.name),
          shown: [...document.images].map((img) => img.currentSrc),
          eager: [...document.images]
            .filter((img) => img.loading === 'eager')
            .map((img) => img.getAttribute('fetchpriority')),
        }));
        expect(eager.length, path).toBeGreaterThan(0);
        expect(
          eager.every((priority) => priority === 'high'),
          path,
        ).toBe(true);
        for (const url of fetched) expect(shown, `${path} fetched ${url}`).toContain(url);
        const sizesOf = new Map<string, Set<string>>();
        for (const url of fetched) {
          const { pathname, search } = new URL(url);
          sizesOf.set(pathname, (sizesOf.get(pathname) ?? new Set()).add(search));
        }
        for (const [picture, sizes] of sizesOf) expect([...sizes], `${path}: ${picture}`).toHaveLength(1);
        page.expectNoErrors();
      }
    },
  );
});
