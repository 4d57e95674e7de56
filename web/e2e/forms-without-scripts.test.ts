import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { adminCookie } from './support/accounts';
import { createEventViaApi, removeRegistrationsWhenTryEnds } from './support/events';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, waitForHydration } from './support/browser';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The public forms work before and without their scripts (a slow phone, blocked scripts): the browser posts them
 * itself, the server checks them with the shared schemas, stores them, and answers with the page again showing the
 * outcome with the scripted form's texts, and on error each field's message with what was typed. A tap on a control
 * before the scripts run is not lost either.
 */
describe('forms without scripts', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;
  const ids: Record<string, string> = {};

  const admin = async <T>(path: string): Promise<T> => {
    const res = await fetch(server.url + path, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const createEvent = (body: Record<string, unknown>) => createEventViaApi(server, cookie, body);
  const registerByApi = async (id: string, email: string) => {
    const res = await fetch(`${server.url}/api/events/${id}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Other', lastName: 'Visitor', email }),
    });
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    cookie = await adminCookie(server, 'nojs-admin@example.org');
    const base = { description: 'A morning on the trails.', time: '9:00 AM', location: 'Main gate' };
    [ids.walk, ids.lastSeat, ids.tapped, ids.cancel] = await Promise.all([
      createEvent({ ...base, title: 'NoJS Bird Walk', date: inDays(5), maxCapacity: 5 }),
      createEvent({ ...base, title: 'NoJS Last Seat Hike', date: inDays(6), maxCapacity: 1 }),
      createEvent({ ...base, title: 'NoJS Early Tap Walk', date: inDays(7), maxCapacity: 8 }),
      createEvent({ ...base, title: 'NoJS Cancel Walk', date: inDays(8) }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A browser with JavaScript off; its page fails on any console error but the refused posts' own statuses. */
  async function noScripts(): Promise<{ context: BrowserContext; page: Page & { expectNoErrors(): void } }> {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await openPage(context);
    page.expectNoErrors = () => expect(page.errors.filter((e) => !/status of 40[09]/.test(e))).toEqual([]);
    return { context, page };
  }

  /**
   * Presses a form's submit button and waits for the page the post redirects to (post/redirect/get): the address
   * bar ends on the form's page with the result's token, never on the post's address. The post's status.
   */
  async function post(page: Page, button: ReturnType<Page['getByRole']>, path: string) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path),
      button.click(),
    ]);
    await page.waitForURL((url) => url.searchParams.has('result'));
    expect(new URL(page.url()).pathname.startsWith('/api/')).toBe(false);
    return response.status();
  }

  it('sends a volunteer application, and gives back field errors with the typed values', async () => {
    const { context, page } = await noScripts();
    await page.goto(`${server.url}/#volunteer`);
    const form = page.locator('form[aria-labelledby="volunteer-form-title"]');
    await form.getByLabel('First Name').fill('Robin');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Availability (optional)').fill('Saturday mornings');
    const refused = await post(page, form.getByRole('button', { name: 'Submit Application' }), '/api/forms/volunteer');
    expect(refused).toBe(303);
    const again = page.locator('form[aria-labelledby="volunteer-form-title"]');
    const card = page.locator('.form-card', { has: again });
    await card.getByRole('alert').filter({ hasText: 'Submission Failed' }).waitFor();
    await again.getByText('Last name is required').waitFor();
    await again.getByText('Please enter a valid email address').waitFor();
    await again.getByText('Please choose an area of interest').waitFor();
    await expect(again.getByText('First name is required').count()).resolves.toBe(0);
    await expect(again.getByLabel('First Name').inputValue()).resolves.toBe('Robin');
    await expect(again.getByLabel('Email').inputValue()).resolves.toBe('not-an-email');
    await expect(again.getByLabel('Availability (optional)').inputValue()).resolves.toBe('Saturday mornings');
    await expect(again.getByLabel('Last Name').getAttribute('aria-invalid')).resolves.toBe('true');

    await again.getByLabel('Last Name').fill('Nojs');
    // Addresses of this try's own: a retry must find one message from it, not the first try's too.
    const email = `robin.nojs+${Date.now()}@example.org`;
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Area of Interest').selectOption('Conservation Worker');
    const sent = await post(page, again.getByRole('button', { name: 'Submit Application' }), '/api/forms/volunteer');
    expect(sent).toBe(303);
    const done = page.locator('.form-card', { has: page.locator('#volunteer-form-title') });
    const notice = done.getByRole('status').filter({ hasText: 'Application Submitted!' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      "Thank you for your interest in volunteering. We'll review your application and be in touch soon!",
    );
    await expect(done.getByLabel('First Name').inputValue()).resolves.toBe('');

    const volunteers =
      await admin<{ email: string; firstName: string; interest: string; availability: string }[]>(
        '/api/admin/volunteers',
      );
    const stored = volunteers.filter((v) => v.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        firstName: 'Robin',
        interest: 'Conservation Worker',
        availability: 'Saturday mornings',
      }),
    ]);
    page.expectNoErrors();
    await context.close();
  });

  it('sends a contact message, and gives back field errors with the typed values', async () => {
    const { context, page } = await noScripts();
    await page.goto(`${server.url}/#contact`);
    const form = () => page.locator('form[aria-labelledby="contact-form-title"]');
    await form().getByLabel('First Name').fill('Alex');
    await form().getByLabel('Last Name').fill('Nojs');
    const email = `alex.nojs+${Date.now()}@example.org`;
    await form().getByLabel('Email').fill(email);
    await form().getByLabel('Subject').fill('Trail question');
    const refused = await post(page, form().getByRole('button', { name: 'Send Message' }), '/api/forms/contact');
    expect(refused).toBe(303);
    await page.getByRole('alert').filter({ hasText: 'Failed to Send Message' }).waitFor();
    await form().getByText('Message is required').waitFor();
    await expect(form().getByLabel('Subject').inputValue()).resolves.toBe('Trail question');
    await expect(form().getByLabel('Email').inputValue()).resolves.toBe(email);

    await form().getByLabel('Message').fill('Are dogs allowed on the boardwalk?');
    const sent = await post(page, form().getByRole('button', { name: 'Send Message' }), '/api/forms/contact');
    expect(sent).toBe(303);
    const notice = page.getByRole('status').filter({ hasText: 'Message Sent!' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain("Thank you for contacting us. We'll get back to you soon!");
    await expect(form().getByLabel('Subject').inputValue()).resolves.toBe('');

    const contacts = await admin<{ email: string; subject: string; message: string }[]>('/api/admin/contacts');
    expect(contacts.filter((c) => c.email === email)).toEqual([
      expect.objectContaining({ subject: 'Trail question', message: 'Are dogs allowed on the boardwalk?' }),
    ]);
    page.expectNoErrors();
    await context.close();
  });

  it('registers for an event: Register Now opens the form, every field error at once, then success', async () => {
    removeRegistrationsWhenTryEnds(server, cookie, ids.walk, 'sam.nojs@example.org');
    const { context, page } = await noScripts();
    await page.goto(`${server.url}/events/${ids.walk}`);
    await page.getByText('5 spots remaining').waitFor();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL(`**/events/${ids.walk}?register#registration-form`);
    const form = () => page.locator('#registration-form');
    const path = `/api/forms/events/${ids.walk}/register`;

    const refused = await post(page, form().getByRole('button', { name: 'Complete Registration' }), path);
    expect(refused).toBe(303);
    await page.getByRole('alert').filter({ hasText: 'Registration Failed' }).waitFor();
    await form().getByText('First name is required').waitFor();
    await form().getByText('Last name is required').waitFor();
    await form().getByText('Email is required').waitFor();

    await form().getByLabel('First Name').fill('Sam');
    await form().getByLabel('Last Name').fill('Nojs');
    await form().getByLabel('Email').fill('sam.nojs@example.org');
    await form().getByLabel('Special Requests (optional)').fill('Binoculars to borrow');
    const sent = await post(page, form().getByRole('button', { name: 'Complete Registration' }), path);
    expect(sent).toBe(303);
    const notice = page.getByRole('status').filter({ hasText: 'Registration Successful!' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      "You're registered for NoJS Bird Walk. A confirmation e-mail has been sent to sam.nojs@example.org.",
    );
    await page.getByText('4 spots remaining').waitFor();
    await expect(form().count()).resolves.toBe(0);

    const rows = await admin<{ email: string; firstName: string; specialRequests: string }[]>(
      `/api/admin/events/${ids.walk}/registrations`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'sam.nojs@example.org',
        firstName: 'Sam',
        specialRequests: 'Binoculars to borrow',
      }),
    ]);
    page.expectNoErrors();
    await context.close();
  });

  it('says the event is full when the last seat went while the form was open, and stores nothing', async () => {
    removeRegistrationsWhenTryEnds(server, cookie, ids.lastSeat, 'early.bird@example.org');
    const { context, page } = await noScripts();
    await page.goto(`${server.url}/events/${ids.lastSeat}?register`);
    const form = page.locator('#registration-form');
    await form.getByLabel('First Name').fill('Late');
    await form.getByLabel('Last Name').fill('Comer');
    await form.getByLabel('Email').fill('late.comer@example.org');
    await registerByApi(ids.lastSeat, 'early.bird@example.org');
    const path = `/api/forms/events/${ids.lastSeat}/register`;
    const status = await post(page, form.getByRole('button', { name: 'Complete Registration' }), path);
    expect(status).toBe(303);
    const alert = page.getByRole('alert').filter({ hasText: 'Registration Failed' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Sorry, this event is full.');
    // The waiting list is offered in its place, with what was typed.
    await expect(page.locator('#registration-form').count()).resolves.toBe(0);
    await expect(page.locator('#waitlist-form').getByLabel('Email').inputValue()).resolves.toBe(
      'late.comer@example.org',
    );
    const rows = await admin<{ email: string }[]>(`/api/admin/events/${ids.lastSeat}/registrations`);
    expect(rows.map((r) => r.email)).toEqual(['early.bird@example.org']);
    page.expectNoErrors();
    await context.close();
  });

  it('the result page hydrates at the page’s own address once scripts run', async () => {
    removeRegistrationsWhenTryEnds(server, cookie, ids.walk, 'kim.nojs@example.org');
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/events/${ids.walk}?register`);
    await waitForHydration(page);
    const spotsBefore = Number((await page.getByText(/^\d+ spots remaining$/).textContent())!.match(/^\d+/)![0]);
    // As the browser posts it before the scripts have started (submit() skips the scripted handler).
    const postItself = () =>
      page.evaluate(() => (document.getElementById('registration-form') as HTMLFormElement).submit());
    await postItself();
    await page.getByRole('alert').filter({ hasText: 'Registration Failed' }).waitFor();
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/events/${ids.walk}`);
    const form = page.locator('#registration-form');
    await form.getByText('First name is required').waitFor();
    await expectAccessible(page);

    await form.getByLabel('First Name').fill('Kim');
    await form.getByLabel('Last Name').fill('Nojs');
    await form.getByLabel('Email').fill('kim.nojs@example.org');
    await expect(form.getByText('First name is required').count()).resolves.toBe(0);
    await postItself();
    await page.getByRole('status').filter({ hasText: 'Registration Successful!' }).waitFor();
    await waitForHydration(page);
    await page.getByText(`${spotsBefore - 1} spots remaining`).waitFor();
    await expectAccessible(page);
    expect(page.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('honours a tap made before the scripts have started', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/assets/**/*.js', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });

    // Register Now is a link to the page with its form open: the tap works at once.
    await page.goto(`${server.url}/events/${ids.tapped}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Register Now' }).tap();
    await page.waitForURL(`**/events/${ids.tapped}?register#registration-form`);
    await page.locator('#registration-form').getByLabel('First Name').waitFor();

    // The menu button does nothing until the scripts run; the tap is answered once they have.
    await page.goto(`${server.url}/about`, { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.tap();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    page.expectNoErrors();
    await context.close();
  });

  it('Cancel closes the form on the first click, and a first empty submit shows every field’s error', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/events/${ids.cancel}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    const form = page.locator('#registration-form');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => form.count()).toBe(0);

    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await form.getByRole('button', { name: 'Complete Registration' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByText('Last name is required').waitFor();
    await form.getByText('Email is required').waitFor();

    // Leaving a field that was changed checks it.
    await form.getByLabel('First Name').fill('Jo');
    await form.getByLabel('Email').fill('jo@');
    await form.getByLabel('Email').blur();
    await form.getByText('Please enter a valid email address').waitFor();
    await expect(form.getByText('First name is required').count()).resolves.toBe(0);
    page.expectNoErrors();
    await context.close();
  });
});
