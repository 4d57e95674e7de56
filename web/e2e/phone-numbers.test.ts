import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser';
import { sessionCookie, type Account } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';
import { PHONE_MESSAGE } from '../../shared/schemas/common';

const ADMIN: Account = { email: 'phones-admin@example.org', password: 'Phone-Number-Admin-42', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A phone number that is not one is refused in the form itself, with the message the server would give. */
describe('phone numbers in the public forms', () => {
  const site = useSite([ADMIN]);

  it.each(VISITOR_WIDTHS)(
    'the volunteer form refuses "555-CALL-NOW" and takes a real number on %s',
    async (_, width) => {
      const context = await site.browser.newContext(width);
      const page = await openPage(context);
      await page.goto(`${site.server.url}/#volunteer`);
      await waitForHydration(page);
      const form = page.locator('form[aria-labelledby="volunteer-form-title"]');
      const phone = form.getByLabel('Phone (optional)');
      await phone.fill('555-CALL-NOW');
      await phone.blur();
      await form.getByText(PHONE_MESSAGE).waitFor();
      await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
      await phone.fill('12');
      await form.getByText(PHONE_MESSAGE).waitFor();
      await phone.fill('+1 (609) 555-0142');
      await expect.poll(() => form.getByText(PHONE_MESSAGE).count()).toBe(0);
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)('the registration form refuses "abc" before sending anything on %s', async (label, width) => {
    const cookie = await sessionCookie(site.server, ADMIN);
    const id = await createEventViaApi(site.server, cookie, {
      title: `E2E Phone Check Walk (${label})`,
      description: 'A walk.',
      date: inDays(4),
      time: '9:00 AM',
      location: 'Trailhead',
      maxCapacity: 10,
    });
    removeEventWhenTryEnds(site.server, cookie, id);
    const context = await site.browser.newContext(width);
    const page = await openPage(context);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto(`${site.server.url}/events/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    const form = page.locator('form.registration-form');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByLabel('Last Name').fill('Sample');
    await form.getByLabel('Email').fill('pat.phone@example.org');
    await form.getByLabel('Phone (optional)').fill('abc');
    await form.getByRole('button', { name: 'Complete Registration' }).click();
    await form.getByText(PHONE_MESSAGE).waitFor();
    expect(posts).toEqual([]);
    page.expectNoErrors();
    await context.close();
  });
});
