import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { startBuiltServer, type BuiltServer } from './support/server';
import { launchBrowser } from './support/browser';
import { createAccount, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry, signedInApp } from './support/desktopHarness';
import { deleteEventViaApi } from './support/events';
import type {
  EventDto,
  GalleryImageDto,
  HomeSectionDto,
  PageContentDto,
  RegistrationDto,
  SiteSettingsDto,
} from '../../shared/api/types';
import type { OutboundEmailDto } from '../../shared/api/mail';
import { compareGalleryOrder } from '../../shared/lib/gallerySections';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

/**
 * A whole day of office work in the desktop app with the site down, in two time zones each side of the date line:
 * a new event with a picture, another event moved to a new day and time, the gallery reordered and a photo
 * retitled, the about image replaced, a home section and a setting changed, two people checked in; the app
 * restarted while the site is still down; the site back. Every change is on the site once, on its calendar day,
 * with its picture and in its order, and nothing is a conflict.
 */
const ADMIN: Account = {
  email: 'office.whole.day@example.org',
  password: 'Bobolink-Meadow-Day-41',
  admin: true,
  firstName: 'Office',
};
const ZONES = ['America/Los_Angeles', 'Pacific/Auckland'] as const;
const year = new Date().getUTCFullYear() + 1;
const PEOPLE = ['Robin', 'Kim', 'Lee'].map((firstName) => ({
  firstName,
  lastName: 'Marsh',
  email: `${firstName.toLowerCase()}.marsh@example.org`,
}));

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

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

describe('desktop app: a whole day offline reaches the site once, on its days, with its pictures', () => {
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

  it.for(ZONES)('on a computer in %s', async (zone, { task, onTestFinished }) => {
    await server.resume();
    const cookie = await webSession(server);
    const get = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as T;
    };
    // Names of this try's own, so a retry (or the other zone) meets nothing the first left.
    const tag = `${zone.split('/')[1]} ${task.result?.retryCount ?? 0}`;
    const springTitle = `Frog Chorus Count ${tag}`;
    const winterTitle = `Winter Tree Walk ${tag}`;
    const checkInTitle = `Vernal Pool Walk ${tag}`;
    const photoTitle = `Heron at first light ${tag}`;
    const sectionText = `Written at the trailhead while the site was down (${tag}).`;
    const phone = zone === ZONES[0] ? '(555) 010-4471' : '(555) 010-4472';

    const winter = await post<EventDto>('/api/admin/events', {
      title: winterTitle,
      description: 'Bark and buds.',
      date: `${year}-12-12`,
      time: '10:00 AM',
      location: 'Main trailhead',
      maxCapacity: 15,
    });
    // The try's events go when it ends, the site brought back first if the try stopped while it was down.
    const made = [winter.id];
    onTestFinished(async () => {
      await server.resume();
      for (const id of made) await deleteEventViaApi(server, cookie, id);
    });
    const pool = await post<EventDto>('/api/admin/events', {
      title: checkInTitle,
      description: 'Looking for salamander eggs.',
      date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      time: '9:00 AM',
      location: 'North trailhead',
      maxCapacity: 10,
    });
    made.push(pool.id);
    for (const person of PEOPLE) await post(`/api/events/${pool.id}/register`, person);
    // Two people registered for the event to be moved, each try with its own addresses: its e-mails are counted.
    const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const winterPeople = ['ash', 'rowan'].map((name) => `${name}.${slug}@example.org`);
    for (const email of winterPeople)
      await post(`/api/events/${winter.id}/register`, { firstName: 'Winter', lastName: 'Walker', email });
    const galleryBefore = (await get<GalleryImageDto[]>('/api/gallery')).sort(compareGalleryOrder);
    expect(galleryBefore.length).toBeGreaterThan(2);
    const [first, second] = galleryBefore;
    const section = (await get<HomeSectionDto[]>('/api/home-content'))[0];
    const aboutBefore = await get<PageContentDto | null>('/api/page-content/about-image');
    const eventsBefore = await get<EventDto[]>('/api/events');

    const harness = await desktopForTry(server.url, { reachabilityMs: 0, timeZone: zone });
    const page = await signedInApp(browser, harness, ADMIN, {
      viewport: { width: 1280, height: 1400 },
      timezoneId: zone,
    });

    // Each screen opened once with the site there, so the app keeps what it shows for the day without it.
    const nav = page.getByRole('navigation', { name: 'Screens' });
    const registrationsOfPool = async () => {
      await page.getByRole('button', { name: `Registrations for ${checkInTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: `Registrations: ${checkInTitle}` });
      await dialog.getByRole('button', { name: 'Check-in' }).click();
      return dialog;
    };
    await nav.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: `Edit ${winterTitle}` }).waitFor();
    let dialog = await registrationsOfPool();
    await dialog.getByText('0 checked in / 3 expected').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: `Move later: ${first.title}` }).waitFor();
    await nav.getByRole('link', { name: 'Home Page Content' }).click();
    await page.getByRole('button', { name: `Edit ${section.title || section.section}` }).waitFor();
    await page.getByLabel('Choose a new home page About picture').waitFor();
    await nav.getByRole('link', { name: 'Site settings' }).click();
    await page.getByLabel('Phone', { exact: false }).first().waitFor();

    await server.halt();
    // Each change waits on this computer: the bar counts it (the notices, one at a time, are checked elsewhere).
    const saved = (pending: number) =>
      page.locator(`[data-sync-status="offline"][data-pending="${pending}"]`).waitFor();

    // A setting.
    await page.getByLabel('Phone', { exact: false }).first().fill(phone);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await saved(1);

    // A home section, and the about image.
    await nav.getByRole('link', { name: 'Home Page Content' }).click();
    await page.getByRole('button', { name: `Edit ${section.title || section.section}` }).click();
    const form = page.getByRole('form', { name: `Edit section ${section.section}` });
    await form.getByLabel('Content').fill(sectionText);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await saved(2);
    await page
      .getByLabel('Choose a new home page About picture')
      .setInputFiles({ name: 'meadow.png', mimeType: 'image/png', buffer: await png('#7a5') });
    await page.getByText('Your new home page About picture is saved on this computer', { exact: false }).waitFor();
    await saved(4);

    // The gallery: the first photo one place later, then the (now first) second photo retitled.
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('button', { name: `Move later: ${first.title}` }).click();
    await page.getByRole('button', { name: 'Save Order' }).click();
    await saved(5);
    await page
      .getByRole('button', { name: `Edit Details: ${second.title}` })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Edit Image Details' });
    await details.getByLabel('Title').fill(photoTitle);
    await details.getByRole('button', { name: 'Save Details' }).click();
    await details.waitFor({ state: 'hidden' });
    await saved(6);
    const cards = page.locator('[data-section="above"] [data-image-id]');
    await expect.poll(async () => cards.first().getAttribute('data-image-id')).toBe(second.id);

    // Events: a new one with a picture, another moved to a new day and time, two people checked in.
    await nav.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create Event' });
    await create.getByLabel('Title').fill(springTitle);
    await create.getByLabel('Description').fill('Counting frogs at the pond.');
    await create.getByLabel('Date').fill(`${year}-03-14`);
    await create.getByLabel('Starts').fill('08:00');
    await create.getByLabel('Location').fill('Pond');
    await create.getByLabel('Max capacity').fill('12');
    await create
      .getByLabel('Image file')
      .setInputFiles({ name: 'frogs.png', mimeType: 'image/png', buffer: await png('#3a6') });
    await create.getByText('Picture kept on this computer', { exact: false }).waitFor();
    await create.getByRole('button', { name: 'Create Event' }).click();
    await create.waitFor({ state: 'hidden' });
    await saved(8);

    await page.getByRole('button', { name: `Edit ${winterTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    expect(await edit.getByLabel('Date').inputValue()).toBe(`${year}-12-12`);
    await edit.getByLabel('Date', { exact: true }).fill(`${year}-12-19`);
    await edit.getByLabel('Starts').fill('14:30');
    // The registrants are to hear of the new day: the notice says the e-mail goes when the change reaches the site.
    expect(
      await edit
        .getByRole('checkbox', { name: 'E-mail the 2 registered people about the new date, time or place' })
        .isChecked(),
    ).toBe(true);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page
      .getByRole('alert')
      .getByText(`Edit event “${winterTitle}” (its registered people are e-mailed when it is sent)`)
      .waitFor();
    await saved(9);

    dialog = await registrationsOfPool();
    await dialog.getByRole('button', { name: 'Robin Marsh: check in' }).click();
    await dialog.getByRole('button', { name: 'Kim Marsh: check in' }).click();
    await dialog.getByText('2 checked in / 3 expected').waitFor();
    await page.locator('[data-sync-status="offline"][data-pending="11"]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The end of the day: the app closes hard while the site is still down, and starts again with every change.
    await harness.crashAndRestart();
    await page.goto(harness.url);
    await page.getByText('11 changes not sent to the site yet').waitFor();
    await page.locator('[data-sync-status="offline"][data-pending="11"][data-conflicts="0"]').waitFor();

    // The site is back: one Sync now sends the whole day, in order, and nothing asks for a decision.
    await server.resume();
    await page.getByRole('button', { name: 'Sync now' }).click();
    const report = page.getByRole('alert').getByText('Sent 11 changes to the site.');
    await report.waitFor();
    // The e-mail to the moved event's registrants went only now: the report says so, with when the change was made.
    expect(await report.textContent()).toMatch(
      new RegExp(
        `The 2 people registered for “${winterTitle}” were e-mailed now about the change made [A-Z][a-z]{2} \\d+, \\d{4}, \\d+:\\d{2} [AP]M\\.`,
      ),
    );
    await page.locator('[data-sync-status="online"][data-pending="0"][data-conflicts="0"]').waitFor();

    // On the site, each change once.
    const events = await get<EventDto[]>('/api/events');
    expect(events).toHaveLength(eventsBefore.length + 1);
    const springs = events.filter((e) => e.title === springTitle);
    expect(springs).toHaveLength(1);
    expect(preserveCalendarDay(new Date(springs[0].date))).toBe(`${year}-03-14`);
    expect(springs[0]).toMatchObject({ time: '8:00 AM', location: 'Pond', maxCapacity: 12 });
    expect(springs[0].imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect((await fetch(server.url + springs[0].imageUrl)).status).toBe(200);
    const winterNow = await get<EventDto>(`/api/events/${winter.id}`);
    expect(preserveCalendarDay(new Date(winterNow.date))).toBe(`${year}-12-19`);
    expect(winterNow).toMatchObject({ time: '2:30 PM', location: 'Main trailhead' });

    const mails = await get<{ items: OutboundEmailDto[] }>('/api/admin/emails?limit=100');
    const changeMails = mails.items.filter((m) => m.kind === 'event-changed' && winterPeople.includes(m.to));
    expect(changeMails.map((m) => m.to).sort()).toEqual(winterPeople.sort());

    const checkedIn = (await get<RegistrationDto[]>(`/api/admin/events/${pool.id}/registrations`))
      .filter((r) => r.checkedIn)
      .map((r) => r.firstName)
      .sort();
    expect(checkedIn).toEqual(['Kim', 'Robin']);

    const galleryAfter = (await get<GalleryImageDto[]>('/api/gallery')).sort(compareGalleryOrder);
    expect(galleryAfter.map((i) => i.id)).toEqual([second.id, first.id, ...galleryBefore.slice(2).map((i) => i.id)]);
    expect(galleryAfter.filter((i) => i.title === photoTitle).map((i) => i.id)).toEqual([second.id]);

    const sections = await get<HomeSectionDto[]>('/api/home-content');
    expect(sections.filter((s) => s.content === sectionText).map((s) => s.section)).toEqual([section.section]);
    const about = await get<PageContentDto>('/api/page-content/about-image');
    expect(about.value).not.toBe(aboutBefore?.value);
    expect(about.value).toMatch(/^\/objects\/uploads\//);
    expect((await fetch(server.url + about.value)).status).toBe(200);
    expect((await get<SiteSettingsDto>('/api/settings')).phone).toBe(phone);

    // The app shows the site's copies: no card still marked as not sent.
    await nav.getByRole('link', { name: 'Events' }).click();
    await page.locator('.adm-event-card', { hasText: springTitle }).waitFor();
    await expect(page.getByText('Not sent yet').count()).resolves.toBe(0);

    // The site went away under the open page (pictures come through the app's proxy, which answers 502 then).
    const cutOff =
      /net::(ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET)|status of 502 \(Bad Gateway\)/;
    expect(page.errors.filter((e) => !cutOff.test(e))).toEqual([]);
  });
});
