import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForTry, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import type { SiteSettingsDto } from '../../shared/api/types';
import { settingsValuesOf } from '../../shared/organisation';

/**
 * GIVE NOW is offered only once the settings name a donation page (before, it led to a box with no button), and
 * the blocks of the Donate and Newsletter screens keep their edges and their distance.
 */
const ADMIN: Account = { email: 'give.gaps.admin@example.org', password: 'Bobolink-Give-Gaps-63', admin: true };

describe('GIVE NOW and layout gaps', () => {
  const site = useSite([ADMIN]);

  async function putSettings(change: Partial<SiteSettingsDto>) {
    const current = (await (await fetch(`${site.server.url}/api/settings`)).json()) as SiteSettingsDto;
    const res = await fetch(`${site.server.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie(site.server, ADMIN) },
      body: JSON.stringify({ ...settingsValuesOf(current), ...change, version: current.version }),
    });
    expect(res.status, await res.text()).toBe(200);
    return current;
  }

  // Every GIVE NOW in the page, the phone menu's (closed, so not in the accessibility tree) included.
  const giveNow = (page: Page) => page.locator('a', { hasText: 'GIVE NOW' });

  describe.each(VISITOR_WIDTHS)('on %s', (_name, viewport) => {
    it('without a donation page there is no GIVE NOW anywhere, nor a box inviting a gift; with one, there is', async () => {
      const before = await putSettings({ donationUrl: '' });
      onTestFinished(() => putSettings({ donationUrl: before.donationUrl }).then(() => undefined));
      const page = await pageForTry(site.browser, viewport);
      for (const path of ['/', '/donate', '/about']) {
        await page.goto(`${site.server.url}${path}`);
        await waitForHydration(page);
        expect(await giveNow(page).count(), path).toBe(0);
      }
      expect(await page.goto(`${site.server.url}/donate`).then(() => page.getByText('Ready to Give?').count())).toBe(0);

      await putSettings({ donationUrl: 'https://donate.example.org/our-preserve' });
      await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      // The header's (in the phone's menu) and the support banner's.
      expect(await giveNow(page).count()).toBeGreaterThanOrEqual(2);
      await page.locator('.support-banner').getByRole('link', { name: 'GIVE NOW' }).waitFor();
      await page.goto(`${site.server.url}/donate`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Ready to Give?' }).waitFor();
      expect(
        await page
          .getByRole('link', { name: /GIVE NOW/ })
          .last()
          .getAttribute('href'),
      ).toBe('https://donate.example.org/our-preserve');
      page.expectNoErrors();
    });

    it("the Donate page's 'Good to Know' starts at the same left edge as the sections above it", async () => {
      const page = await pageForTry(site.browser, viewport);
      await page.goto(`${site.server.url}/donate`);
      await waitForHydration(page);
      const left = (selector: string) =>
        page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().left));
      expect(await left('#notes-title')).toBe(await left('#membership-title'));
    });

    it("the newsletter screen's 'Subscribers' heading keeps its distance from the card above", async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin/newsletter');
      await waitForHydration(page);
      const heading = page.getByRole('heading', { level: 2, name: 'Subscribers', exact: true });
      await heading.waitFor();
      const gap = await heading.evaluate((h) => {
        const above = h.previousElementSibling!.getBoundingClientRect();
        return h.getBoundingClientRect().top - above.bottom;
      });
      expect(gap).toBeGreaterThanOrEqual(24);
    });

    it("the dashboard's blocks keep the same distance from one another, none touching", async () => {
      const page = await pageForTry(site.browser, viewport);
      await signIn(page, site.server.url, ADMIN, '/admin');
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Waiting for You' }).waitFor();
      await page.locator('.adm-stats .adm-stat-value:not(.bp6-skeleton)').first().waitFor();
      // The screen's blocks in the order they stand, after its title: stats, links, what waits, the lists, tools.
      const gaps = await page.evaluate(() => {
        const screen = document.querySelector('.adm-screen')!;
        const blocks = [...screen.children].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.height > 0 && getComputedStyle(el).position !== 'absolute' && !el.matches('h1, header');
        });
        const out: Array<{ between: string; gap: number }> = [];
        for (let i = 1; i < blocks.length; i++) {
          const above = blocks[i - 1].getBoundingClientRect();
          const below = blocks[i].getBoundingClientRect();
          out.push({
            between: `${blocks[i - 1].className || blocks[i - 1].tagName} / ${blocks[i].className || blocks[i].tagName}`,
            gap: Math.round(below.top - above.bottom),
          });
        }
        return out;
      });
      expect(gaps.length, JSON.stringify(gaps)).toBeGreaterThan(2);
      for (const { between, gap } of gaps) expect(gap, between).toBeGreaterThanOrEqual(16);
      const sizes = [...new Set(gaps.map((g) => g.gap))];
      expect(Math.max(...sizes) - Math.min(...sizes), JSON.stringify(gaps)).toBeLessThanOrEqual(8);
    });
  });
});
