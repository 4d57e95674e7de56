import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { adminCookie } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds, removeRegistrationsWhenTryEnds } from './support/events';
import { DESKTOP, PHONE, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { preserveCalendarDay, preserveTimeToInstant } from '../../shared/lib/eventTime';

/** A calendar day `n` days from now, as the admin form sends it. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function adminSession(server: BuiltServer): Promise<string> {
  return await adminCookie(server, 'events-admin@example.org');
}

async function register(server: BuiltServer, id: string) {
  const res = await fetch(`${server.url}/api/events/${id}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Sample', lastName: 'Visitor', email: 'sample.visitor@example.org' }),
  });
  expect(res.status).toBe(201);
}

const cardTitles = (page: Page) => page.locator('.event-grid .event-card-title').allTextContents();
/** The list re-renders as people type; wait for it to settle on the expected titles. */
const expectTitles = (page: Page, titles: string[]) => expect.poll(() => cardTitles(page)).toEqual(titles);

describe('events, event page and past events', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    cookie = await adminSession(server);
    const make = (body: Record<string, unknown>) => createEventViaApi(server, cookie, body);
    [ids.zinnia, ids.aardvark, ids.full, ids.closed, ids.publicLands, ids.meeting, ids.cleanup] = await Promise.all([
      make({
        title: 'E2E Zinnia Planting',
        description: 'Plant zinnias for the pollinator garden.\nGloves provided.',
        date: inDays(3),
        time: '9:00 AM',
        location: 'Community garden',
        maxCapacity: 12,
      }),
      make({
        title: 'E2E Aardvark Lecture',
        description: 'A talk about burrowing animals.',
        date: inDays(9),
        time: '7:00 PM',
        location: 'E2E Lower Orchard',
      }),
      make({
        title: 'E2E Tiny Owl Prowl',
        description: 'A very small group at dusk.',
        date: inDays(6),
        time: '6:30 PM',
        location: 'Parking area',
        maxCapacity: 1,
      }),
      make({
        title: 'E2E Closed Workshop',
        description: 'Not open yet.',
        date: inDays(12),
        time: '10:00 AM',
        location: 'Barn',
        isActive: false,
      }),
      make({
        title: 'E2E National Public Lands Day Trail Work',
        description: 'Mulch and markers.',
        date: inDays(15),
        time: '9:00 AM',
        location: 'Woodland loop',
      }),
      make({
        title: 'E2E Annual Meeting 2019',
        description: 'Members met under the big maple.',
        date: '2019-06-15',
        time: '10:00 AM',
        location: 'The preserve',
        maxCapacity: 40,
        imageUrl: '/uploads/annual-meeting.jpg',
        eventContent: 'E2E recap: the new trail map was unveiled.',
        isActive: false,
      }),
      make({
        title: 'E2E Stream Cleanup 2021',
        description: 'Volunteers cleared the stream banks.',
        date: '2021-04-10',
        time: '9:00 AM',
        location: 'Stream crossing',
        imageUrl: 'spring-cleanup.jpg',
      }),
    ]);
    await register(server, ids.full);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit(device: typeof DESKTOP | typeof PHONE, path: string) {
    const context = await browser.newContext(device);
    const page = await openPage(context);
    const res = await page.goto(server.url + path);
    await waitForHydration(page);
    return { context, page, status: res?.status() };
  }

  it('answers every route with server-rendered content', async () => {
    // Only the rendered page counts, not the data handed over for hydration.
    const html = async (path: string) => {
      const res = await fetch(server.url + path);
      const text = await res.text();
      return { status: res.status, text: text.slice(0, text.indexOf('<script type="application/json" id="__data">')) };
    };
    const list = await html('/events');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Events &amp; Programs');
    expect(list.text).toContain('E2E Zinnia Planting');
    expect(list.text).not.toContain('E2E Closed Workshop');
    expect(list.text).not.toContain('E2E Annual Meeting 2019');

    const past = await html('/past-events');
    expect(past.status).toBe(200);
    expect(past.text).toContain('E2E Annual Meeting 2019');
    expect(past.text).not.toContain('E2E Zinnia Planting');

    const detail = await html(`/events/${ids.zinnia}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain('<title>E2E Zinnia Planting |');
    expect(detail.text).toContain('12 spots remaining');

    const missing = await html(`/events/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Event Not Found');
  });

  // Both sizes at once: axe is the slow part and each browser context renders in its own process.
  it('hydrates without errors and passes axe at phone and desktop sizes', async () => {
    const paths = [
      '/events',
      '/past-events',
      `/events/${ids.zinnia}`,
      `/events/${ids.meeting}`,
      `/events/${ids.closed}`,
    ];
    const check = async (name: string, device: typeof PHONE | typeof DESKTOP) => {
      const context = await browser.newContext(device);
      const page = await openPage(context);
      for (const path of paths) {
        const res = await page.goto(server.url + path);
        expect(res?.status(), `${name} ${path}`).toBe(200);
        await waitForHydration(page);
        await expectAccessible(page).catch((err: Error) => {
          throw new Error(`${name} ${path}: ${err.message}`);
        });
      }
      page.expectNoErrors();
      await context.close();
    };
    await Promise.all([check('phone', PHONE), check('desktop', DESKTOP)]);
  });

  it('searches, sorts, and offers Clear Search when nothing matches', async () => {
    const { context, page } = await visit(DESKTOP, '/events');
    const titles = await cardTitles(page);
    expect(titles).toContain('E2E Tiny Owl Prowl');
    expect(titles).not.toContain('E2E Closed Workshop');
    expect(titles.indexOf('E2E Zinnia Planting')).toBeLessThan(titles.indexOf('E2E Aardvark Lecture'));
    await page.locator('.event-card', { hasText: 'E2E Tiny Owl Prowl' }).getByText('Event Full').waitFor();

    await page.getByLabel('Sort by').selectOption('title');
    const byTitle = [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expectTitles(page, byTitle);
    expect(byTitle.indexOf('E2E Aardvark Lecture')).toBeLessThan(byTitle.indexOf('E2E Zinnia Planting'));

    const search = page.getByLabel('Search events');
    await search.fill('ZINNIA');
    await expectTitles(page, ['E2E Zinnia Planting']);
    await search.fill('lower orchard'); // location
    await expectTitles(page, ['E2E Aardvark Lecture']);
    await search.fill('burrowing'); // description
    await expectTitles(page, ['E2E Aardvark Lecture']);

    await search.fill('xyzzy-nothing');
    await page.getByRole('heading', { name: 'No events found' }).waitFor();
    await page.getByText('No events match your search for "xyzzy-nothing".').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect.poll(() => search.inputValue()).toBe('');
    await expectTitles(page, byTitle);

    const link = page.getByRole('link', { name: /E2E Zinnia Planting/ });
    await expect(link.getAttribute('href')).resolves.toBe(`/events/${ids.zinnia}`);
    page.expectNoErrors();
    await context.close();
  });

  it('shows six skeleton cards while the list loads, then the empty state', async () => {
    const { context, page } = await visit(DESKTOP, '/about');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/events', async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL('**/events');
    await page.locator('.event-card-skeleton').first().waitFor();
    expect(await page.locator('.event-card-skeleton').count()).toBe(6);
    release();
    await page.getByRole('heading', { name: 'No events found' }).waitFor();
    await page.getByText(/^Check back soon\.\.\./).waitFor();
    await expect(page.getByRole('button', { name: 'Clear Search' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('registers through the form, then shows one spot fewer', async () => {
    removeRegistrationsWhenTryEnds(server, cookie, ids.zinnia, 'sample.person@example.org');
    const { context, page } = await visit(PHONE, `/events/${ids.zinnia}`);
    await page.getByRole('heading', { level: 1, name: 'E2E Zinnia Planting' }).waitFor();
    await page.getByText('Plant zinnias for the pollinator garden.').waitFor();
    await page.getByText('Gloves provided.').waitFor();
    await page.getByText('12 spots remaining').waitFor();

    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.getByLabel('First Name').fill('Sample');
    await page.getByLabel('Last Name').fill('Person');
    await expect(page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await page.getByLabel('Email').fill('sample.person@example.org');
    await page.getByLabel('Phone (optional)').fill('609-555-0100');

    let posted: unknown = null;
    await page.route('**/api/events/*/register', async (route) => {
      posted = route.request().postDataJSON();
      await delay(400); // long enough to see the pending state
      await route.continue();
    });
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const pending = page.getByRole('button', { name: 'Registering...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);

    await page.getByText('Registration Successful!').waitFor();
    await page.getByText('11 spots remaining').waitFor();
    expect(posted).toMatchObject({
      firstName: 'Sample',
      lastName: 'Person',
      email: 'sample.person@example.org',
      eventId: ids.zinnia,
    });
    await expect.poll(() => page.locator('#registration-form').count()).toBe(0);
    // The panel says so (and keeps saying it in this browser) instead of offering Register Now again.
    await page.getByRole('heading', { name: "You're registered" }).waitFor();
    page.expectNoErrors();
    await context.close();
  });

  it('shows field errors without submitting, and Cancel closes the form', async () => {
    const { context, page } = await visit(DESKTOP, `/events/${ids.aardvark}`);
    await page.getByText('Open Registration').first().waitFor();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');

    let submitted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/register')) submitted = true;
    });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await expect.poll(() => page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    expect(submitted).toBe(false);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('#registration-form').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Register Now');
    page.expectNoErrors();
    await context.close();
  });

  it('reports a failed registration and keeps the form with what was typed', async () => {
    const { context, page } = await visit(DESKTOP, `/events/${ids.aardvark}`);
    await page.route('**/api/events/*/register', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Sorry, this event is full.' }),
      }),
    );
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.getByLabel('First Name').fill('Sample');
    await page.getByLabel('Last Name').fill('Person');
    await page.getByLabel('Email').fill('sample.person@example.org');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration Failed' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Sorry, this event is full.');
    await expect(page.locator('#registration-form').getByLabel('Email').inputValue()).resolves.toBe(
      'sample.person@example.org',
    );
    await context.close();
  });

  it('a second registration from the same address, in another letter case, is answered like the first', async () => {
    removeRegistrationsWhenTryEnds(server, cookie, ids.aardvark, 'twice.visitor@example.org');
    const first = await fetch(`${server.url}/api/events/${ids.aardvark}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Twice', lastName: 'Visitor', email: 'twice.visitor@example.org' }),
    });
    expect(first.status).toBe(201);
    const { context, page } = await visit(DESKTOP, `/events/${ids.aardvark}`);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.getByLabel('First Name').fill('Twice');
    await page.getByLabel('Last Name').fill('Visitor');
    await page.getByLabel('Email').fill('Twice.Visitor@Example.org');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    // The page cannot tell a new address from one already registered (that would let anyone look addresses up);
    // the address's owner reads in the mail that nothing changed.
    const notice = page.getByRole('status').filter({ hasText: 'Registration Successful!' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      'A confirmation e-mail has been sent to Twice.Visitor@Example.org.',
    );
    await expect.poll(() => page.locator('#registration-form').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows a disabled Event Full button for a full event, and closed registration for an inactive one', async () => {
    const { context, page } = await visit(PHONE, `/events/${ids.full}`);
    const button = page.getByRole('button', { name: 'Event Full' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Register Now' }).count()).resolves.toBe(0);

    await page.goto(`${server.url}/events/${ids.closed}`);
    await waitForHydration(page);
    await page.getByText('Registration is closed for this event.').waitFor();
    await expect(page.getByRole('button', { name: 'Register Now' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('answers an unknown event with 404 and Event Not Found', async () => {
    const { context, page, status } = await visit(PHONE, `/events/${UNKNOWN_ID}`);
    expect(status).toBe(404);
    await page.getByRole('heading', { name: 'Event Not Found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await page.waitForURL('**/events');
    await page.getByRole('heading', { name: 'Events & Programs' }).waitFor();
    // The browser logs the document's own 404; anything else is a real problem.
    expect(page.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('lists past events newest first, with attendance, recap and a way back to upcoming events', async () => {
    const { context, page } = await visit(DESKTOP, '/past-events');
    const dates = await page
      .locator('.past-event-card time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates).toEqual([...dates].sort().reverse());

    const meeting = page.locator('.past-event-card', { hasText: 'E2E Annual Meeting 2019' });
    await meeting.getByText('Past Event').waitFor();
    await meeting.getByText('June 15, 2019').waitFor();
    // Nobody was counted at the 2019 meeting: no "0 / 40 attended" under it.
    await expect(meeting.getByText(/attended/).count()).resolves.toBe(0);
    await expect(meeting.locator('blockquote').textContent()).resolves.toContain(
      'E2E recap: the new trail map was unveiled.',
    );
    // Known file names map to bundled pictures.
    await expect(meeting.locator('img').getAttribute('src')).resolves.toMatch(/\/assets\/annual-meeting-.*\.svg$/);
    const cleanup = page.locator('.past-event-card', { hasText: 'E2E Stream Cleanup 2021' });
    await expect(cleanup.getByText(/attended/).count()).resolves.toBe(0);

    await meeting.getByRole('link', { name: 'E2E Annual Meeting 2019' }).click();
    await page.waitForURL(`**/events/${ids.meeting}`);
    await page.getByRole('heading', { name: 'Past Event' }).waitFor();
    await page.getByText('This event has already taken place.').waitFor();
    await expect(page.getByText(/attended/).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Register Now' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'View Upcoming Events' }).click();
    await page.waitForURL('**/events');
    page.expectNoErrors();
    await context.close();
  });

  it('an event that began earlier today is upcoming until it ends: listed once, open for registration', async () => {
    const [y, m, d] = preserveCalendarDay(new Date()).split('-').map(Number);
    // Midnight on the preserve's clock today; with no end time it runs until the end of the day.
    const id = await createEventViaApi(server, cookie, {
      title: 'E2E Dawn Chorus Count',
      description: 'Counting birds all day.',
      date: preserveTimeToInstant(y, m, d, 0, 0).toISOString(),
      time: 'All day',
      location: 'Meadow',
      maxCapacity: 10,
    });
    removeEventWhenTryEnds(server, cookie, id);
    const { context, page } = await visit(DESKTOP, '/events');
    await page.locator('.event-card-title', { hasText: 'E2E Dawn Chorus Count' }).waitFor();
    // The past-events list as the server renders it (the browser applies the same shared rule).
    const past = await (await fetch(`${server.url}/past-events`)).text();
    const pastList = past.slice(0, past.indexOf('id="__data"'));
    expect(pastList).toContain('E2E Annual Meeting 2019');
    expect(pastList).not.toContain('E2E Dawn Chorus Count');
    await page.goto(`${server.url}/events/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register Now' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Past Event' }).count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });

  it('adds the National Public Lands Day photos and falls back to the placeholder for broken media', async () => {
    const { context, page } = await visit(DESKTOP, `/events/${ids.publicLands}`);
    const srcs = await page.locator('.event-media img').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(srcs).toEqual([
      expect.stringMatching(/trail-work-.*\.svg$/),
      expect.stringMatching(/tree-planting-.*\.svg$/),
    ]);

    // Deliberately broken media: the browser logs the 404s, so these pages are not checked for console errors.
    const [broken, recap] = await Promise.all([
      createEventViaApi(server, cookie, {
        title: 'E2E Broken Picture Talk',
        description: 'A talk.',
        date: inDays(20),
        time: '6:00 PM',
        imageUrls: ['/objects/uploads/00000000-0000-4000-8000-00000000dead'],
      }),
      createEventViaApi(server, cookie, {
        title: 'E2E Video Recap Day',
        description: 'Filmed.',
        date: '2020-09-26',
        time: '9:00 AM',
        maxCapacity: 30,
        imageUrl: '/objects/uploads/e2e-recap.mp4',
      }),
    ]);
    removeEventWhenTryEnds(server, cookie, broken);
    removeEventWhenTryEnds(server, cookie, recap);
    await page.goto(`${server.url}/events/${broken}`);
    await waitForHydration(page);
    await page.waitForFunction(
      () => document.querySelector('.event-media-main img')?.getAttribute('src') === '/api/placeholder-image',
    );

    await page.goto(`${server.url}/past-events`);
    await waitForHydration(page);
    const clip = page.locator('.past-event-card', { hasText: 'E2E Video Recap Day' }).locator('video');
    await expect(
      clip.evaluate((v: HTMLVideoElement) => [v.muted, v.controls, v.getAttribute('preload'), v.getAttribute('src')]),
    ).resolves.toEqual([true, true, 'metadata', '/objects/uploads/e2e-recap.mp4']);
    // The card's link covers the card, but not the video: its controls must stay usable.
    await clip.scrollIntoViewIfNeeded();
    const onTop = await clip.evaluate((v) => {
      const r = v.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === v;
    });
    expect(onTop).toBe(true);
    await context.close();
  });
});
