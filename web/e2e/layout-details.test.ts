import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage, waitForHydration } from './support/browser';
import { signIn } from './support/accounts';
import { useSite } from './support/site';
import { SAMPLE_ORGANISATION as ORG } from '@shared/organisation';

const ADMIN = { email: 'layout-admin@example.org', password: 'a long admin password 8', admin: true };
const MEMBER = { email: 'layout-member@example.org', password: 'a long member password 8' };
/** A window taller than any of the short pages, so a footer that only follows the content ends above its bottom. */
const TALL = { viewport: { width: 1280, height: 1600 } };

/** The distance between the footer's bottom edge and the window's bottom edge, with the page scrolled to its end. */
async function footerGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = document.querySelector('footer.site-footer')!;
    return Math.round(window.innerHeight - footer.getBoundingClientRect().bottom);
  });
}

describe('layout details', () => {
  const site = useSite([MEMBER, ADMIN]);

  for (const [what, path, heading] of [
    ['the 404 page', '/no-such-page', 'Page Not Found'],
    ['a missing event', '/events/no-such-event', 'Event Not Found'],
  ] as const) {
    it(`puts the footer at the bottom of a tall window on ${what}`, async () => {
      const context = await site.browser.newContext(TALL);
      const page = await openPage(context);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The page's own 404 status is the one console error it logs.
      expect(await footerGap(page)).toBe(0);
      await context.close();
    });
  }

  it('puts the footer at the bottom of a tall window on the refused admin page', async () => {
    const context = await site.browser.newContext(TALL);
    const page = await openPage(context);
    await signIn(page, site.server.url, MEMBER, '/admin');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: /^Access Denied/ }).waitFor();
    expect(await footerGap(page)).toBe(0);
    await context.close();
  });

  it('keeps a long page as it was: the footer follows the content, below the window', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(site.server.url + '/about');
    await waitForHydration(page);
    const { mainBottom, footerTop, pageHeight } = await page.evaluate(() => ({
      mainBottom: document.querySelector('main')!.getBoundingClientRect().bottom,
      footerTop: document.querySelector('footer.site-footer')!.getBoundingClientRect().top,
      pageHeight: document.documentElement.scrollHeight,
    }));
    expect(Math.round(footerTop)).toBe(Math.round(mainBottom));
    expect(pageHeight).toBeGreaterThan(DESKTOP.viewport.height);
    page.expectNoErrors();
    await context.close();
  });

  for (const path of ['/about', '/donate']) {
    it(`keeps the EIN on one line on a phone (${path} and the footer)`, async () => {
      const context = await site.browser.newContext(PHONE);
      const page = await openPage(context);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      const shown = await page.evaluate((ein) => {
        const found: { lines: number; whiteSpace: string }[] = [];
        const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(ein);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + ein.length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          found.push({ lines: tops.size, whiteSpace: getComputedStyle(node.parentElement!).whiteSpace });
        }
        return found;
      }, ORG.ein);
      // The page's own mention and the footer's.
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const s of shown) expect(s).toEqual({ lines: 1, whiteSpace: 'nowrap' });
      // Copying the EIN gives the same characters (no non-breaking hyphen stand-in).
      expect(await page.locator('footer').textContent()).toContain(`EIN: ${ORG.ein}`);
      page.expectNoErrors();
      await context.close();
    });
  }

  it('makes the lightbox\'s "Pending approval" badge as wide as its words', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7a50' } })
      .jpeg()
      .toBuffer();
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, MEMBER, '/gallery');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Image' });
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'meadow.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByText('File uploaded successfully! Now add details and submit.').waitFor({ timeout: 30_000 });
    // A title of this try's own: a retry must open its own picture, not find two.
    const title = `Layout Meadow ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Add to Gallery' }).click();
    await page.getByText('Thank you! Your photo is waiting for approval').waitFor();
    await page.getByRole('button', { name: title }).click();
    const badge = page.getByRole('dialog', { name: title }).getByText('Pending approval', { exact: true });
    await badge.waitFor();
    const { badgeWidth, textWidth, panelWidth } = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return {
        badgeWidth: el.getBoundingClientRect().width,
        textWidth: range.getBoundingClientRect().width,
        panelWidth: el.parentElement!.getBoundingClientRect().width,
      };
    });
    expect(panelWidth).toBeGreaterThan(600);
    // Its padding (0.6rem a side) and nothing more.
    expect(badgeWidth - textWidth).toBeGreaterThan(0);
    expect(badgeWidth - textWidth).toBeLessThan(24);
    page.expectNoErrors();
    await context.close();
  });

  it("shows the event form's end-time hint and its error on lines of their own, both describing the field", async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Starts').fill('10:00');
    await dialog.getByLabel('Ends', { exact: false }).fill('09:00');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    const hint = dialog.getByText('Leave empty if it has no set end.', { exact: true });
    const error = dialog.getByText('End time must be after the start time', { exact: true });
    await error.waitFor();
    const [hintBox, errorBox] = [(await hint.boundingBox())!, (await error.boundingBox())!];
    expect(errorBox.y).toBeGreaterThanOrEqual(hintBox.y + hintBox.height - 1);
    const time = dialog.getByLabel('Ends', { exact: false });
    const describedBy = (await time.getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toEqual([await hint.getAttribute('id'), await error.getAttribute('id')]);
    await context.close();
  });

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    // The sign-in card (with sign-up open, it carries the sign-up form too) may not fit in the window with the page's
    // padding around it; then the page scrolls and the card starts at the top, as any page does, and only its width
    // and left edge can match the shorter reset card's.
    it(`gives the sign-in and password-reset cards the same width and placement on a ${name}`, async () => {
      const context = await site.browser.newContext(device);
      const page = await openPage(context);
      const measure = async (path: string) => {
        await page.goto(site.server.url + path);
        return page.evaluate(() => {
          const card = document.querySelector('.auth-card')!.getBoundingClientRect();
          return {
            left: Math.round(card.left),
            width: Math.round(card.width),
            // Centred: as much room above the card as below it, when the page fits in the window.
            centred:
              document.documentElement.scrollHeight > window.innerHeight ||
              Math.abs(card.top - (window.innerHeight - card.bottom)) <= 1,
          };
        });
      };
      const signIn = await measure('/api/login');
      const reset = await measure('/api/password-reset');
      expect(signIn).toEqual(reset);
      expect(signIn.centred).toBe(true);
      await context.close();
    });
  }
});
