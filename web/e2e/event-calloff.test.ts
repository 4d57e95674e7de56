import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds, useSiteWithSmtp } from './support/events';
import { DESKTOP, expectAccessible, openPage, PHONE, waitForHydration } from './support/browser';
import { signIn } from './support/accounts';

const ADMIN = { email: 'calloff-admin@example.org', password: 'a long admin password 8', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * An admin calls an event off in the web admin: the dialog asks for the message, the registrant is mailed it with
 * a calendar removal, and the public page keeps the event at its address marked Cancelled, with no form.
 */
describe('calling off an event', () => {
  const site = useSiteWithSmtp(ADMIN);
  /** Counts tries: each has its own event (gone when the try ends) and its own registrant's address. */
  let tries = 0;
  const title = 'Call-off Heron Walk';
  it('the admin cancels it with a message; the page says Cancelled and offers no form', async () => {
    const ida = `ida.heron.${++tries}@example.org`;
    const eventId = await createEventViaApi(site.server, site.cookie, {
      title,
      description: 'Herons at the pond.',
      date: inDays(11),
      time: '8:00 AM',
      location: 'Pond path',
      maxCapacity: 10,
    });
    removeEventWhenTryEnds(site.server, site.cookie, eventId);
    await registerViaApi(site.server, eventId, { firstName: 'Ida', lastName: 'Heron', email: ida });
    const adminContext = await site.browser.newContext(DESKTOP);
    const admin = await openPage(adminContext);
    await signIn(admin, site.server.url, ADMIN, '/admin/events');
    await admin.getByRole('button', { name: `Cancel ${title}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Cancel Event: ${title}` });
    await dialog.getByLabel('Message to attendees').fill('High water has closed the pond path. Sorry!');
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Cancel Event' }).click();
    await admin.getByText('Event Cancelled', { exact: true }).waitFor();
    await admin.getByRole('listitem').filter({ hasText: title }).getByText('Cancelled', { exact: true }).waitFor();
    await adminContext.close();

    const mail = await site.smtp.waitFor((m) => m.subject === `Cancelled: ${title}` && m.envelope.to.includes(ida));
    expect(mail.text).toContain('High water has closed the pond path. Sorry!');
    const ics = mail.attachments.find((a) => a.filename === 'cancel.ics')!.content;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');

    const context = await site.browser.newContext(PHONE);
    const page = await openPage(context);
    const answer = await page.goto(`${site.server.url}/events/${eventId}`);
    expect(answer?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    await expect(page.getByRole('button', { name: 'Register Now' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Join the Waitlist' }).count()).resolves.toBe(0);
    await expect(
      page
        .locator('form')
        .filter({ has: page.getByLabel('Email') })
        .count(),
    ).resolves.toBe(0);
    // Even the form's own address opens no form.
    await page.goto(`${site.server.url}/events/${eventId}?register#registration-form`);
    await waitForHydration(page);
    await expect(page.locator('#registration-form').count()).resolves.toBe(0);
    await expectAccessible(page);

    // The list marks it.
    await page.goto(`${site.server.url}/events`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await context.close();
  });
});
