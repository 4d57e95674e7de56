import { describe, expect, it } from 'vitest';
import { useSite } from './support/site';
import { PHONE, expectAccessible, pageForTry, waitForHydration } from './support/browser';
import { adminCookie, signIn, type Account } from './support/accounts';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds } from './support/events';
import type { EventDto } from '../../shared/api/types';

/**
 * What the events screen says before it does something a volunteer cannot take back, on a phone: a message to the
 * registrants is shown as it will arrive (no greeting put before the volunteer's own) before it can be sent;
 * deleting an event people signed up for suggests calling it off; raising the capacity says who it registers.
 */
const VOLUNTEER: Account = { email: 'events.safeguards@example.org', password: 'Pied-Billed-Grebe-27', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('events screen safeguards on a phone (390 px)', () => {
  const site = useSite([VOLUNTEER]);

  it('previews a message before sending, suggests calling off instead of deleting, warns of promotions', async () => {
    const { server, browser } = site;
    const cookie = await adminCookie(server, 'events.safeguards.api@example.org');
    const title = `Grebe Watch ${Date.now()}`;
    const eventId = await createEventViaApi(server, cookie, {
      title,
      description: 'Watching grebes on the pond.',
      date: inDays(5),
      time: '9:00 AM',
      location: 'Pond',
      maxCapacity: 1,
    });
    removeEventWhenTryEnds(server, cookie, eventId);
    await registerViaApi(server, eventId, { firstName: 'Anna', lastName: 'Reed', email: 'anna.reed@example.org' });
    for (const name of ['Bea', 'Cal']) {
      const res = await fetch(`${server.url}/api/events/${eventId}/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: name, lastName: 'Waiting', email: `${name.toLowerCase()}.w@example.org` }),
      });
      expect(res.status).toBe(202);
    }

    const page = await pageForTry(browser, PHONE);
    await signIn(page, server.url, VOLUNTEER, '/admin/events');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

    // The message: Preview first; the letter starts with the volunteer's own greeting; then Send.
    await card.getByRole('button', { name: `Message registrants of ${title}` }).click();
    const message = page.getByRole('dialog', { name: `Message Registrants: ${title}` });
    await expect(message.getByRole('button', { name: 'Send Message' }).count()).resolves.toBe(0);
    await message.getByLabel('Subject').fill('Meeting point');
    await message.getByLabel('Message').fill('Hi Anna and everyone,\n\nWe meet at the boathouse.');
    await message.getByRole('button', { name: 'Preview' }).click();
    const preview = message.getByRole('region', { name: 'Preview' });
    await preview.getByText('This goes to 1 registered person, each as below.').waitFor();
    const letter = (await preview.locator('pre').textContent())!;
    expect(letter.startsWith('Hi Anna and everyone,\n\nWe meet at the boathouse.')).toBe(true);
    expect(letter).not.toContain('Hello');
    await expectAccessible(page);
    await message.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Queued for 1 registrant.').waitFor();
    await message.waitFor({ state: 'hidden' });

    // Raising the capacity: said before saving.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Max capacity', { exact: false }).fill('2');
    await edit.getByText('Raising capacity will register 1 person from the waiting list and e-mail them.').waitFor();
    await edit.getByLabel('Max capacity', { exact: false }).fill('5');
    await edit.getByText('Raising capacity will register 2 people from the waiting list and e-mail them.').waitFor();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Deleting: the confirmation says nobody is told and offers calling off instead.
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('call it off instead', { exact: false }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Call Off Instead' }).click();
    await page.getByRole('dialog', { name: `Cancel Event: ${title}` }).waitFor();
    const event = (await (await fetch(`${server.url}/api/events/${eventId}`)).json()) as EventDto;
    expect(event.status).toBe('scheduled');
    page.expectNoErrors();
  }, 180_000);
});
