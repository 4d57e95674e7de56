import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds, useSiteWithSmtp } from './support/events';
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from './support/browser';

const ADMIN = { email: 'waitlist-admin@example.org', password: 'a long admin password 7', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A full event in the browser: the disabled Event Full button stays, Join the Waitlist takes a place; the person
 * registered follows the cancel link from their confirmation mail, confirms on the page, and the person waiting
 * is registered at once and mailed. Mail goes to a real SMTP server on loopback.
 */
describe('event waiting list', () => {
  const site = useSiteWithSmtp(ADMIN);
  /** Counts tries, so a retry mails addresses of its own and cannot pick up an earlier try's messages. */
  let tries = 0;
  /** A one-place event of this try's own, gone when the try ends. */
  async function oneSeatEvent(): Promise<string> {
    const id = await createEventViaApi(site.server, site.cookie, {
      title: 'Waitlist Owl Prowl',
      description: 'Listening for owls at dusk.',
      date: inDays(9),
      time: '7:00 PM',
      location: 'North meadow',
      maxCapacity: 1,
    });
    removeEventWhenTryEnds(site.server, site.cookie, id);
    return id;
  }

  it('fills, waits, cancels by the mailed link, and registers the person waiting', async () => {
    const n = ++tries;
    const ava = `ava.early.${n}@example.org`;
    const ben = `ben.waiting.${n}@example.org`;
    const eventId = await oneSeatEvent();
    await registerViaApi(site.server, eventId, { firstName: 'Ava', lastName: 'Early', email: ava });

    const context = await site.browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/events/${eventId}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Event Full' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const form = page.locator('#waitlist-form');
    await form.getByLabel('First Name').fill('Ben');
    await form.getByLabel('Last Name').fill('Waiting');
    await form.getByLabel('Email').fill(ben);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    // The page does not say the place (that would tell who was already waiting); the mail does.
    const toast = page.getByText(`We've e-mailed ${ben} about the waiting list for Waitlist Owl Prowl`, {
      exact: false,
    });
    await toast.waitFor();
    await expect(page.locator('#waitlist-form').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Event Full' }).isDisabled()).resolves.toBe(true);

    const placed = await site.smtp.waitFor((m) => m.envelope.to.includes(ben));
    expect(placed.text).toContain('You are number 1 on the waiting list.');

    // Ava follows the link in her confirmation.
    const confirmation = await site.smtp.waitFor((m) => m.envelope.to.includes(ava));
    expect(confirmation.text).toContain("Can't make it? Let us know so someone else can come.");
    const link = /https?:\/\/\S+\/api\/cancel-registration\?token=\S+/.exec(confirmation.text)![0];
    const url = new URL(link);
    await page.goto(`${site.server.url}${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Cancel your registration' }).waitFor();
    await page.getByText('Waitlist Owl Prowl').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await page.getByText('Your registration is cancelled.').waitFor();

    const cancelled = await site.smtp.waitFor(
      (m) => m.envelope.to.includes(ava) && m.subject.startsWith('Registration cancelled'),
    );
    const calendar = new ICAL.Component(ICAL.parse(cancelled.attachments[0].content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');

    const promoted = await site.smtp.waitFor(
      (m) => m.envelope.to.includes(ben) && m.subject.startsWith('Registration confirmed'),
    );
    expect(promoted.subject).toBe('Registration confirmed: Waitlist Owl Prowl');
    expect(promoted.text).toContain('a spot opened up for Waitlist Owl Prowl');

    // The link again: already cancelled. The event is still full, with Ben in the seat.
    await page.goto(`${site.server.url}${url.pathname}${url.search}`);
    await page.getByText('This registration has already been cancelled.').waitFor();
    await expect(page.getByRole('button', { name: 'Cancel my registration' }).count()).resolves.toBe(0);
    await page.goto(`${site.server.url}/events/${eventId}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Event Full' }).isDisabled()).resolves.toBe(true);
    page.expectNoErrors();
    await context.close();
  });

  it('without scripts: Join the Waitlist opens the form, refused fields come back, then the answer says the place went by mail', async () => {
    const n = ++tries;
    const eventId = await oneSeatEvent();
    await registerViaApi(site.server, eventId, {
      firstName: 'Dee',
      lastName: 'Seated',
      email: `dee.seated.${n}@example.org`,
    });
    const context = await site.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await openPage(context);
    await page.goto(`${site.server.url}/events/${eventId}`);
    await expect(page.getByRole('button', { name: 'Event Full' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.waitForURL(`**/events/${eventId}?waitlist#waitlist-form`);
    const form = () => page.locator('#waitlist-form');
    const post = async () => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/waitlist')),
        form().getByRole('button', { name: 'Join the Waitlist' }).click(),
      ]);
      // Answered with a redirect to the event's page, which shows the outcome (post/redirect/get).
      await page.waitForURL((url) => url.pathname === `/events/${eventId}` && url.searchParams.has('result'));
      return response.status();
    };
    await form().getByLabel('First Name').fill('Cy');
    expect(await post()).toBe(303);
    await page.getByRole('alert').filter({ hasText: 'Could Not Join the Waiting List' }).waitFor();
    await form().getByText('Last name is required').waitFor();
    await expect(form().getByLabel('First Name').inputValue()).resolves.toBe('Cy');
    await form().getByLabel('Last Name').fill('Nojs');
    await form().getByLabel('Email').fill(`cy.nojs.${n}@example.org`);
    expect(await post()).toBe(303);
    const notice = page.getByRole('status').filter({ hasText: 'Check Your Inbox' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      `We've e-mailed cy.nojs.${n}@example.org about the waiting list for Waitlist Owl Prowl`,
    );
    await site.smtp.waitFor((m) => m.envelope.to.includes(`cy.nojs.${n}@example.org`));
    await context.close();
  });
});
