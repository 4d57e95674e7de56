import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSite } from './support/site';
import { PHONE, expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie, signIn, type Account } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import type { EventDto, RegistrationDto } from '../../shared/api/types';

/**
 * The registrations and check-in as a volunteer uses them: at the trailhead on a phone (390 px) and in the office
 * on a laptop (1366 px). The dialog and its rows stay on the screen, check-in finds people by name with controls a
 * thumb can hit, a walk-in is added at a full event without an address, and the sign-in sheet prints alone.
 */
const VOLUNTEER: Account = { email: 'trailhead.phone@example.org', password: 'Marsh-Wren-Trail-81', admin: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const WIDTHS = [
  ['a phone (390 px)', PHONE, 390],
  ['a laptop (1366 px)', LAPTOP, 1366],
] as const;

const PEOPLE = [
  { firstName: 'Robin', lastName: 'Reed', phone: '609-555-0101' },
  { firstName: 'Kim', lastName: 'Alder', phone: '609-555-0102' },
  {
    firstName: 'Maximiliana',
    lastName: 'Featherstonehaugh-Wolstenholme',
    phone: '609-555-0103',
    specialRequests: 'Needs a walking stick and a seat near the front of the group, please; arriving by bus from town.',
  },
];

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The element's box, which must lie inside the screen's width. */
async function onScreen(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!;
  expect(box, 'shown').toBeTruthy();
  expect(box.x, 'left edge on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on the screen').toBeLessThanOrEqual(width + 0.5);
  return box;
}

/** Once the dialog's opening animation has ended: measured while it zooms in, it is smaller than it is. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
    polling: 50,
  });
}

/** Nothing in the page scrolls sideways: not the page, not the dialog. */
async function noSidewaysScroll(page: Page, dialog: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

describe('registrations and check-in at the trailhead and in the office', () => {
  const site = useSite([VOLUNTEER]);

  for (const [label, options, width] of WIDTHS) {
    it(`on ${label}: readable registrations, check-in by name, a walk-in at a full event, a printable sheet`, async () => {
      const { server, browser } = site;
      const cookie = await adminCookie(server, `office-${width}@example.org`);
      const title = `Heron Count at ${width} px ${Date.now()}`;
      const eventId = await createEventViaApi(server, cookie, {
        title,
        description: 'Counting herons from the boardwalk.',
        date: inDays(4),
        time: '8:00 AM',
        location: 'Boardwalk',
        maxCapacity: PEOPLE.length,
      });
      removeEventWhenTryEnds(server, cookie, eventId);
      for (const [i, person] of PEOPLE.entries()) {
        const res = await fetch(`${server.url}/api/events/${eventId}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...person,
            email: `${person.firstName.toLowerCase()}.${i}.a-rather-long-address-for-a-phone@example.org`,
          }),
        });
        expect(res.status).toBe(201);
      }

      const page = await pageForTry(browser, options);
      await signIn(page, server.url, VOLUNTEER, '/admin/events');
      await waitForHydration(page);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await card.getByRole('button', { name: `Registrations for ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Registrations: ${title}` });
      const table = dialog.getByRole('table', { name: '3 people registered' });
      await table.waitFor();

      // The dialog and every row's name, address and Remove button are on the screen; the table fits the dialog.
      await settled(page);
      const box = await onScreen(dialog, width);
      if (width > 900) expect(box.width).toBeGreaterThanOrEqual(900);
      else expect(box.width).toBeGreaterThanOrEqual(width - 1);
      const tableBox = (await table.boundingBox())!;
      expect(tableBox.width).toBeLessThanOrEqual(box.width);
      for (const person of PEOPLE) {
        const name = `${person.firstName} ${person.lastName}`;
        // (The name's cell also carries the tag of the connection they all registered from: this test's one.)
        await onScreen(table.getByRole('cell').filter({ hasText: name }).first(), width);
        await onScreen(dialog.getByRole('button', { name: `Remove ${name}` }), width);
      }
      await onScreen(dialog.getByText('a-rather-long-address-for-a-phone@example.org').first(), width);
      await onScreen(dialog.getByRole('button', { name: 'Close' }).last(), width);
      await onScreen(dialog.getByRole('button', { name: 'Export CSV' }), width);
      await noSidewaysScroll(page, dialog);
      await expectAccessible(page);

      // Check-in: the count of who is here against who is expected, a name search, large targets.
      await dialog.getByRole('button', { name: 'Check-in', exact: true }).click();
      await dialog.getByText('0 checked in / 3 expected').waitFor();
      const search = dialog.getByRole('searchbox', { name: 'Search by name' });
      expect((await search.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await search.fill('alder');
      const list = dialog.getByRole('list', { name: 'Registrants' });
      await expect(list.getByRole('listitem').count()).resolves.toBe(1);
      const kim = list.getByRole('button', { name: 'Kim Alder: check in' });
      const kimBox = await onScreen(kim, width);
      expect(kimBox.height).toBeGreaterThanOrEqual(44);
      expect(kimBox.width).toBeGreaterThanOrEqual(44);
      // A finger on the phone, a mouse on the laptop.
      await (width < 600 ? kim.tap() : kim.click());
      await dialog.getByText('1 checked in / 3 expected').waitFor();
      await list.getByRole('button', { name: 'Kim Alder: checked in' }).waitFor();
      await search.fill('');
      for (const button of await dialog.locator('.adm-check-in button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.height, (await button.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
      }
      await noSidewaysScroll(page, dialog);

      // A walk-in at the full event, with no address: registered and checked in, over the capacity.
      await dialog.getByRole('button', { name: 'Add walk-in' }).click();
      const form = dialog.getByRole('form', { name: 'Add walk-in' });
      await form.getByText('The event is full: a walk-in is added over its capacity, as they are here.').waitFor();
      await form.getByLabel('First name').fill('Wade');
      await form.getByLabel('Last name').fill('Walker');
      await form.getByLabel('Phone (optional)').fill('609-555-0199');
      for (const input of await form.locator('input').all())
        expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await onScreen(form.getByRole('button', { name: 'Register and check in' }), width);
      await form.getByRole('button', { name: 'Register and check in' }).click();
      await dialog.getByText('2 checked in / 4 expected').waitFor();
      const regs = (await (
        await fetch(`${server.url}/api/admin/events/${eventId}/registrations`, { headers: { cookie } })
      ).json()) as RegistrationDto[];
      expect(regs.find((r) => r.lastName === 'Walker')).toMatchObject({
        email: '',
        phone: '609-555-0199',
        checkedIn: true,
      });
      const event = (await (await fetch(`${server.url}/api/events/${eventId}`)).json()) as EventDto;
      expect(event).toMatchObject({ currentRegistrations: 4, maxCapacity: 3 });
      await expectAccessible(page);

      // The sign-in sheet: the button prints; on paper the sheet is all there is (names by last name, phones, ticks).
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void ((window as unknown as { printed: number }).printed += 1);
      });
      await dialog.getByRole('button', { name: 'Print sign-in sheet' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      const sheet = page.locator('.adm-sign-in-sheet');
      expect(await sheet.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      await sheet.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await dialog.isVisible()).toBe(false);
      const rows = await sheet.locator('table').first().locator('tbody tr').allTextContents();
      expect(rows).toEqual([
        '☑Alder, Kim609-555-0102',
        expect.stringMatching(/^☐Featherstonehaugh-Wolstenholme, Maximiliana609-555-0103Needs a walking stick/),
        '☐Reed, Robin609-555-0101',
        '☑Walker, Wade609-555-0199',
      ]);
      await sheet.getByRole('heading', { level: 2, name: 'Walk-ins' }).waitFor();
      expect(await sheet.locator('table').nth(1).locator('tbody tr').count()).toBe(10);
      await page.emulateMedia({ media: 'screen' });
      expect(await sheet.isVisible()).toBe(false);
      await dialog.waitFor();
      page.expectNoErrors();
    }, 180_000);
  }
});
