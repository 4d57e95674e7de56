import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie } from './support/accounts';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

/** The demo's video block, a YouTube link: its player stays away until the visitor presses play. */
const DEMO_VIDEO = 'Play video: A Day of Service (from YouTube)';

/** Waits until the picture has loaded, and gives the path it was loaded from. */
async function loadedPath(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector);
  await img.scrollIntoViewIfNeeded(); // posters load lazily
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
}

/** The home page's video poster, the error border of a wrong field in focus, the Contact section's two columns. */
describe('home page details', () => {
  const site = useSite();

  it.each(VISITOR_WIDTHS)(
    "a video shows a still of the organisation's own behind a play button the keyboard reaches, on %s",
    async (_, width) => {
      const page = await pageForTry(site.browser, width);
      const elsewhere: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(site.server.url) && !r.url().startsWith('data:')) elsewhere.push(r.url());
      });
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await page.goto(site.server.url + '/');
      await waitForHydration(page);
      const play = page.getByRole('button', { name: DEMO_VIDEO });
      // No block has a picture of its own here: the still is the photo of the preserve the page shows further down.
      const preserve = (await (await fetch(`${site.server.url}/api/page-content/mapleton-preserve-bg`)).json()) as {
        value: string;
      };
      expect(preserve.value).toMatch(/^\/objects\/uploads\//);
      await expect(loadedPath(page, '.video-play img.video-poster-image')).resolves.toBe(preserve.value);
      // The words lie on a solid ground of their own, so they read over any picture.
      await expect(
        play.locator('.video-play-label').evaluate((el) => getComputedStyle(el).backgroundColor),
      ).resolves.toBe('rgb(23, 51, 33)');
      await expect(play.getByText('Play video', { exact: true }).isVisible()).resolves.toBe(true);
      await expectAccessible(page);
      expect(elsewhere).toEqual([]);

      await play.focus();
      await expect(play.evaluate((el) => el.matches(':focus-visible'))).resolves.toBe(true);
      await page.keyboard.press('Enter');
      const frame = page.locator('.video-frame iframe');
      await expect(frame.getAttribute('src')).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
      page.expectNoErrors();
    },
  );

  it.each(VISITOR_WIDTHS)("a block's own picture is its video's still, on %s", async (_, width) => {
    const cookie = await adminCookie(site.server, 'poster-admin@example.org');
    const headers = { 'content-type': 'application/json', cookie };
    const about = (await (await fetch(`${site.server.url}/api/page-content/about-image`)).json()) as { value: string };
    const saved = await fetch(`${site.server.url}/api/admin/home-content`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        section: 'e2e-poster',
        title: 'E2E Walk Film',
        content: `<p><img src="${about.value}" alt="The meadow in June"></p><p>https://vimeo.com/76979871</p>`,
        isVisible: true,
        displayOrder: 0,
      }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    onTestFinished(async () => {
      await fetch(`${site.server.url}/api/admin/home-content/e2e-poster`, { method: 'DELETE', headers });
    });
    const page = await pageForTry(site.browser, width);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const block = page.locator('article.home-block', { has: page.getByRole('heading', { name: 'E2E Walk Film' }) });
    await block.getByRole('button', { name: 'Play video: E2E Walk Film (from Vimeo)' }).waitFor();
    const id = await block.getAttribute('aria-labelledby');
    await expect(loadedPath(page, `article[aria-labelledby="${id}"] .video-poster-image`)).resolves.toBe(about.value);
    page.expectNoErrors();
  });

  it.each(VISITOR_WIDTHS)(
    'the first wrong field keeps its error border while it has the focus, on %s',
    async (_, width) => {
      const page = await pageForTry(site.browser, width);
      await page.goto(site.server.url + '/#contact');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('First name is required').waitFor();
      const first = form.getByLabel('First Name');
      await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect(first.getAttribute('aria-invalid')).resolves.toBe('true');
      const look = await first.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopColor, outline: s.outlineStyle, width: s.outlineWidth };
      });
      // The error colour (--danger), and the focus ring still drawn around it.
      expect(look).toEqual({ border: 'rgb(180, 35, 24)', outline: 'solid', width: '3px' });
      // A wrong field without the focus has the same border; a right one in focus has the focus colour.
      await expect(form.getByLabel('Subject').evaluate((el) => getComputedStyle(el).borderTopColor)).resolves.toBe(
        'rgb(180, 35, 24)',
      );
      await first.fill('Robin');
      await expect.poll(() => first.getAttribute('aria-invalid')).not.toBe('true');
      await expect(first.evaluate((el) => getComputedStyle(el).borderTopColor)).resolves.not.toBe('rgb(180, 35, 24)');
      page.expectNoErrors();
    },
  );

  it.each(VISITOR_WIDTHS)('the Contact section leaves no empty column, on %s', async (label, width) => {
    const page = await pageForTry(site.browser, width);
    await page.goto(site.server.url + '/#contact');
    await waitForHydration(page);
    const layout = page.locator('#contact .contact-layout');
    await layout.scrollIntoViewIfNeeded();
    const box = async (selector: string) => (await layout.locator(selector).first().boundingBox())!;
    const details = await box('.contact-info-card');
    const form = await box('.form-card');
    const send = await box('button:has-text("Send Message")');
    if (label === 'a laptop') {
      // Side by side, both columns end together, and the form's last control sits at its card's foot.
      expect(form.x).toBeGreaterThan(details.x + details.width - 1);
      expect(Math.abs(form.y + form.height - (details.y + details.height))).toBeLessThan(2);
      expect(form.y + form.height - (send.y + send.height)).toBeLessThan(32);
    } else {
      // One column: the form under the details, both the screen's width.
      expect(form.y).toBeGreaterThan(details.y + details.height - 1);
      expect(Math.round(form.width)).toBe(Math.round(details.width));
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    page.expectNoErrors();
  });
});
