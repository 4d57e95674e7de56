import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, PHONE, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { useSite } from './support/site';
import { preserveCalendarDay } from '../../shared/lib/eventTime';
import { SAMPLE_SETTINGS } from '../../shared/organisation';

const ADMIN = { email: 'home-admin@example.org', password: 'a long admin password' };

/** A date `days` from today on the preserve's calendar, as the admin form sends it. */
const dayFromToday = (days: number) => preserveCalendarDay(new Date(Date.now() + days * 86_400_000));

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Position of a section's top edge in the viewport, once smooth scrolling has settled there. */
async function waitForSectionAtHeader(page: Page, id: string) {
  await page.waitForFunction(
    (sectionId) => {
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top;
      return top != null && Math.abs(top - 64) <= 2;
    },
    id,
    { timeout: 5000 },
  );
}

async function headingsInMain(page: Page): Promise<string[]> {
  return page.locator('main h1, main h2').allTextContents();
}

describe('home page with the demo content', () => {
  const site = useSite();

  it('is rendered on the server with every section', async () => {
    const res = await fetch(site.server.url + '/');
    expect(res.status).toBe(200);
    // React separates adjacent text with <!-- --> markers; they are not part of what visitors read.
    const html = (await res.text()).replaceAll('<!-- -->', '');
    for (const text of [
      'Welcome to Mapleton Preserve',
      // The demo's welcome counts from the founding year of its settings, so the two never disagree.
      `Since ${SAMPLE_SETTINGS.foundingYear}`,
      'id="about"',
      'Explore Mapleton Preserve',
      'Upcoming Events',
      'Photo Gallery',
      'View History',
      'id="volunteer"',
      'Volunteer Registration',
      'Ready to make a difference? Fill out our volunteer application form.',
      'id="contact"',
      'Contact Us',
      'href="/api/newsletter-pdf"',
      'Support Our Mission',
    ]) {
      expect(html).toContain(text);
    }
  });

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`hydrates without errors and passes axe on a ${name}`, async () => {
      const context = await site.browser.newContext(device);
      const page = await openPage(context);
      await page.goto(site.server.url + '/');
      await waitForHydration(page);
      await expect(page.title()).resolves.toBe('Friends of Mapleton Preserve');
      await expectAccessible(page);
      page.expectNoErrors();
      await context.close();
    });
  }

  it('shows its sections in order: welcome, about, explore, get involved, contact, support', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const headings = await headingsInMain(page);
    expect(headings[0]).toBe('Welcome to Mapleton Preserve');
    const order = [
      'About Mapleton Preserve',
      'Explore Mapleton Preserve',
      'Get Involved',
      'Contact Us',
      'Support Our Mission',
    ].map((h) => headings.indexOf(h));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The GIVE NOW banner goes to the donate page.
    const give = page.locator('.support-banner').getByRole('link', { name: 'GIVE NOW' });
    await expect(give.getAttribute('href')).resolves.toBe('/donate');
    page.expectNoErrors();
    await context.close();
  });

  it('lists at most three upcoming events whose View Details links open them', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const cards = page.locator('.upcoming-list > li');
    const count = await cards.count();
    expect(count).toBeLessThanOrEqual(3);
    if (count === 0) {
      await expect(page.getByText('No upcoming events at the moment.').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Browse All Events' }).getAttribute('href')).resolves.toBe('/events');
    } else {
      const links = page.getByRole('link', { name: /^View Details for / });
      await expect(links.count()).resolves.toBe(count);
      const href = (await links.first().getAttribute('href'))!;
      expect(href).toMatch(/^\/events\/[0-9a-f-]{36}$/);
      expect((await fetch(site.server.url + href)).status).toBe(200);
      await Promise.all([page.waitForURL(site.server.url + href), links.first().click()]);
    }
    page.expectNoErrors();
    await context.close();
  });

  it("scrolls to the Volunteer and Contact sections from the header's links, on the home page and from another page", async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(site.server.url + '/');
    await waitForHydration(page);

    await nav.getByRole('link', { name: 'Volunteer' }).click();
    await waitForSectionAtHeader(page, 'volunteer');
    expect(new URL(page.url()).hash).toBe('#volunteer');

    await nav.getByRole('link', { name: 'Contact' }).click();
    await waitForSectionAtHeader(page, 'contact');
    expect(new URL(page.url()).hash).toBe('#contact');

    await page.goto(site.server.url + '/about');
    await waitForHydration(page);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(site.server.url + '/#contact');
    await waitForSectionAtHeader(page, 'contact');

    await page.goto(site.server.url + '/history');
    await waitForHydration(page);
    await nav.getByRole('link', { name: 'Volunteer' }).click();
    await page.waitForURL(site.server.url + '/#volunteer');
    await waitForSectionAtHeader(page, 'volunteer');
    page.expectNoErrors();
    await context.close();
  });

  it('a link with a broken %-escape in its #anchor still opens the page without an error', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    for (const path of ['/#%E0%A4%A', '/about#%ff']) {
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    }
    page.expectNoErrors();
    await context.close();
  });

  it('opens the mobile drawer and closes it when a link is clicked', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Volunteer' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await waitForSectionAtHeader(page, 'volunteer');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(site.server.url + '/about');
    await drawer.waitFor({ state: 'hidden' });
    // The URL can change a moment before React commits the new page: wait for the heading itself.
    await page.getByRole('heading', { level: 1, name: 'About Mapleton Preserve' }).waitFor();
    page.expectNoErrors();
    await context.close();
  });

  it('fits the whole desktop menu on one line inside the header, from the narrowest desktop width up', async () => {
    for (const width of [1200, 1280, 1600]) {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      const page = await openPage(context);
      await page.goto(site.server.url + '/', { waitUntil: 'domcontentloaded' });
      const boxes = await page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const items = [...document.querySelectorAll('.desktop-nav a, .header-actions a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { text: a.textContent, top: r.top, bottom: r.bottom, right: r.right, visible: r.width > 0 };
        });
        return { header: { bottom: header.bottom, right: header.right }, items };
      });
      expect(boxes.items.map((i) => i.text)).toContain('GIVE NOW');
      for (const item of boxes.items) {
        expect(item.visible, `${item.text} at ${width}px`).toBe(true);
        expect(item.bottom - item.top, `${item.text} wraps at ${width}px`).toBeLessThan(50);
        expect(item.bottom, `${item.text} at ${width}px`).toBeLessThanOrEqual(boxes.header.bottom);
        expect(item.right, `${item.text} at ${width}px`).toBeLessThanOrEqual(boxes.header.right);
      }
      await context.close();
    }
  });
});

describe('home page content, events and forms', () => {
  let server: BuiltServer;
  let browser: Browser;
  let api: APIRequestContext;

  beforeAll(async () => {
    // An organisation's own site: no demo content, its details set (unset ones would be left out).
    const organisation = {
      ORG_NAME: 'Friends of Mapleton Preserve',
      ORG_PRESERVE_NAME: 'Mapleton Preserve',
      ORG_ADDRESS_TOWN: 'Kingston',
      ORG_ADDRESS_STATE: 'NJ',
      ORG_LOCATION_URL: 'https://www.openstreetmap.org/search?query=Kingston%20NJ',
      ORG_ADDRESS_LINE1: 'P.O. Box 417',
      ORG_EMAIL: 'office@preserve.test',
      ORG_PHONE: '(609) 924-3100',
    };
    [server, browser] = await Promise.all([startBuiltServer({ SEED: 'none', ...organisation }), launchBrowser()]);
    const created = await server.cli([
      'user',
      'create',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--admin',
    ]);
    expect(created.code, created.output).toBe(0);
    api = await request.newContext({ baseURL: server.url });
    const login = await api.post('/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
  });
  afterAll(async () => {
    await api?.dispose();
    await browser?.close();
    await server?.stop();
  });

  async function home(device: typeof PHONE | typeof DESKTOP = DESKTOP) {
    const context = await browser.newContext(device);
    const page = await openPage(context);
    // Hydration is what the tests need; waiting for every image as well only adds time on a busy machine.
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    return { context, page };
  }

  it('shows the no-events card when nothing is coming up', async () => {
    const { context, page } = await home();
    await expect(page.locator('.upcoming-list').count()).resolves.toBe(0);
    await expect(page.getByText('No upcoming events at the moment.').isVisible()).resolves.toBe(true);
    const browse = page.getByRole('link', { name: 'Browse All Events' });
    await expect(browse.getAttribute('href')).resolves.toBe('/events');
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it('lists the three soonest active upcoming events, with working View Details links', async () => {
    const events = [
      { title: 'Meadow Bird Walk', days: 5 },
      { title: 'Invasive Plant Pull', days: 2 },
      { title: 'Full Moon Stroll', days: 12 },
      { title: 'Autumn Planting Day', days: 30 },
      { title: 'Closed Workday', days: 1, isActive: false },
      { title: 'Last Month Cleanup', days: -30 },
    ];
    const ids: Record<string, string> = {};
    for (const e of events) {
      const res = await api.post('/api/admin/events', {
        data: {
          title: e.title,
          description: 'Sample event for the browser tests.',
          date: dayFromToday(e.days),
          time: '9:00 AM',
          location: 'Main gate',
          isActive: e.isActive ?? true,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids[e.title] = (await res.json()).id;
    }
    // Removed when the try ends, passed or not, so that a retry lists its own events, not the first try's as well.
    onTestFinished(async () => {
      for (const id of Object.values(ids)) await api.delete(`/api/admin/events/${id}`);
    });

    const { context, page } = await home();
    const titles = await page.locator('.upcoming-list .upcoming-title').allTextContents();
    expect(titles).toEqual(['Invasive Plant Pull', 'Meadow Bird Walk', 'Full Moon Stroll']);
    await expect(page.getByText('No upcoming events at the moment.').count()).resolves.toBe(0);

    const link = page.getByRole('link', { name: 'View Details for Meadow Bird Walk' });
    await expect(link.getAttribute('href')).resolves.toBe(`/events/${ids['Meadow Bird Walk']}`);
    await Promise.all([page.waitForURL(`${server.url}/events/${ids['Meadow Bird Walk']}`), link.click()]);
    expect((await fetch(`${server.url}/events/${ids['Meadow Bird Walk']}`)).status).toBe(200);
    page.expectNoErrors();
    await context.close();
  });

  it('shows visible content blocks in display order: plain text escaped, HTML as markup, videos behind a play button', async () => {
    const blocks = [
      {
        section: 'film',
        title: 'A Walk Through the Preserve',
        content: 'Watch our short film https://www.youtube.com/watch?v=dQw4w9WgXcQ and come visit!',
        displayOrder: 1,
      },
      {
        section: 'note',
        title: 'News from the Meadow',
        content: 'Spring workdays start soon.\n\nBring gloves & water. <3 the preserve\nSee you there!',
        displayOrder: 2,
      },
      {
        section: 'trail',
        title: 'Trail Update',
        content: '<p>The <strong>north loop</strong> is open again.</p>',
        displayOrder: 3,
      },
      {
        section: 'clip',
        title: 'Volunteer Day Video',
        content: 'Thanks to everyone who helped! /objects/videos/volunteer-day.mp4',
        displayOrder: 4,
      },
      { section: 'hidden', title: 'Hidden Block', content: 'Not for visitors', isVisible: false, displayOrder: 0 },
    ];
    for (const b of blocks) {
      const res = await api.put('/api/admin/home-content', { data: b });
      expect(res.status(), await res.text()).toBe(200);
    }

    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) thirdParty.push(r.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>player</p>',
      }),
    );
    await page.goto(server.url + '/');
    await waitForHydration(page);

    const headings = await headingsInMain(page);
    expect(headings.slice(0, 6)).toEqual([
      'Welcome to Mapleton Preserve',
      'A Walk Through the Preserve',
      'News from the Meadow',
      'Trail Update',
      'Volunteer Day Video',
      'About Mapleton Preserve',
    ]);
    expect(headings).not.toContain('Hidden Block');

    const note = page.locator('article', { has: page.getByRole('heading', { name: 'News from the Meadow' }) });
    await expect(note.locator('p').allTextContents()).resolves.toEqual([
      'Spring workdays start soon.',
      'Bring gloves & water. <3 the preserveSee you there!',
    ]);
    const trail = page.locator('article', { has: page.getByRole('heading', { name: 'Trail Update' }) });
    await expect(trail.locator('strong').textContent()).resolves.toBe('north loop');

    // YouTube: nothing is fetched from YouTube until the visitor presses play.
    const film = page.locator('article', { has: page.getByRole('heading', { name: 'A Walk Through the Preserve' }) });
    await expect(film.getByText('Watch our short film and come visit!').isVisible()).resolves.toBe(true);
    await expect(film.locator('iframe').count()).resolves.toBe(0);
    await expectAccessible(page);
    page.expectNoErrors();
    expect(thirdParty).toEqual([]);
    await film.getByRole('button', { name: 'Play video: A Walk Through the Preserve (from YouTube)' }).click();
    const frame = film.locator('iframe');
    await expect(frame.getAttribute('src')).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    await expect(frame.getAttribute('title')).resolves.toBe('A Walk Through the Preserve');

    // A video file: <video preload="none"> under a play overlay that goes away once it plays.
    const clip = page.locator('article', { has: page.getByRole('heading', { name: 'Volunteer Day Video' }) });
    const video = clip.locator('video');
    await expect(video.getAttribute('preload')).resolves.toBe('none');
    await expect(video.getAttribute('src')).resolves.toBe('/objects/videos/volunteer-day.mp4');
    await expect(clip.getByText('Thanks to everyone who helped!').isVisible()).resolves.toBe(true);
    await page.route('**/videos/volunteer-day.mp4', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }),
    );
    await clip.getByRole('button', { name: 'Play video: Volunteer Day Video' }).click();
    await expect(clip.getByRole('button', { name: /^Play video/ }).count()).resolves.toBe(0);
    await expect(video.getAttribute('controls')).resolves.not.toBeNull();
    await context.close();
  });

  it('checks the volunteer form, shows the pending label, thanks the volunteer and resets', async () => {
    const { context, page } = await home();
    const form = page.locator('form[aria-labelledby="volunteer-form-title"]');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const msg of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please choose an area of interest',
    ]) {
      // The form's schema loads on first use, so the errors appear a moment after the click (ADR 024).
      await form.getByText(msg).waitFor();
    }
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).name)).resolves.toBe('firstName');
    await expect(form.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await expect(form.getByLabel('Phone').getAttribute('type')).resolves.toBe('tel');
    await expect(form.getByLabel('Relevant Experience').getAttribute('rows')).resolves.toBe('3');
    await expect(form.getByLabel('Availability').getAttribute('rows')).resolves.toBe('3');
    await expect(form.getByLabel('Area of Interest').locator('option').allTextContents()).resolves.toEqual([
      'Choose an area of interest',
      'Event Volunteer',
      'Conservation Worker',
      'Education Support',
      'All of the Above',
    ]);

    await form.getByLabel('First Name').fill('Robin');
    await form.getByLabel('Last Name').fill('Sample');
    // An address of this try's own: a retry must find one application from it, not the first try's too.
    const email = `robin.sample+${Date.now()}@example.org`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Area of Interest').selectOption('Conservation Worker');
    await form.getByLabel('Availability').fill('Saturday mornings');
    await page.route('**/api/volunteers', async (route) => {
      await delay(700);
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const pending = form.getByRole('button', { name: 'Submitting...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);

    const toast = page.getByRole('status');
    await toast.getByText('Application Submitted!').waitFor();
    await expect(
      toast
        .getByText("Thank you for your interest in volunteering. We'll review your application and be in touch soon!")
        .isVisible(),
    ).resolves.toBe(true);
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Area of Interest').inputValue()).resolves.toBe('');
    await expect(form.getByRole('button', { name: 'Submit Application' }).isEnabled()).resolves.toBe(true);
    await expect(form.getByText('First name is required').count()).resolves.toBe(0);

    const stored = (await (await api.get('/api/admin/volunteers')).json()) as Array<{ email: string }>;
    expect(stored.filter((v) => v.email === email)).toEqual([
      expect.objectContaining({
        firstName: 'Robin',
        lastName: 'Sample',
        email,
        interest: 'Conservation Worker',
        availability: 'Saturday mornings',
        phone: null,
      }),
    ]);
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  });

  it("shows the site's explanation of a refusal, and the friendly text when the server fails", async () => {
    const { context, page } = await home(PHONE);
    const form = page.locator('form[aria-labelledby="volunteer-form-title"]');
    const fill = async () => {
      await form.getByLabel('First Name').fill('Robin');
      await form.getByLabel('Last Name').fill('Sample');
      await form.getByLabel('Email').fill('robin.sample@example.org');
      await form.getByLabel('Area of Interest').selectOption('Event Volunteer');
    };
    await fill();
    await page.route('**/api/volunteers', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Applications are paused for maintenance.' }),
      }),
    );
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Submission Failed').waitFor();
    await expect(alert.getByText('Applications are paused for maintenance.').isVisible()).resolves.toBe(true);
    // The visitor's answers stay so they can try again.
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('Robin');

    // A server failure's own words never reach the visitor.
    await page.unroute('**/api/volunteers');
    await page.route('**/api/volunteers', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await alert.getByText('There was an error submitting your application.').waitFor();
    await expect(alert.textContent()).resolves.not.toContain('Internal Server Error');

    await page.unroute('**/api/volunteers');
    await page.route('**/api/volunteers', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
    );
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await alert.getByText('There was an error submitting your application.').waitFor();
    await context.close();
  });

  it('checks the contact form, shows the pending label, confirms and resets', async () => {
    const { context, page } = await home();
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      // The form's schema loads on first use, so the errors appear a moment after the click (ADR 024).
      await form.getByText(msg).waitFor();
    }
    await expect(form.getByLabel('Message').getAttribute('rows')).resolves.toBe('6');

    await form.getByLabel('First Name').fill('Jamie');
    await form.getByLabel('Last Name').fill('Sample');
    const email = `jamie.sample+${Date.now()}@example.org`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Group visit');
    await form.getByLabel('Message').fill('Can a class of twenty visit in May?');
    await page.route('**/api/contact', async (route) => {
      await delay(700);
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const pending = form.getByRole('button', { name: 'Sending...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    const toast = page.getByRole('status');
    await toast.getByText('Message Sent!').waitFor();
    await expect(toast.getByText("Thank you for contacting us. We'll get back to you soon!").isVisible()).resolves.toBe(
      true,
    );
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label).inputValue()).resolves.toBe('');
    }
    const stored = (await (await api.get('/api/admin/contacts')).json()) as Array<{ email: string }>;
    expect(stored.filter((c) => c.email === email)).toEqual([
      expect.objectContaining({
        firstName: 'Jamie',
        subject: 'Group visit',
        message: 'Can a class of twenty visit in May?',
      }),
    ]);
    page.expectNoErrors();
    await context.close();
  });

  it('shows the failure toast when a message cannot be sent', async () => {
    const { context, page } = await home();
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByLabel('First Name').fill('Jamie');
    await form.getByLabel('Last Name').fill('Sample');
    await form.getByLabel('Email').fill('jamie.sample@example.org');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Hello there');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Failed to Send Message').waitFor();
    await alert.getByText('There was an error sending your message.').waitFor();
    await expect(alert.textContent()).resolves.not.toContain('Internal Server Error');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await alert.getByText('There was an error sending your message.').waitFor();
    await context.close();
  });

  it('gives the contact details: address, e-mail, phone, map link with a GPS warning; no newsletter link without one', async () => {
    // The directions are the organisation's words (a page text), here its warning about GPS apps.
    const texts = (await (await api.get('/api/page-texts')).json()) as { key: string; version: number }[];
    const directions = await api.put('/api/admin/page-texts/directions', {
      data: {
        title: null,
        body: 'Heads up: GPS apps sometimes send drivers to a back road.',
        version: texts.find((t) => t.key === 'directions')?.version,
      },
    });
    expect(directions.status(), await directions.text()).toBe(200);
    const { context, page } = await home(PHONE);
    const contact = page.locator('#contact');
    await expect(contact.getByText('P.O. Box').first().isVisible()).resolves.toBe(true);
    await expect(contact.getByRole('link', { name: /@/ }).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await expect(contact.getByRole('link', { name: /\(\d{3}\)/ }).getAttribute('href')).resolves.toMatch(/^tel:\d+$/);
    const map = contact.getByRole('link', { name: /on the map/ });
    await expect(map.getAttribute('target')).resolves.toBe('_blank');
    await expect(contact.getByText(/GPS apps/).isVisible()).resolves.toBe(true);
    // This site has no newsletter PDF yet: nothing links to one (office-newsletter-and-notices.test.ts uploads one
    // and follows the links).
    await expect(contact.getByRole('link', { name: /newsletter/i }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
