import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser } from './support/browser';
import { createAccount, sessionCookie, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry, signedInApp } from './support/desktopHarness';
import { createEventViaApi, deleteEventViaApi } from './support/events';
import type { EventDto, RegistrationDto } from '../../shared/api/types';

/**
 * The season's edits that the desktop app drafts, made with the site down on a computer far from the preserve's
 * clock: an event given a party size, a category, an end time and two questions; a workday's party checked in and
 * its hours corrected. The drafts show when the form is opened again, survive a crash, and reach the site as made.
 */
const ADMIN: Account = {
  email: 'office.season.offline@example.org',
  password: 'Kestrel-Season-Offline-63',
  admin: true,
  firstName: 'Office',
};
const ZONE = 'Pacific/Auckland';
const year = new Date().getUTCFullYear() + 1;

describe('desktop app: the season’s drafted edits reach the site as made', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser(), buildDesktopIfStale()]);
    await createAccount(server, ADMIN);
    cookie = await sessionCookie(server, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  it('parties, questions, a category and hours, drafted offline and synced', async ({ task, onTestFinished }) => {
    await server.resume();
    const tag = `try ${task.result?.retryCount ?? 0}`;
    const walkTitle = `Owl Prowl ${tag}`;
    const workTitle = `Boardwalk Repair Day ${tag}`;
    const walk = await createEventViaApi(server, cookie, {
      title: walkTitle,
      description: 'Listening for owls at dusk.',
      date: `${year}-10-17`,
      startTime: '18:30',
      location: 'North trailhead',
      maxCapacity: 20,
    });
    const work = await createEventViaApi(server, cookie, {
      title: workTitle,
      description: 'Replacing boards on the marsh boardwalk.',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '12:00',
      category: 'Workday',
      recordsHours: true,
      location: 'Marsh boardwalk',
      maxCapacity: 12,
      guestLimit: 2,
    });
    // The try's events go when it ends, the site brought back first if the try stopped while it was down.
    onTestFinished(async () => {
      await server.resume();
      for (const id of [walk, work]) await deleteEventViaApi(server, cookie, id);
    });
    const party = await fetch(`${server.url}/api/events/${work}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Dale',
        lastName: 'Hammer',
        email: `dale.${task.result?.retryCount ?? 0}@example.org`,
        guests: 2,
      }),
    });
    expect(party.status, await party.clone().text()).toBe(201);

    const harness = await desktopForTry(server.url, { reachabilityMs: 0, timeZone: ZONE });
    const page = await signedInApp(browser, harness, ADMIN, {
      viewport: { width: 1280, height: 1400 },
      timezoneId: ZONE,
    });

    // The screens opened once with the site there, so the app keeps what they show.
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Events' }).click();
    const checkIn = async () => {
      await page.getByRole('button', { name: `Registrations for ${workTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: `Registrations: ${workTitle}` });
      await dialog.getByRole('button', { name: 'Check-in' }).click();
      return dialog;
    };
    let dialog = await checkIn();
    await dialog.getByText('0 checked in / 3 expected').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await server.halt();
    const pending = (n: number) => page.locator(`[data-sync-status="offline"][data-pending="${n}"]`).waitFor();

    // The walk gets its parties, a category, an end and two questions.
    await page.getByRole('button', { name: `Edit ${walkTitle}` }).click();
    let edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Ends').fill('20:00');
    await edit.getByLabel('Category').selectOption('Walk');
    await edit.getByLabel('Guests per registration').fill('3');
    await edit.getByRole('button', { name: 'Add a question' }).click();
    await edit.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Bringing a red torch?');
    await edit.getByRole('group', { name: 'Question 1' }).getByLabel('Answer', { exact: true }).selectOption('yesno');
    await edit.getByRole('group', { name: 'Question 1' }).getByText('An answer is required').click();
    await edit.getByRole('button', { name: 'Add a question' }).click();
    await edit.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Where did you hear of us?');
    await edit.getByRole('group', { name: 'Question 2' }).getByLabel('Answer', { exact: true }).selectOption('choice');
    await edit.getByRole('group', { name: 'Question 2' }).getByLabel('Choices').fill('Newsletter\nA friend\nThe web');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await pending(1);

    // Opened again, the form shows the draft, not the copy the site last sent.
    await page.getByRole('button', { name: `Edit ${walkTitle}` }).click();
    edit = page.getByRole('dialog', { name: 'Edit Event' });
    expect(await edit.getByLabel('Guests per registration').inputValue()).toBe('3');
    expect(await edit.getByLabel('Ends').inputValue()).toBe('20:00');
    expect(await edit.getByRole('textbox', { name: 'Question 2', exact: true }).inputValue()).toBe(
      'Where did you hear of us?',
    );
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    // The workday's party checked in at the boardwalk, and its hours corrected from the event's three to two and a half.
    dialog = await checkIn();
    await dialog.getByRole('button', { name: 'Dale Hammer: check in' }).click();
    await dialog.getByText('3 checked in / 3 expected').waitFor();
    await pending(2);
    const hours = dialog.getByLabel('Hours for Dale Hammer');
    await hours.fill('2.5');
    await hours.press('Enter');
    await pending(3);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The app closes hard with the site still down, and starts again with every draft.
    await harness.crashAndRestart();
    await page.goto(harness.url);
    await page.locator('[data-sync-status="offline"][data-pending="3"][data-conflicts="0"]').waitFor();

    await server.resume();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('alert').getByText('Sent 3 changes to the site.').waitFor();
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="0"]').waitFor();

    const walkNow = await get<EventDto>(`/api/events/${walk}`);
    expect(walkNow).toMatchObject({
      startTime: '18:30',
      endTime: '20:00',
      category: 'Walk',
      guestLimit: 3,
      questions: [
        { id: 1, label: 'Bringing a red torch?', kind: 'yesno', required: true },
        { id: 2, label: 'Where did you hear of us?', kind: 'choice', options: ['Newsletter', 'A friend', 'The web'] },
      ],
    });
    // The site asks the drafted questions of a visitor.
    const refused = await fetch(`${server.url}/api/events/${walk}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ivy', lastName: 'Owl', email: 'ivy.owl@example.org', guests: 4 }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({
      answer1: ['Please answer this question'],
    });

    const [row] = await get<RegistrationDto[]>(`/api/admin/events/${work}/registrations`);
    expect(row).toMatchObject({ checkedIn: true, seats: 3, volunteerMinutes: 150 });
    expect(page.errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|502/.test(e))).toEqual([]);
  });
});
