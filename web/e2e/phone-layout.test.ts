import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import type { Locator, Page } from 'playwright-core';
import { PHONE, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn, type Account } from './support/accounts';
import { startSmtpServer, type SmtpTestServer } from '../../server/test/smtpServer';
import type { EventDto } from '../../shared/api/types';
import { insertGalleryRows } from './support/database';

const LONG_TITLE =
  'PL2E A very long gallery title about the restoration crew planting native grasses along the north meadow trail';

/** A picture with a title long enough to need the ellipsis on a phone, first in the gallery. */
function insertLongTitle(server: BuiltServer) {
  insertGalleryRows(server, [{ title: LONG_TITLE, displayOrder: -100 }]);
}

const ADMIN: Account = { email: 'phone.admin@example.org', password: 'Meadow-Phone-Admin-42', admin: true };
// A notice of a few lines, as a server's explanation can be.
const LONG_NOTICE =
  'The event could not be saved because the site is being updated. Please wait a few minutes and then save again.';
const LONG_EMAIL = 'a.visitor.with.a.rather.long.address@example.org';

/**
 * What a phone must show without sideways scrolling: the page is no wider than the screen, and every button the
 * admin may need lies inside it.
 */
async function expectFitsThePhone(page: Page, scope: string) {
  const { pageWidth, viewport, outside } = await page.evaluate((selector) => {
    const viewport = window.innerWidth;
    const outside = [...document.querySelectorAll<HTMLElement>(`${selector} button`)]
      .filter((b) => b.getClientRects().length > 0)
      .map((b) => ({ text: (b.textContent ?? '').trim(), rect: b.getBoundingClientRect() }))
      .filter(({ rect }) => rect.left < -0.5 || rect.right > viewport + 0.5)
      .map(({ text, rect }) => `${text} (${Math.round(rect.left)}-${Math.round(rect.right)})`);
    return { pageWidth: document.documentElement.scrollWidth, viewport, outside };
  }, scope);
  expect(outside).toEqual([]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
  // Nor may any box inside scroll sideways, hiding columns off to the side.
  const scrollers = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(`${selector} *`)]
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
        )
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
    scope,
  );
  expect(scrollers).toEqual([]);
}

/** The buttons of a dialog something else is drawn over at their centre, each scrolled into view first. */
async function coveredButtons(dialog: Locator): Promise<string[]> {
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(2);
  const covered: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((el) => {
      // The notice's own Dismiss button is what the others are checked against, not one of them; as the notice
      // leaves (after five seconds, soon on a busy machine) it lets clicks through and would read as covered.
      if (el.closest('.toast')) return null;
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === el || el.contains(top)
        ? null
        : `${(el.textContent ?? '').trim() || el.getAttribute('aria-label')} under ${top?.className}`;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}

describe('phone layout at 390 px', () => {
  let server: BuiltServer;
  let browser: Browser;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    // The mail server is down and each message gets one attempt, so the outgoing-mail list has a failed one to retry.
    smtp = await startSmtpServer();
    await smtp.stop();
    [server, browser] = await Promise.all([
      startBuiltServer({ ...smtp.env, MAIL_MAX_ATTEMPTS: '1', MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' }),
      launchBrowser(),
    ]);
    insertLongTitle(server);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function adminPage(path: string) {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, path);
    await waitForHydration(page);
    return { context, page };
  }

  it('a gallery title cut with an ellipsis shows whole lines only, no part of the next one', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(`${server.url}/gallery`);
    await waitForHydration(page);
    const caption = page.locator('.gallery-tile-caption', { hasText: 'PL2E A very long' });
    await caption.waitFor();
    // Every line box of the title, and the edge the caption clips its text at (its padding box).
    const { lines, clipTop, clipBottom, contentBottom } = await caption.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Map<number, { top: number; bottom: number }>();
      for (const r of range.getClientRects()) {
        if (r.height === 0) continue;
        const key = Math.round(r.top);
        const seen = tops.get(key);
        tops.set(key, { top: r.top, bottom: Math.max(r.bottom, seen?.bottom ?? r.bottom) });
      }
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
      const clipTop = box.top + border('top');
      const clipBottom = box.bottom - border('bottom');
      return {
        lines: [...tops.values()],
        clipTop,
        clipBottom,
        contentBottom: clipBottom - parseFloat(style.paddingBottom),
      };
    });
    // The title really is longer than two lines at this width, so the ellipsis is in play.
    expect(lines.length).toBeGreaterThan(2);
    const partlyShown = lines.filter(
      (l) => l.top < clipBottom - 0.5 && l.bottom > clipTop && l.bottom > contentBottom + 0.5,
    );
    expect(partlyShown).toEqual([]);
    const shown = lines.filter((l) => l.top < clipBottom - 0.5 && l.bottom > clipTop);
    expect(shown).toHaveLength(2);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('the users table reflows as cards: nothing off to the side, every action on the screen', async () => {
    await createAccount(server, { email: LONG_EMAIL, password: 'Meadow-Phone-Member-42' });
    const { context, page } = await adminPage('/admin/users');
    await page.getByRole('cell', { name: LONG_EMAIL }).first().waitFor();
    await page
      .getByRole('button', { name: /^Make admin/ })
      .first()
      .waitFor();
    await expectFitsThePhone(page, '.adm');
    await expectAccessible(page);
    // The question before admin rights are given fits the phone too, its buttons on the screen.
    await page
      .getByRole('button', { name: /^Make admin/ })
      .first()
      .click();
    const grant = page.getByRole('dialog', { name: 'Make this person an admin?' });
    await grant.getByRole('button', { name: 'Make admin' }).waitFor();
    await expectFitsThePhone(page, '.bp6-dialog');
    await expectAccessible(page);
    await grant.getByRole('button', { name: 'Cancel' }).click();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('the outgoing e-mail table reflows as cards, Retry included', async () => {
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Phone',
        lastName: 'Visitor',
        email: LONG_EMAIL,
        subject: 'A question about the long trail',
        message: 'Hello',
      }),
    });
    expect(sent.status).toBe(201);
    const { context, page } = await adminPage('/admin/emails');
    await page.getByRole('heading', { level: 1, name: 'Outgoing Email' }).waitFor();
    const retry = page.getByRole('button', { name: /^Retry the message/ }).first();
    for (let i = 0; i < 50 && !(await retry.count()); i++) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await retry.waitFor();
    await expectFitsThePhone(page, '.adm');
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("an event's registrations reflow as cards inside their dialog", async () => {
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const event = events.find((e) => e.isActive && new Date(e.date).getTime() > Date.now());
    expect(event).toBeDefined();
    const res = await fetch(`${server.url}/api/events/${event!.id}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Phone',
        lastName: 'Visitor',
        // Its own address each try: a second registration with one address is refused.
        email: `${randomUUID().slice(0, 8)}.${LONG_EMAIL}`,
        phone: '609-555-0100',
        specialRequests: 'A seat near the front, and a map of the trail for my grandmother, please',
      }),
    });
    expect(res.status).toBe(201);
    const { context, page } = await adminPage('/admin/events');
    await page.getByRole('button', { name: `Registrations for ${event!.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrations: ${event!.title}` });
    await dialog.getByText('Phone Visitor').first().waitFor();
    await expectFitsThePhone(page, '.bp6-dialog');
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("a notice shown while a dialog is open leaves the dialog's buttons uncovered", async () => {
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const event = events[0];
    const { context, page } = await adminPage('/admin/events');
    // The save fails at the network edge, so the failure notice appears while the dialog stays open.
    await page.route(`**/api/admin/events/${event.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: LONG_NOTICE }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Failed to Update Event').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    expect(await coveredButtons(dialog)).toEqual([]);
    expect(page.errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });

  it("a notice shown over the gallery's lightbox is seen, and leaves the lightbox's buttons uncovered", async () => {
    const { context, page } = await adminPage('/gallery');
    await page.getByRole('button', { name: LONG_TITLE }).click();
    const lightbox = page.getByRole('dialog', { name: LONG_TITLE });
    await lightbox.getByRole('button', { name: `Hide from visitors: ${LONG_TITLE}` }).click();
    const notice = page.locator('.toast', { hasText: 'Image hidden from visitors' });
    await notice.waitFor();
    // Read while the notice is up: it leaves after five seconds, which a busy machine can spend on one round trip.
    // The notice is on top where it is drawn (a modal dialog puts everything outside it underneath).
    expect(
      await notice.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
    ).toBe(true);
    expect(await coveredButtons(lightbox)).toEqual([]);
    await lightbox.getByRole('button', { name: `Show to visitors: ${LONG_TITLE}` }).waitFor();
    // Put back for the other tests.
    await lightbox.getByRole('button', { name: `Show to visitors: ${LONG_TITLE}` }).click();
    await page.locator('.toast', { hasText: 'Image shown to visitors again' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
