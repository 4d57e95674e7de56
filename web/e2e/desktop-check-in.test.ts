import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser, pageForTry } from './support/browser';
import { removeEventWhenTryEnds } from './support/events';
import { adminCookie, createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';
import type { EventDto, RegistrationDto } from '../../shared/api/types';

/**
 * Check-in at a trailhead without signal, in the desktop app (renderer in Chromium, core in the harness): the ticks
 * are drafts while the site is away, and when it is back they merge with a volunteer's ticks on the web, the same
 * person ticked on both included, with no conflict to resolve.
 */
const VOLUNTEER: Account = { email: 'trailhead.desktop@example.org', password: 'Wood-Thrush-Trail-63', admin: true };
const TITLE = 'Desktop Check-in: Vernal Pool Walk';
const PEOPLE = [
  { firstName: 'Robin', lastName: 'Reed', email: 'robin.reed@example.org' },
  { firstName: 'Kim', lastName: 'Alder', email: 'kim.alder@example.org' },
  { firstName: 'Lee', lastName: 'Birch', email: 'lee.birch@example.org' },
];

describe('desktop app: check-in offline, merged with the web on sync', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;
  let event: EventDto;

  const web = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const registrations = async () =>
    (await (await web('GET', `/api/admin/events/${event.id}/registrations`)).json()) as RegistrationDto[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, VOLUNTEER);
    cookie = await adminCookie(server, 'web.checkin@example.org');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The event and its three registrations, of this try's own (gone when it ends): a retry ticks them afresh. */
  async function eventWithPeople(): Promise<EventDto> {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const made = await web('POST', '/api/admin/events', {
      title: TITLE,
      description: 'Looking for salamander eggs.',
      date,
      time: '9:00 AM',
      location: 'North trailhead',
      maxCapacity: 10,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const created = (await made.json()) as EventDto;
    removeEventWhenTryEnds(server, cookie, created.id);
    for (const person of PEOPLE) {
      const res = await fetch(`${server.url}/api/events/${created.id}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(person),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    return created;
  }

  it('ticks people off while the site is down, then syncs them beside a web check-in of the same person', async () => {
    event = await eventWithPeople();
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(VOLUNTEER.email);
    await page.getByLabel('Password').fill(VOLUNTEER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.locator('[data-sync-status="online"]').waitFor();

    // Opened once with the site there, so the app keeps the list for when it is not.
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Events' }).click();
    const openCheckIn = async () => {
      await page.getByRole('button', { name: `Registrations for ${TITLE}` }).click();
      const dialog = page.getByRole('dialog', { name: `Registrations: ${TITLE}` });
      await dialog.getByRole('button', { name: 'Check-in' }).click();
      return dialog;
    };
    let dialog = await openCheckIn();
    await dialog.getByText('0 checked in / 3 expected').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await server.halt();
    dialog = await openCheckIn();
    await dialog.getByText('0 checked in / 3 expected').waitFor();
    await dialog.getByRole('button', { name: 'Robin Reed: check in' }).click();
    await dialog.getByLabel('Search by name').fill('kim');
    await dialog.getByRole('button', { name: 'Kim Alder: check in' }).click();
    await dialog.getByText('2 checked in / 3 expected').waitFor();
    await page.locator('[data-sync-status="offline"][data-pending="2"]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Back online: meanwhile a second volunteer ticked Kim (again) and Lee on the web.
    await server.resume();
    const byName = new Map((await registrations()).map((r) => [r.firstName, r.id]));
    for (const name of ['Kim', 'Lee'])
      expect((await web('PATCH', `/api/admin/registrations/${byName.get(name)}`, { checkedIn: true })).status).toBe(
        200,
      );

    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="0"]').waitFor();
    await expect
      .poll(async () => (await registrations()).filter((r) => r.checkedIn).length, { timeout: 30_000 })
      .toBe(3);
    dialog = await openCheckIn();
    await dialog.getByText('3 checked in / 3 expected').waitFor();

    // Loads refused while the site was away are expected; nothing else.
    const cutOff = /net::(ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET)/;
    expect(page.errors.filter((e) => !cutOff.test(e))).toEqual([]);
  });
});
