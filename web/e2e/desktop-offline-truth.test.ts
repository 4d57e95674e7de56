import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry, signedInApp } from './support/desktopHarness';
import type { EventDto } from '../../shared/api/types';
import { formatLongDate, preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';

/**
 * The desktop app through its harness, in two time zones each side of the date line: an event with a picture made
 * while the site is down, another event's place changed, the app restarted, the site back. Everything reaches the
 * site once, on its own calendar day and with its picture; the app says what it did at each step ("Saved on this
 * computer", what Sync now sent), and a computer whose sign-in the site revoked says so and asks for a new one.
 */
const ADMIN: Account = {
  email: 'office.truthful@example.org',
  password: 'Sedge-Warbler-Truth-83',
  admin: true,
  firstName: 'Office',
};
const ZONES = ['America/Los_Angeles', 'Pacific/Auckland'] as const;
const year = new Date().getUTCFullYear() + 1;

async function webSession(server: BuiltServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const getJson = async <T>(url: string, cookie?: string): Promise<T> =>
  (await (await fetch(url, { headers: cookie ? { cookie } : {} })).json()) as T;

describe('desktop app: a day offline, told truthfully', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.for(ZONES)('on a computer in %s', async (zone, { task }) => {
    await server.resume();
    const cookie = await webSession(server);
    // Names of this try's own, so a retry meets nothing the first try left.
    const tag = `${zone.split('/')[1]} ${task.result?.retryCount ?? 0}`;
    const winterTitle = `Winter Tree Walk ${tag}`;
    const springTitle = `Early Spring Count ${tag}`;
    const winter = await fetch(`${server.url}/api/admin/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: winterTitle,
        description: 'Bark and buds.',
        date: `${year}-12-12`,
        time: '10:00 AM',
        location: 'Main trailhead',
        maxCapacity: 15,
      }),
    });
    expect(winter.status).toBe(201);
    const winterId = ((await winter.json()) as EventDto).id;

    const harness = await desktopForTry(server.url, { reachabilityMs: 0, timeZone: zone });
    const page = await signedInApp(browser, harness, ADMIN, { timezoneId: zone });
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: `Edit ${winterTitle}` }).waitFor();

    await server.halt();
    // A new event with a picture, while the site is down.
    await page.getByRole('button', { name: 'Create Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create Event' });
    await create.getByLabel('Title').fill(springTitle);
    await create.getByLabel('Description').fill('Counting frogs at the pond.');
    await create.getByLabel('Date').fill(`${year}-03-14`);
    await create.getByLabel('Starts').fill('08:00');
    await create.getByLabel('Location').fill('Pond');
    await create.getByLabel('Max capacity').fill('12');
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    await create.getByLabel('Image file').setInputFiles({ name: 'frogs.png', mimeType: 'image/png', buffer: png });
    await create.getByText('Picture kept on this computer', { exact: false }).waitFor();
    await create.getByRole('button', { name: 'Create Event' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByRole('alert').getByText('Saved on this computer').waitFor();

    const springCard = page.locator('.adm-event-card', { hasText: springTitle });
    const springDay = formatLongDate(preserveTimeToInstant(year, 3, 14, 8, 0));
    await springCard.getByText(springDay).waitFor();
    await springCard.getByText('0 / 12').waitFor();
    await springCard.getByText('Not sent yet').waitFor();

    // The December event's place, from its form: the day stays December 12.
    await page.getByRole('button', { name: `Edit ${winterTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    expect(await edit.getByLabel('Date').inputValue()).toBe(`${year}-12-12`);
    await edit.getByLabel('Location').fill('North gate');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    const winterCard = page.locator('.adm-event-card', { hasText: winterTitle });
    await winterCard.getByText(formatLongDate(preserveTimeToInstant(year, 12, 12, 10, 0))).waitFor();
    await winterCard.getByText('Not sent yet').waitFor();

    // A restart while the site is still down: the three changes wait, and the start-up notice says so.
    await harness.crashAndRestart();
    await page.goto(harness.url);
    await page.getByText('3 changes not sent to the site yet').waitFor();

    // The site is back: Sync now sends them in order and says so; the notice goes with the last.
    await server.resume();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('alert').getByText('Sent 3 changes to the site.').waitFor();
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="0"]').waitFor();
    await page.getByText('3 changes not sent to the site yet').waitFor({ state: 'detached' });

    const events = await getJson<EventDto[]>(`${server.url}/api/events`);
    const springs = events.filter((e) => e.title === springTitle);
    expect(springs).toHaveLength(1);
    expect(preserveCalendarDay(new Date(springs[0].date))).toBe(`${year}-03-14`);
    expect(springs[0].imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect((await fetch(server.url + springs[0].imageUrl)).status).toBe(200);
    const winterNow = events.find((e) => e.id === winterId)!;
    expect(preserveCalendarDay(new Date(winterNow.date))).toBe(`${year}-12-12`);
    expect(winterNow.location).toBe('North gate');

    // An admin revokes this computer on the Users screen: the next sync says it must sign in again.
    const users = await getJson<Array<{ id: string; email: string }>>(`${server.url}/api/admin/users`, cookie);
    const me = users.find((u) => u.email === ADMIN.email)!;
    for (const token of await getJson<Array<{ id: string }>>(`${server.url}/api/admin/users/${me.id}/tokens`, cookie)) {
      const res = await fetch(`${server.url}/api/admin/tokens/${token.id}`, { method: 'DELETE', headers: { cookie } });
      expect(res.status).toBe(204);
    }
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page
      .getByRole('alert')
      .getByText('This computer must sign in again: the site no longer accepts its sign-in', { exact: false })
      .waitFor();
    // The site and the app were taken away under the open page: refused loads are expected, nothing else.
    const cutOff = /net::(ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET)|status of 401/;
    expect(page.errors.filter((e) => !cutOff.test(e))).toEqual([]);
  });
});
