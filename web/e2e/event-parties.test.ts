import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';
import { LAPTOP, VISITOR_WIDTHS } from './support/widths';
import type { EventDto, RegistrationDto, WaitlistEntryDto } from '../../shared/api/types';

const ADMIN: Account = { email: 'parties-admin@example.org', password: 'parties-admin-pass-1', admin: true };
const year = new Date().getUTCFullYear() + 1;

const PICNIC = {
  description: 'A family morning at the pond, made by the parties test.',
  date: `${year}-05-16`,
  startTime: '10:00',
  endTime: '13:00',
  location: 'Pond meadow',
  maxCapacity: 12,
  guestLimit: 3,
  childrenTakeSeats: true,
  questions: [
    { label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
    { label: 'Staying for lunch?', kind: 'yesno', required: false },
  ],
};

/**
 * A family registers as a party of three and answers the event's two questions, on a phone and a laptop, with and
 * without scripts; the office sees the party and the answers, takes a caller's registration by phone and checks
 * the party in at the trailhead, counting people.
 */
describe('parties and questions', () => {
  const site = useSite([ADMIN]);
  let cookie = '';
  beforeAll(async () => {
    cookie = await sessionCookie(site.server, ADMIN);
  });

  const newPicnic = async (title: string) => {
    const id = await createEventViaApi(site.server, cookie, { ...PICNIC, title });
    removeEventWhenTryEnds(site.server, cookie, id);
    return id;
  };
  const registrations = async (id: string) => {
    const res = await fetch(`${site.server.url}/api/admin/events/${id}/registrations`, { headers: { cookie } });
    return (await res.json()) as RegistrationDto[];
  };

  it.each(VISITOR_WIDTHS)('a party of three registers with its answers, on %s', async (name, width) => {
    const id = await newPicnic(`E2E Party Picnic (${name})`);
    const page = await pageForTry(site.browser, width);
    await page.goto(`${site.server.url}/events/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Family');
    await page.getByLabel('Email').fill(`robin.family.${width.viewport.width}@example.org`);
    await page.getByLabel('Adults coming with you').selectOption('1');
    await page.getByLabel('Children coming with you').selectOption('1');
    // The required question unanswered: the site says which, and nothing is taken.
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('T-shirt size: Please answer this question').waitFor();
    await page.getByLabel('T-shirt size').selectOption('M');
    await page.getByLabel('Staying for lunch?').selectOption('Yes');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Registration Successful!').waitFor();
    await page.getByText('9 spots remaining').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const [party] = await registrations(id);
    expect(party).toMatchObject({
      guests: 1,
      children: 1,
      seats: 3,
      answers: [
        { id: 1, label: 'T-shirt size', value: 'M' },
        { id: 2, label: 'Staying for lunch?', value: 'Yes' },
      ],
    });
    // The browser logs the one refused send itself; nothing else.
    expect(page.errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it.each(VISITOR_WIDTHS)(
    'a party larger than the seats left waits for them, and is registered when they free up, on %s',
    async (name, width) => {
      const id = await createEventViaApi(site.server, cookie, {
        ...PICNIC,
        title: `E2E Party Waits (${name})`,
        maxCapacity: 3,
        questions: [],
      });
      removeEventWhenTryEnds(site.server, cookie, id);
      const first = await fetch(`${site.server.url}/api/events/${id}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.server.url },
        body: JSON.stringify({
          firstName: 'Early',
          lastName: 'Bird',
          email: `early.${width.viewport.width}@example.org`,
        }),
      });
      expect(first.status).toBe(201);
      const early = (await first.json()) as RegistrationDto;

      const page = await pageForTry(site.browser, width);
      await page.goto(`${site.server.url}/events/${id}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Register Now' }).click();
      await page.getByLabel('First Name').fill('Rowan');
      await page.getByLabel('Last Name').fill('Waits');
      const email = `rowan.waits.${width.viewport.width}@example.org`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Adults coming with you').selectOption('2');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await page.getByText('Sorry, only 2 spots are left for this event: please register fewer people.').waitFor();
      // Offered the waiting list in place, with what was typed.
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      const form = page.locator('#waitlist-form');
      expect(await form.getByLabel('Last Name').inputValue()).toBe('Waits');
      expect(await form.getByLabel('Adults coming with you').inputValue()).toBe('2');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();
      await page.getByText(`We've e-mailed ${email} about the waiting list`, { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const waiting = async () => {
        const res = await fetch(`${site.server.url}/api/admin/events/${id}/waitlist`, { headers: { cookie } });
        return (await res.json()) as WaitlistEntryDto[];
      };
      expect((await waiting()).map((w) => [w.lastName, w.seats])).toEqual([['Waits', 3]]);

      // The early bird's seat frees up: the whole party now fits, and is registered from the list.
      const gone = await fetch(`${site.server.url}/api/admin/events/${id}/registrations/${early.id}`, {
        method: 'DELETE',
        headers: { cookie },
      });
      expect(gone.status).toBeLessThan(300);
      expect((await registrations(id)).map((r) => [r.lastName, r.seats])).toEqual([['Waits', 3]]);
      expect(await waiting()).toEqual([]);
      expect(page.errors).toEqual([
        'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
      ]);
    },
  );

  it('the same form works without scripts: the party and answers are posted by the browser itself', async () => {
    const id = await newPicnic('E2E Party Picnic (no scripts)');
    const page = await pageForTry(site.browser, { ...LAPTOP, javaScriptEnabled: false });
    await page.goto(`${site.server.url}/events/${id}?register`);
    await page.getByLabel('First Name').fill('Sky');
    await page.getByLabel('Last Name').fill('Plain');
    await page.getByLabel('Email').fill('sky.plain@example.org');
    await page.getByLabel('Adults coming with you').selectOption('2');
    await page.getByLabel('T-shirt size').selectOption('L');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Registration Successful!').waitFor();
    const [party] = await registrations(id);
    expect(party).toMatchObject({ guests: 2, children: 0, seats: 3 });
    expect(party.answers).toEqual([{ id: 1, label: 'T-shirt size', value: 'L' }]);
  });

  it('the office sees the party, takes a call and checks the party in, on a phone', async () => {
    const title = 'E2E Party Picnic (office)';
    const id = await newPicnic(title);
    const reg = await fetch(`${site.server.url}/api/events/${id}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Party',
        email: 'ada.party@example.org',
        guests: 1,
        children: 1,
        answer1: 'S',
        answer2: 'no',
      }),
    });
    expect(reg.status, await reg.clone().text()).toBe(201);

    const page = await pageForTry(site.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, site.server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Registrations for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrations: ${title}` });
    await dialog.getByText('1 registration, 3 people').waitFor();
    await dialog.getByText('3 people (2 adults, 1 child)').waitFor();
    await dialog.getByText('T-shirt size: S; Staying for lunch?: No').waitFor();

    // A caller with no e-mail and one guest.
    await dialog.getByRole('button', { name: 'Add phone registration' }).click();
    const form = dialog.getByRole('form', { name: 'Add phone registration' });
    await form.getByLabel('First name').fill('Pat');
    await form.getByLabel('Last name').fill('Caller');
    await form.getByLabel('Phone (optional)').fill('609-555-0142');
    await form.getByLabel('Adults with them').fill('1');
    await form.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('2 registrations, 5 people').waitFor();
    await dialog.getByText('By phone').waitFor();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Check-in' }).click();
    await dialog.getByText('0 checked in / 5 expected').waitFor();
    await dialog.getByRole('button', { name: 'Ada Party: check in' }).click();
    await dialog.getByText('3 checked in / 5 expected').waitFor();
    const after = await registrations(id);
    expect(after.find((r) => r.lastName === 'Party')?.checkedIn).toBe(true);
    expect(after.find((r) => r.lastName === 'Caller')).toMatchObject({ channel: 'phone', seats: 2, email: '' });
    const event = (await (await fetch(`${site.server.url}/api/events/${id}`)).json()) as EventDto;
    expect(event.currentRegistrations).toBe(5);
    page.expectNoErrors();
  });
});
