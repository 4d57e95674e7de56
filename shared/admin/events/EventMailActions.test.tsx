import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEvents } from './AdminEvents';
import { renderAdmin } from '../test/renderAdmin';
import { api, unique } from '../test/adminApi';
import type { EventDto } from '../../api/types';
import type { OutboundEmailListDto } from '../../api/mail';

afterEach(cleanup);

const nextYear = new Date().getUTCFullYear() + 1;

async function makeEvent(): Promise<EventDto> {
  const res = await api<EventDto>('POST', '/api/admin/events', {
    title: `Mail Event ${unique()}`,
    description: 'An event made by a component test.',
    date: `${nextYear}-06-06`,
    time: '9:00 AM',
    location: 'South field',
    maxCapacity: 1,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const person = (tag: string) => ({ firstName: 'Pat', lastName: tag, email: `${tag}@example.org` });

async function cardOf(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title }, { timeout: 10_000 });
  return link.closest('li') as HTMLElement;
}

const toast = async (title: string) => {
  const alert = await screen.findByText(title, { selector: '[role="alert"] strong' }, { timeout: 10_000 });
  return alert.parentElement as HTMLElement;
};

/** How many messages of a kind went to an address, as the admin mail list shows them. */
async function mailsTo(kind: string, to: string): Promise<number> {
  const list = await api<OutboundEmailListDto>('GET', `/api/admin/emails?limit=200`);
  return list.body.items.filter((m) => m.kind === kind && m.to === to).length;
}

describe('AdminEvents: Message Registrants and Cancel Event', { timeout: 90_000 }, () => {
  it('Message Registrants checks its fields, then queues the message for registrants and, when ticked, the waitlist', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    const registered = person(`reg-${unique()}`);
    const waiting = person(`wait-${unique()}`);
    expect((await api('POST', `/api/events/${event.id}/register`, registered, false)).status).toBe(201);
    // Accepted without saying whether the address was already waiting (the answer reveals no one's sign-up).
    expect((await api('POST', `/api/events/${event.id}/waitlist`, waiting, false)).status).toBe(202);
    renderAdmin(<AdminEvents />, { path: '/admin/events' });

    await user.click(
      within(await cardOf(event.title)).getByRole('button', { name: `Message registrants of ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Message Registrants: ${event.title}` });
    // Nothing can be sent before it was seen: the first button previews.
    expect(within(dialog).queryByRole('button', { name: 'Send Message' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Message is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Subject'), 'Parking moved');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Dear walkers,\n\nPark at the barn.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also send to the waiting list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    // The letter as the site will send it: the admin's own greeting first, nothing put before it.
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(
      within(preview).getByText('This goes to 1 registered person and 1 person on the waiting list, each as below.'),
    ).toBeTruthy();
    const letter = preview.querySelector('pre')!.textContent!;
    expect(letter.startsWith('Dear walkers,\n\nPark at the barn.')).toBe(true);
    expect(letter).not.toContain('Hello');
    expect(await mailsTo('event-message', registered.email)).toBe(0);
    // Editing goes back to the words, and a change needs a new preview.
    await user.click(within(preview).getByRole('button', { name: 'Edit Message' }));
    await user.type(within(dialog).getByLabelText(/^Message/), ' Thank you.');
    expect(within(dialog).queryByRole('button', { name: 'Send Message' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const again = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(again.querySelector('pre')!.textContent).toContain('Park at the barn. Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const done = await toast('Message Sent');
    expect(done.textContent).toContain('Queued for 1 registrant and 1 person waiting.');
    expect(await mailsTo('event-message', registered.email)).toBe(1);
    expect(await mailsTo('event-message', waiting.email)).toBe(1);
  });

  it('Cancel Event asks for the message, calls the event off, and the card says Cancelled', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    const registered = person(`off-${unique()}`);
    expect((await api('POST', `/api/events/${event.id}/register`, registered, false)).status).toBe(201);
    renderAdmin(<AdminEvents />, { path: '/admin/events' });

    const card = await cardOf(event.title);
    await user.click(within(card).getByRole('button', { name: `Cancel ${event.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel Event: ${event.title}` });
    // Keep Event closes the dialog and changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep Event' }));
    expect((await api<EventDto>('GET', `/api/events/${event.id}`)).body.status).toBe('scheduled');

    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Cancel ${event.title}` }));
    const again = await screen.findByRole('dialog', { name: `Cancel Event: ${event.title}` });
    await user.click(within(again).getByRole('button', { name: 'Cancel Event' }));
    expect(await within(again).findByText('Message is required')).toBeTruthy();
    await user.type(within(again).getByLabelText('Message to attendees'), 'The storm closed the trails.');
    await user.click(within(again).getByRole('button', { name: 'Cancel Event' }));
    await toast('Event Cancelled');

    const after = await cardOf(event.title);
    expect(await within(after).findByText('Cancelled')).toBeTruthy();
    expect(within(after).queryByRole('button', { name: `Cancel ${event.title}` })).toBeNull();
    expect((await api<EventDto>('GET', `/api/events/${event.id}`)).body.status).toBe('cancelled');
    expect(await mailsTo('event-cancelled', registered.email)).toBe(1);
  });

  it('Edit asks whether to tell registrants when the time or place moves, and tells them when ticked', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    const registered = person(`move-${unique()}`);
    expect((await api('POST', `/api/events/${event.id}/register`, registered, false)).status).toBe(201);
    renderAdmin(<AdminEvents />, { path: '/admin/events' });

    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Edit ${event.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const ask = /E-mail the 1 registered person/;
    expect(within(dialog).queryByRole('checkbox', { name: ask })).toBeNull();
    const location = within(dialog).getByLabelText('Location', { exact: false });
    await user.clear(location);
    await user.type(location, 'East barn');
    const checkbox = within(dialog).getByRole('checkbox', { name: ask }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast('Event Updated!');
    expect((await api<EventDto>('GET', `/api/events/${event.id}`)).body.location).toBe('East barn');
    expect(await mailsTo('event-changed', registered.email)).toBe(1);
  });
});
