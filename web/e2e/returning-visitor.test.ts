import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser, openPage, PHONE } from './support/browser';
import type { EventDto } from '../../shared/api/types';
import { isEventPast } from '../../shared/lib/eventSchedule';
import { isFull } from '../../shared/lib/capacity';

/**
 * A visitor who comes back. Anonymous pages are `Cache-Control: no-cache` with an ETag, so the browser keeps the
 * HTML and asks the server again on every visit; the server answers 304 and the browser shows its stored copy
 * under the headers of the 304. Everything the page's scripts need (the inline loader in particular) must be
 * allowed by those headers, or a second visit shows a dead page: no Register Now, no forms, no menu, no lightbox.
 *
 * One browser context for the whole file, so every load shares one HTTP cache, as one person's browser does.
 */

type WatchedPage = Page & { errors: string[]; expectNoErrors(): void };

interface Visit {
  label: string;
  path: () => string;
  /** Does something on the page that only works once its scripts run. */
  use(page: Page): Promise<void>;
}

/** Opens the phone menu and closes it again (every public page has it; it is a <dialog> opened by React). */
async function tryPhoneMenu(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.waitFor({ state: 'visible' });
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

describe('a returning visitor', () => {
  let server: BuiltServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: WatchedPage;
  let eventPath = '';
  /** Each main-document response the browser took, in order, with the id of the server request that answered it. */
  const documents: Array<{ url: string; requestId: string | undefined }> = [];

  const VISITS: Visit[] = [
    {
      label: 'home',
      path: () => '/',
      async use(p) {
        await tryPhoneMenu(p);
        // The volunteer form checks its fields in the browser; nothing is sent, so the page stays unchanged.
        const form = p.locator('form[aria-labelledby="volunteer-form-title"]');
        await form.getByRole('button', { name: 'Submit Application' }).click();
        await form.getByText('First name is required').waitFor();
        await form.getByLabel('First Name').fill('Robin');
        await expect.poll(() => form.getByText('First name is required').count()).toBe(0);
      },
    },
    { label: 'about', path: () => '/about', use: tryPhoneMenu },
    { label: 'history', path: () => '/history', use: tryPhoneMenu },
    {
      label: 'events',
      path: () => '/events',
      async use(p) {
        const search = p.getByLabel('Search events');
        await search.fill('xyzzy-nothing');
        await p.getByRole('heading', { name: 'No events found' }).waitFor();
        await p.getByRole('button', { name: 'Clear Search' }).click();
        await p.locator('.event-grid .event-card').first().waitFor();
      },
    },
    {
      label: 'an event',
      path: () => eventPath,
      async use(p) {
        await p.getByRole('button', { name: 'Register Now' }).click();
        await p.getByLabel('First Name').waitFor({ state: 'visible' });
        await p.getByRole('button', { name: 'Cancel' }).click();
        await p.getByRole('button', { name: 'Register Now' }).waitFor();
      },
    },
    { label: 'past events', path: () => '/past-events', use: tryPhoneMenu },
    {
      label: 'gallery',
      path: () => '/gallery',
      async use(p) {
        const tile = p.locator('.gallery-tile').first();
        const title = (await tile.locator('.gallery-tile-caption').textContent())!;
        await tile.click();
        const lightbox = p.getByRole('dialog', { name: title });
        await lightbox.waitFor({ state: 'visible' });
        await p.keyboard.press('Escape');
        await lightbox.waitFor({ state: 'hidden' });
        // Opening the photo added a history entry (its own address) and closing it went back: wait until that
        // step back is over, or a Back pressed next is answered by it rather than taking the visitor further back.
        await p.waitForURL((url) => !url.searchParams.has('photo'));
      },
    },
    { label: 'donate', path: () => '/donate', use: tryPhoneMenu },
  ];

  beforeAll(async () => {
    // The server logs every request with its status (info level): that is where a 304 shows, since the browser
    // reports a revalidated page with the status of its stored copy.
    [server, browser] = await Promise.all([startBuiltServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
    // An upcoming demo event with seats left, so its page offers Register Now.
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const open = events.find((e) => e.isActive && !isEventPast(e) && !isFull(e));
    expect(open, 'a demo event open for registration').toBeTruthy();
    eventPath = `/events/${open!.id}`;
    // The server's start-up writes empty the response cache, and a page rendered while one lands goes out
    // without an ETag (nothing to revalidate). Wait until they are over (each page answered from the cache once),
    // so the browser's first visit gets an ETag and the later visits can be answered 304.
    for (const visit of VISITS) {
      for (let tries = 0; (await fetch(server.url + visit.path())).headers.get('x-cache') !== 'hit'; tries++) {
        if (tries === 100) throw new Error(`${visit.path()} is never answered from the response cache`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    context = await browser.newContext(PHONE);
    page = await openPage(context);
    // Every CSP violation the page reports, from before any of its own scripts could run.
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`),
      );
    });
    page.on('response', (res) => {
      if (res.request().isNavigationRequest() && res.request().frame() === page.mainFrame()) {
        documents.push({ url: res.url(), requestId: res.headers()['x-request-id'] });
      }
    });
  });
  // One page serves the whole file: a failed test must not leave its console errors to the next one.
  beforeEach(() => {
    if (page) page.errors.length = 0;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /**
   * Waits until the page has hydrated, or has reported a CSP violation (the dead page never hydrates, so failing
   * on the violation is quicker and says why), then checks it hydrated, with no violation and no console error.
   */
  async function expectLive(what: string) {
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' ||
        (window as unknown as { __csp: string[] }).__csp.length > 0,
      undefined,
      { timeout: 30_000 },
    );
    expect(
      await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      `${what}: CSP violations`,
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), `${what}: hydrated`).toBe('true');
    page.expectNoErrors();
  }

  /** The status the server logged for one request (its access-log line may reach us a moment after the page). */
  async function loggedStatus(requestId: string): Promise<number> {
    let status: number | undefined;
    await expect
      .poll(() => {
        for (const line of server.logs.join('').split('\n')) {
          if (!line.includes(requestId)) continue;
          const entry = JSON.parse(line) as { msg: string; requestId?: string; status?: number };
          if (entry.msg === 'request' && entry.requestId === requestId) status = entry.status;
        }
        return status;
      })
      .toBeDefined();
    return status!;
  }

  /**
   * Opens `path` as a new visit (typed, or followed from elsewhere) and returns the status the server answered.
   * A 304's headers replace the stored ones, X-Request-Id among them, so the page's response names the request.
   */
  async function load(path: string): Promise<number> {
    const before = documents.length;
    await page.goto(server.url + path);
    const mine = documents.slice(before).filter((d) => new URL(d.url).pathname === path);
    expect(mine, `one document response for ${path}`).toHaveLength(1);
    expect(mine[0].requestId, `X-Request-Id of ${path}`).toBeTruthy();
    return loggedStatus(mine[0].requestId!);
  }

  /** Opens the visit's page, checks it came alive and uses it; returns the status the server answered. */
  async function visitAndUse(visit: Visit, what: string): Promise<number> {
    const status = await load(visit.path());
    expect([200, 304], `${what}: status`).toContain(status);
    await expectLive(`${what} (${status})`);
    await visit.use(page);
    page.expectNoErrors();
    return status;
  }

  /**
   * Visits the page again and again, checking and using it each time, until the server has answered `times`
   * revalidations with 304; returns the statuses in order. A visit may also be answered 200: the server keeps
   * a rendered page for a few seconds only, and a new rendering carries new data timestamps and so a new ETag.
   */
  async function visitUntilRevalidated(visit: Visit, times: number, minVisits = 1): Promise<number[]> {
    const statuses: number[] = [];
    while (statuses.filter((s) => s === 304).length < times || statuses.length < minVisits) {
      const before = statuses.length ? ` after ${statuses.join(', ')}` : '';
      statuses.push(
        await visitAndUse(visit, `${visit.label} (${visit.path()}), visit ${statuses.length + 1}${before}`),
      );
      expect(
        statuses.length,
        `visits to ${visit.path()} needed for ${times} answers 304 (${statuses.join(', ')})`,
      ).toBeLessThanOrEqual(minVisits + 3);
    }
    return statuses;
  }

  const byLabel = (label: string) => VISITS.find((v) => v.label === label)!;

  it.each(VISITS.map((v) => [v.label, v] as const))(
    '%s: three visits, the later ones revalidated (304), each hydrates and works',
    async (_label, visit) => {
      await visitUntilRevalidated(visit, 2, 3);
    },
  );

  it('back and forward bring back working pages', async () => {
    // Each page is left right after a visit answered 304: its stored copy now carries that answer's headers, and
    // going back or forward shows the stored copy without asking the server.
    const event = byLabel('an event');
    const gallery = byLabel('gallery');
    const home = byLabel('home');
    await visitUntilRevalidated(home, 1);
    await visitUntilRevalidated(event, 1);
    await visitUntilRevalidated(gallery, 1);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(event.path());
    await expectLive('event after going back');
    await event.use(page);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectLive('home after going back twice');
    await home.use(page);

    await page.goForward();
    expect(new URL(page.url()).pathname).toBe(event.path());
    await expectLive('event after going forward');
    await event.use(page);

    await page.goForward();
    expect(new URL(page.url()).pathname).toBe('/gallery');
    await expectLive('gallery after going forward twice');
    await gallery.use(page);
    page.expectNoErrors();
  });
});
