import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  waitForHydration,
  downloadedText,
} from './support/browser';
import { createAccount, sessionCookie, signIn, type Account } from './support/accounts';
import { createEventViaApi, deleteEventsTitled, deleteRegistrations, registerViaApi } from './support/events';
import type { EventDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'admin.events@example.org', password: 'Kestrel-Field-Admin-42', admin: true };
const nextYear = new Date().getUTCFullYear() + 1;
const TITLE = 'E2E Heron Survey Morning';
const EDITED = 'E2E Heron Survey Morning (moved)';

async function apiEvents(server: BuiltServer): Promise<EventDto[]> {
  return (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
}

describe('admin events in the browser', () => {
  let server: BuiltServer;
  let browser: Browser;
  let context: BrowserContext;
  let photo: Buffer;
  let cookie: string;

  beforeAll(async () => {
    [server, browser, photo] = await Promise.all([
      startBuiltServer(),
      launchBrowser(),
      sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 60, g: 120, b: 80 } } })
        .jpeg()
        .toBuffer(),
    ]);
    await createAccount(server, ADMIN);
    cookie = await sessionCookie(server, ADMIN);
    context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  let page: Awaited<ReturnType<typeof openPage>>;
  let created: EventDto;

  /**
   * The steps share the page and the event. A retried step first puts them back where the steps before it left them:
   * the event under `title` (made again if a try before deleted it), the admin list freshly loaded.
   */
  async function backTo(title: string): Promise<void> {
    if ((await fetch(`${server.url}/api/events/${created.id}`)).status === 404) {
      const id = await createEventViaApi(server, cookie, {
        title,
        description: 'Counting herons at the north pond.',
        date: `${nextYear}-05-09`,
        time: '7:00 AM',
        location: 'North pond',
        maxCapacity: 2,
      });
      created = { ...created, id };
    }
    const res = await fetch(`${server.url}/api/admin/events/${created.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title }),
    });
    expect(res.status, await res.text()).toBe(200);
    if (page.isClosed()) page = await openPage(context);
    await page.goto(`${server.url}/admin/events`);
    await waitForHydration(page);
  }

  const VISITORS = [
    { firstName: 'Hana', email: 'hana@example.org' },
    { firstName: '=Formula', email: 'formula@example.org' },
  ];

  it('lists the events and creates one with an uploaded image, after checking the fields', async () => {
    // A retry starts without the event an earlier try made.
    await deleteEventsTitled(server, cookie, /^E2E Heron Survey Morning/);
    await page?.close();
    page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Manage Events' }).waitFor();
    await page.getByRole('list', { name: 'Events' }).waitFor();
    await expectAccessible(page);

    // Create: the dialog checks the fields before sending anything.
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Image file').waitFor(); // the lazily loaded uploader is in
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Date is required').waitFor();
    await dialog.getByText('Title is required').waitFor();
    await expectAccessible(page);

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Counting herons at the north pond.\nBinoculars to lend.');
    await dialog.getByLabel('Date').fill(`${nextYear}-05-09`);
    await dialog.getByLabel('Starts').fill('07:00');
    await dialog.getByLabel('Location').fill('North pond');
    await dialog.getByLabel('Max capacity', { exact: false }).fill('2');
    await dialog.getByLabel('Image file').setInputFiles({ name: 'heron.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog
      .getByText('File uploaded successfully! Now add details and submit.')
      .first()
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    created = (await apiEvents(server)).find((e) => e.title === TITLE)!;
    expect(created).toMatchObject({ time: '7:00 AM', location: 'North pond', maxCapacity: 2, isActive: true });
    expect(created.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const picture = await fetch(`${server.url}${created.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
    await card.getByText('0 / 2').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
  }, 240_000);

  it('edits the event; the list shows the change', async ({ task }) => {
    if (task.result?.retryCount) await backTo(TITLE);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });

    // Edit: a new title and no image; the list shows it straight away.
    await card.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Title').waitFor();
    await expectAccessible(page);
    await expect(edit.getByLabel('Date').inputValue()).resolves.toBe(`${nextYear}-05-09`);
    // The event's picture is shown as a picture, loaded, never as its stored address.
    const thumbnail = edit.getByRole('img', { name: 'Current image' });
    await thumbnail.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('img[alt="Current image"]') as HTMLImageElement | null)?.naturalWidth,
      undefined,
      { polling: 50 },
    );
    await expect(edit.getByText('/objects/uploads/').count()).resolves.toBe(0);
    await edit.getByLabel('Title').fill(EDITED);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Event Updated!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    const edited = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EDITED }) });
    await edited.waitFor();
  }, 150_000);

  it('shows who registered and downloads them as CSV', async ({ task }) => {
    if (task.result?.retryCount) await backTo(EDITED);
    // A retry registers them again, in place of the earlier try's registrations.
    await deleteRegistrations(
      server,
      cookie,
      created.id,
      VISITORS.map((v) => v.email),
    );
    const edited = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EDITED }) });
    // Two visitors register; the list shows 2 / 2 and Full once it refetches; the dialog lists them.
    for (const { firstName, email } of VISITORS) {
      const res = await fetch(`${server.url}/api/events/${created.id}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName,
          lastName: 'Visitor',
          email,
          phone: '609-555-0100',
          specialRequests: 'Early start, please',
        }),
      });
      expect(res.status).toBe(201);
    }
    await edited.getByRole('button', { name: `Registrations for ${EDITED}` }).click();
    const regs = page.getByRole('dialog', { name: `Registrations: ${EDITED}` });
    await regs.getByText('Hana Visitor').waitFor();
    await regs.getByText('2 people registered').waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      regs.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^registrations-e2e-heron-survey-morning-moved-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await downloadedText(download);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,Special requests,Status,Waiting list position,Signed up,Checked in,Adults with them,Children with them,Seats,Taken by',
    );
    // The preserve's date and time, as a spreadsheet reads them: no machine stamp in UTC.
    expect(lines[1]).toMatch(
      /^Hana,Visitor,hana@example.org,609-555-0100,"?Early start, please"?,Registered,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,0,0,1,$/,
    );
    expect(lines[2]).toMatch(/^'=Formula,Visitor,formula@example.org,/);
    await regs.getByRole('button', { name: 'Close' }).last().click();
    await regs.waitFor({ state: 'hidden' });
  }, 150_000);

  it('the public event page shows the change at once (followed inside the app, no reload)', async ({ task }) => {
    if (task.result?.retryCount) await backTo(EDITED);
    const edited = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EDITED }) });
    await edited.getByRole('link', { name: EDITED }).click();
    await page.getByRole('heading', { level: 1, name: EDITED }).waitFor();
    await page.getByRole('button', { name: 'Event Full' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Manage Events' }).waitFor();
  }, 150_000);

  it('deletes with a confirm; Cancel keeps the event; the public list drops it', async ({ task }) => {
    if (task.result?.retryCount) {
      // The try before may have deleted the event: then it is made again, full, as the steps before left it.
      const gone = (await fetch(`${server.url}/api/events/${created.id}`)).status === 404;
      await backTo(EDITED);
      if (gone)
        for (const { firstName, email } of VISITORS)
          await registerViaApi(server, created.id, { firstName, lastName: 'Visitor', email });
      await page.goto(`${server.url}/admin/events`);
      await waitForHydration(page);
    }
    // Delete: asks first; Cancel keeps it; Delete removes it and its registrations.
    const again = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EDITED }) });
    // Coming back to the screen loads the list again: the visitors' registrations and the Full badge show.
    await again.getByText('2 / 2').waitFor();
    await again.getByText('Full', { exact: true }).waitFor();
    await again.getByRole('button', { name: `Delete ${EDITED}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this event?').waitFor();
    await confirm.getByText('its 2 registrations will be deleted', { exact: false }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await fetch(`${server.url}/api/events/${created.id}`)).status).toBe(200);

    await again.getByRole('button', { name: `Delete ${EDITED}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Event Deleted').waitFor();
    await again.waitFor({ state: 'detached' });
    expect((await fetch(`${server.url}/api/events/${created.id}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Events & Programs' }).waitFor();
    // (The toast still names the deleted event; the list must not link to it.)
    await expect(page.getByRole('link', { name: EDITED }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await page.close();
  }, 150_000);

  it('the server’s refusal shows as a toast and beside the field (capacity below the registrations)', async () => {
    page = await openPage(context);
    await page.goto(`${server.url}/admin/events`);
    await waitForHydration(page);
    const full = (await apiEvents(server)).find((e) => e.currentRegistrations >= 2 && e.maxCapacity != null);
    expect(full, 'demo content has an event with registrations').toBeTruthy();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: full!.title, exact: true }) });
    await card.getByRole('button', { name: `Edit ${full!.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Max capacity', { exact: false }).fill('1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Failed to Update Event').waitFor();
    await edit.getByText('Capacity is below the current registrations').waitFor();
    await expectAccessible(page);
    expect((await apiEvents(server)).find((e) => e.id === full!.id)!.maxCapacity).toBe(full!.maxCapacity);
    // The refused PUT is the only thing the browser logs.
    expect(page.errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.close();
  }, 150_000);
});
