import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { adminCookie } from './support/accounts';
import {
  ADMIN_SCREENS,
  WIDTHS,
  findLayoutProblems,
  publicPages,
  readVitals,
  viewportFor,
  waitForSettled,
  watchVitals,
} from '../../server/scripts/pageProbe.mjs';
import type { EventDto } from '../../shared/api/types';

/** Layout shift allowed over the load of an admin screen (Lighthouse calls up to 0.1 good). */
const MAX_CLS = 0.02;
/** The time between the answers to one screen's requests. */
const STAGGER_MS = 60;

/**
 * Every admin screen at phone and laptop widths, signed in as an admin: no axe violations, no layout shift while it
 * loads, and none of the layout problems `npm run screenshots` reports; every public page free of those problems too.
 * One context per width, its page reused from screen to screen.
 */
describe('admin screens and public pages at phone and laptop widths', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    cookie = await adminCookie(server, 'layout-admin@example.org');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function contextAt(width: number, signedIn: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: viewportFor(width),
      isMobile: width < 600,
      hasTouch: width < 600,
    });
    if (signedIn) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
        }),
      );
    }
    await watchVitals(context);
    return context;
  }

  // One test per screen and width (a retry then repeats one screen, not ten), one context per width, its page
  // reused from screen to screen.
  describe.each(WIDTHS)('admin screens at %i px', (width) => {
    let context: BrowserContext;
    let page: Awaited<ReturnType<typeof openPage>>;
    /** The screen's API requests so far, counted from its load. */
    let requests = 0;

    beforeAll(async () => {
      context = await contextAt(width, true);
      page = await openPage(context);
      // A screen's answers come back one by one, in the order it asked, as from a busy server that takes them
      // in turn: what one answer shows must not move when the next arrives.
      await page.route('**/api/**', async (route) => {
        const answerAt = Date.now() + requests++ * STAGGER_MS;
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, answerAt - Date.now()));
        await route.fulfill({ response });
      });
    });

    afterAll(async () => {
      page.expectNoErrors();
      await context?.close();
    });

    it.each(ADMIN_SCREENS)('%s: accessible, no layout shift, no layout problems', async (path) => {
      requests = 0;
      await page.goto(server.url + path);
      await waitForSettled(page);
      const { cls } = await readVitals(page);
      const found: string[] = [];
      if (cls > MAX_CLS) found.push(`layout shift ${cls}`);
      found.push(...(await findLayoutProblems(page)));
      expect(found).toEqual([]);
      await expectAccessible(page);
    });
  });

  it.each(WIDTHS)('every public page at %i px: no layout problems', async (width) => {
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const context = await contextAt(width, false);
    const page = await openPage(context);
    const found: string[] = [];
    for (const path of publicPages(events[0].id)) {
      await page.goto(server.url + path);
      await waitForSettled(page);
      found.push(...(await findLayoutProblems(page)).map((p) => `${path}: ${p}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('a dialog at %i px dims the whole window, site header included, and passes axe', async (width) => {
    const context = await contextAt(width, true);
    const page = await openPage(context);
    await page.goto(`${server.url}/admin/events`);
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.waitFor();
    const atHeader = await page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const top = document.elementFromPoint(header.left + 4, header.top + header.height / 2);
      return top?.className ?? '';
    });
    expect(atHeader).toContain('bp6-overlay-backdrop');
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('the checker finds a page wider than the window, clipped text and a covered button', async () => {
    // Not a phone context: a page without a viewport meta tag is laid out 980 px wide there.
    const context = await browser.newContext({ viewport: viewportFor(390) });
    const page = await context.newPage();
    await page.setContent(`
      <body style="margin:0">
        <div style="width:600px">wide</div>
        <p style="width:80px;overflow:hidden;white-space:nowrap">A sentence far too long for its box</p>
        <p style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Cut on purpose with dots</p>
        <button style="position:relative">Covered</button>
        <div style="position:relative;top:-30px;height:40px;background:#fff">over it</div>
      </body>`);
    const problems = await findLayoutProblems(page);
    expect(problems, problems.join('\n')).toHaveLength(3);
    expect(problems[0]).toMatch(/^horizontal overflow: the page is 600px wide in a 390px window/);
    expect(problems[1]).toMatch(/^text clipped: <p> "A sentence far too long/);
    expect(problems[2]).toMatch(/^button covered: <button> "Covered" lies under <div> "over it"/);
    await context.close();
  });
});
