import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { adminCookie } from './support/accounts';
import { DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser';
import { writeToDatabase } from './support/database';

/**
 * Stored XSS: an admin account (think: a stolen one) stores script in every admin-written text the
 * public site shows; Chromium then renders those pages and nothing may run. Two walls are checked at once:
 * the server's sanitiser (on write and again on read) and the Content-Security-Policy, which reports any
 * script it had to block as a violation. Neither may be needed by a normal page: the public pages must load
 * with zero CSP violations.
 */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// Each payload sets window.__xss and opens a dialog if it ever runs.
const PAYLOADS = [
  `<script>window.__xss = 'script'; alert('script')</script>`,
  `<img src="/api/placeholder-image" onerror="window.__xss = 'img'" onload="window.__xss = 'img'; alert('img')">`,
  `<a id="xss-link" href="javascript:window.__xss = 'link'; alert('link')">Read more</a>`,
  `<svg onload="window.__xss = 'svg'; alert('svg')"><circle r="4"></circle></svg>`,
  `<iframe src="javascript:parent.__xss = 'iframe'"></iframe>`,
  `<details open ontoggle="window.__xss = 'details'; alert('details')"><summary>More</summary></details>`,
  `<p style="background:url(javascript:alert('style'))">Styled</p>`,
  `"><img src=/api/placeholder-image onload="window.__xss = 'breakout'">`,
  `<math><mtext><table><mglyph><style><img src=/api/placeholder-image onload="window.__xss = 'mxss'">`,
  `<object data="javascript:alert('object')"></object><embed src="javascript:alert('embed')">`,
  `<form action="javascript:alert('form')"><button id="xss-button">Go</button></form>`,
].join('\n');

const PUBLIC_PAGES = ['/', '/about', '/history', '/events', '/past-events', '/gallery', '/donate', '/api/login'];

interface Watched {
  page: Page & { errors: string[]; expectNoErrors(): void };
  dialogs: string[];
}

/** A page that records dialogs and every CSP violation the browser reports, from before any page script runs. */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await openPage(context);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, dialogs };
}

async function expectNothingRan({ page, dialogs }: Watched) {
  // Give late handlers (image loads, toggles) a moment to fire if they were going to.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  page.expectNoErrors();
}

describe('stored XSS and the Content-Security-Policy', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;
  const ids: Record<string, string> = {};

  const admin = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    return json;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    cookie = await adminCookie(server, 'xss-admin@example.org');

    await admin('PUT', '/api/admin/home-content', {
      section: 'xss-api',
      title: 'XSS through the API',
      content: `<p>Hello</p>\n${PAYLOADS}`,
      displayOrder: -2,
    });
    await admin('PUT', '/api/admin/home-content', {
      section: 'xss-raw',
      title: 'XSS stored before cleaning',
      content: '<p>placeholder</p>',
      displayOrder: -1,
    });
    ids.upcoming = (
      await admin('POST', '/api/admin/events', {
        title: 'XSS Upcoming Walk',
        description: `<p>Walk</p>\n${PAYLOADS}`,
        date: inDays(5),
        time: '10:00 AM',
      })
    ).id as string;
    ids.past = (
      await admin('POST', '/api/admin/events', {
        title: 'XSS Past Walk',
        description: `<p>Walked</p>\n${PAYLOADS}`,
        eventContent: `<p>Recap</p>\n${PAYLOADS}`,
        date: '2021-05-01',
        time: '10:00 AM',
        isActive: false,
      })
    ).id as string;

    // A row written before the sanitiser existed (or straight into the database): only cleaning on read
    // and the CSP stand between it and the visitors.
    writeToDatabase(server, (db) => {
      db.prepare('UPDATE home_page_content SET content = ? WHERE section = ?').run(
        `<p>Raw</p>\n${PAYLOADS}`,
        'xss-raw',
      );
      db.prepare('UPDATE events SET description = ?, event_content = ? WHERE id = ?').run(
        `<p>Raw</p>\n${PAYLOADS}`,
        `<p>Raw</p>\n${PAYLOADS}`,
        ids.past,
      );
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the API stored the texts cleaned', async () => {
    const blocks = (await (await fetch(`${server.url}/api/home-content`)).json()) as Array<{
      section: string;
      content: string;
    }>;
    for (const section of ['xss-api', 'xss-raw']) {
      const content = blocks.find((b) => b.section === section)!.content;
      expect(content).not.toMatch(
        /<script|onerror|onload|ontoggle|javascript:|<iframe|<svg|<object|<embed|<form|style=/i,
      );
    }
  });

  it.each([
    ['the home page', () => '/'],
    ['an upcoming event', () => `/events/${ids.upcoming}`],
    ['a past event with a recap', () => `/events/${ids.past}`],
    ['the events list', () => '/events'],
    ['the past events list', () => '/past-events'],
  ])('%s renders the payloads without running any', async (_label, pathOf) => {
    const context = await browser.newContext(DESKTOP);
    const watched = await watchedPage(context);
    const { page } = watched;
    await page.goto(`${server.url}${pathOf()}`);
    await waitForHydration(page);
    // Follow any link or button a payload may have left behind, as a curious visitor would.
    for (const selector of ['#xss-link', '#xss-button']) {
      const el = page.locator(selector);
      if ((await el.count()) > 0)
        await el
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
    }
    await expectNothingRan(watched);
    await context.close();
  });

  it.each(PUBLIC_PAGES)('%s loads, hydrates and runs with zero CSP violations', async (pagePath) => {
    const context = await browser.newContext(DESKTOP);
    const watched = await watchedPage(context);
    const res = await watched.page.goto(`${server.url}${pagePath}`);
    const csp = res!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Pages with data hydrate; the sign-in page is plain HTML with no script at all.
    if (pagePath !== '/api/login') await waitForHydration(watched.page);
    await expectNothingRan(watched);
    await context.close();
  });

  it('the admin screens run with zero CSP violations too', async () => {
    const context = await browser.newContext(DESKTOP);
    const [name, value] = cookie.split('; ')[0].split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    for (const cookiePart of cookie.split('; ').slice(1)) {
      const [n, v] = cookiePart.split('=');
      await context.addCookies([{ name: n, value: v, url: server.url }]);
    }
    const watched = await watchedPage(context);
    for (const pagePath of ['/admin', '/admin/events', '/admin/volunteers', '/']) {
      await watched.page.goto(`${server.url}${pagePath}`);
      await waitForHydration(watched.page);
    }
    await expectNothingRan(watched);
    await context.close();
  });
});
