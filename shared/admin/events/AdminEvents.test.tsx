import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEvents, DELETE_CONFIRM_TEXT } from './AdminEvents';
import { csvDateTime } from '../common/csv';
import { recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { api, unique } from '../test/adminApi';
import type { EventDto, RegistrationDto } from '../../api/types';

afterEach(cleanup);

const nextYear = new Date().getUTCFullYear() + 1;

async function makeEvent(patch: Record<string, unknown> = {}): Promise<EventDto> {
  const res = await api<EventDto>('POST', '/api/admin/events', {
    title: `Component Event ${unique()}`,
    description: 'An event made by a component test.',
    date: `${nextYear}-05-02`,
    time: '9:00 AM',
    location: 'North field',
    maxCapacity: 20,
    ...patch,
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function register(eventId: string, who: Record<string, string>) {
  expect((await api('POST', `/api/events/${eventId}/register`, who, false)).status).toBe(201);
}

/** The list item of the event titled `title`, once the list shows it. */
async function cardOf(title: string): Promise<HTMLElement> {
  // Generous wait: the list refetches after each write, and the test server is shared with other files.
  const link = await screen.findByRole('link', { name: title }, { timeout: 10_000 });
  return link.closest('li') as HTMLElement;
}

const toast = async (title: string) => {
  const alert = await screen.findByText(title, { selector: '[role="alert"] strong' }, { timeout: 10_000 });
  return alert.parentElement as HTMLElement;
};

// Typing key by key is slow in jsdom on a busy machine; the waits are for the UI, not timing assertions.
describe('AdminEvents', { timeout: 90_000 }, () => {
  it('shows a called-off event with one state, Cancelled: not Active beside it, and not Full', async () => {
    const event = await makeEvent({ maxCapacity: 1 });
    await register(event.id, { firstName: 'Cy', lastName: 'Called', email: 'cy.called@example.org' });
    expect((await api('POST', `/api/admin/events/${event.id}/cancel`, { message: 'Flooded path.' })).status).toBe(200);
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    const card = await cardOf(event.title);
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByText('Full')).toBeNull();
  });

  it('lists events with their facts, registrations against the maximum, and Active/Inactive/Full badges', async () => {
    const full = await makeEvent({ maxCapacity: 1 });
    await register(full.id, { firstName: 'Ada', lastName: 'Full', email: 'ada.full@example.org' });
    const inactive = await makeEvent({ isActive: false, maxCapacity: null, location: '' });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });

    await screen.findByRole('heading', { level: 1, name: 'Manage Events' });
    const fullCard = await cardOf(full.title);
    expect(within(fullCard).getByText('Active')).toBeTruthy();
    expect(within(fullCard).getByText('Full')).toBeTruthy();
    expect(within(fullCard).getByText('1 / 1')).toBeTruthy();
    expect(within(fullCard).getByText('9:00 AM')).toBeTruthy();
    expect(within(fullCard).getByText('North field')).toBeTruthy();
    expect(within(fullCard).getByText('An event made by a component test.')).toBeTruthy();
    expect(within(fullCard).getByText(`May 2, ${nextYear}`, { exact: false })).toBeTruthy();

    const inactiveCard = await cardOf(inactive.title);
    expect(within(inactiveCard).getByText('Inactive')).toBeTruthy();
    expect(within(inactiveCard).queryByText('Full')).toBeNull();
    expect(within(inactiveCard).getByText('0 (no limit)')).toBeTruthy();
    expect(within(inactiveCard).getByText('No location')).toBeTruthy();
  });

  it('Create: checks the fields first (Date is required), then creates and shows the event', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(await screen.findByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Date is required')).toBeTruthy();
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');

    const title = `Created In Dialog ${unique()}`;
    await user.type(within(dialog).getByLabelText('Title'), title);
    await user.type(within(dialog).getByLabelText('Description'), 'Made through the dialog.');
    await user.type(within(dialog).getByLabelText('Date'), `${nextYear}-08-09`);
    await user.type(within(dialog).getByLabelText('Starts'), '10:30');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Workday');
    await user.type(within(dialog).getByLabelText('Max capacity', { exact: false }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Capacity must be a whole number')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Max capacity', { exact: false }));
    await user.type(within(dialog).getByLabelText('Max capacity', { exact: false }), '15');
    await user.type(within(dialog).getByLabelText('Event recap', { exact: false }), 'A fine morning.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    await toast('Event Created!');
    await cardOf(title);
    const events = (await api<EventDto[]>('GET', '/api/events')).body;
    const saved = events.find((e) => e.title === title)!;
    expect(saved).toMatchObject({
      time: '10:30 AM',
      startTime: '10:30',
      endTime: null,
      category: 'Workday',
      maxCapacity: 15,
      isActive: true,
      imageUrl: null,
      eventContent: 'A fine morning.',
    });
    expect(saved.date).toBe(`${nextYear}-08-09T14:30:00.000Z`);
  });

  it('Create with an empty capacity means no limit', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(await screen.findByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    const title = `No Limit ${unique()}`;
    await user.type(within(dialog).getByLabelText('Title'), title);
    await user.type(within(dialog).getByLabelText('Description'), 'Anyone may come.');
    await user.type(within(dialog).getByLabelText('Date'), `${nextYear}-09-01`);
    await user.click(within(dialog).getByRole('checkbox', { name: 'All day' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await toast('Event Created!');
    const saved = (await api<EventDto[]>('GET', '/api/events')).body.find((e) => e.title === title)!;
    expect(saved).toMatchObject({ maxCapacity: null, isActive: false, allDay: true, time: 'All day' });
  });

  it('Edit: starts from the event, saves changes, and shows the server’s refusal beside the field', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ maxCapacity: 5, imageUrl: '/images/kept.jpg' });
    await register(event.id, { firstName: 'B', lastName: 'One', email: 'b1@example.org' });
    await register(event.id, { firstName: 'B', lastName: 'Two', email: 'b2@example.org' });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Edit ${event.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe(event.title);
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(`${nextYear}-05-02`);
    // The picture itself, small, not its stored address.
    expect(within(dialog).getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe('/images/kept.jpg');
    expect(within(dialog).queryByText('/images/kept.jpg')).toBeNull();

    // Below the two people already registered: the server says no, nothing changes.
    const capacity = within(dialog).getByLabelText('Max capacity', { exact: false });
    await user.clear(capacity);
    await user.type(capacity, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const refusal = await toast('Failed to Update Event');
    expect(refusal.textContent).toContain('Capacity cannot be below the 2 people already registered.');
    expect(await within(dialog).findByText('Capacity is below the current registrations')).toBeTruthy();

    await user.clear(capacity);
    await user.type(capacity, '2');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, `${event.title} (edited)`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast('Event Updated!');
    const card = await cardOf(`${event.title} (edited)`);
    expect(within(card).getByText('Full')).toBeTruthy();
    const saved = (await api<EventDto>('GET', `/api/events/${event.id}`)).body;
    expect(saved).toMatchObject({ title: `${event.title} (edited)`, maxCapacity: 2, imageUrl: null });
  });

  it('Edit: picked times start from the event; a time that could not be read is kept until the admin sets one', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ time: 'TBA' });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    const open = async (title: string) => {
      await user.click(within(await cardOf(title)).getByRole('button', { name: `Edit ${title}` }));
      return screen.findByRole('dialog', { name: 'Edit Event' });
    };
    let dialog = await open(event.title);
    expect(within(dialog).getByText(/The time “TBA” could not be read as a time/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Starts') as HTMLInputElement).value).toBe('');
    // Saving another change keeps the text as it was.
    await user.type(within(dialog).getByLabelText('Title'), ' (moved)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast('Event Updated!');
    const title = `${event.title} (moved)`;
    expect((await api<EventDto>('GET', `/api/events/${event.id}`)).body).toMatchObject({
      title,
      time: 'TBA',
      timeNeedsReview: true,
    });

    dialog = await open(title);
    await user.type(within(dialog).getByLabelText('Starts'), '09:30');
    await user.type(within(dialog).getByLabelText('Ends', { exact: false }), '11:00');
    expect(within(dialog).queryByText(/could not be read/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast('Event Updated!');
    expect((await api<EventDto>('GET', `/api/events/${event.id}`)).body).toMatchObject({
      time: '9:30 AM - 11:00 AM',
      startTime: '09:30',
      endTime: '11:00',
      timeNeedsReview: false,
    });
    // Once the card shows the new time, its form starts from it.
    const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
    await waitFor(async () => expect(plain(await cardOf(title))).toContain('9:30 AM - 11:00 AM'), { timeout: 10_000 });
    dialog = await open(title);
    expect((within(dialog).getByLabelText('Starts') as HTMLInputElement).value).toBe('09:30');
    expect((within(dialog).getByLabelText('Ends', { exact: false }) as HTMLInputElement).value).toBe('11:00');
  });

  it('Create makes a series when it repeats, showing its dates first; an edit of one date may reach the later ones', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(await screen.findByRole('button', { name: 'Create Event' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    const title = `Second Saturday ${unique()}`;
    await user.type(within(dialog).getByLabelText('Title'), title);
    await user.type(within(dialog).getByLabelText('Description'), 'Work in the old nursery rows.');
    await user.type(within(dialog).getByLabelText('Date'), `${nextYear}-03-13`);
    await user.type(within(dialog).getByLabelText('Starts'), '09:00');
    await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'monthly');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Last date must be a date like 2027-03-13')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Until'), `${nextYear}-08-31`);
    expect(within(dialog).getByText(/^Makes 6 events, each with its own seats: Mar 13, /)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await toast('Series Created!');
    const mine = async () =>
      (await api<EventDto[]>('GET', '/api/events')).body
        .filter((e) => e.title.startsWith(title))
        .sort((a, b) => a.date.localeCompare(b.date));
    const series = await mine();
    expect(series).toHaveLength(6);
    expect(new Set(series.map((e) => e.seriesId)).size).toBe(1);

    // The third date, and every later one, get a new title; the first two keep theirs.
    const third = series[2];
    const cards = await screen.findAllByRole('button', { name: `Edit ${title}` });
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const thirdCard = (await screen.findAllByRole('link', { name: title }))
      .map((link) => link.closest('li') as HTMLElement)
      .find((li) => within(li).queryByRole('link', { name: title })?.getAttribute('href') === `/events/${third.id}`)!;
    await user.click(within(thirdCard).getByRole('button', { name: `Edit ${title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const titleBox = within(dialog).getByLabelText('Title');
    await user.type(titleBox, ' (barn)');
    await user.click(within(dialog).getByRole('radio', { name: 'This event and all later dates of the series' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast('Event Updated!');
    await waitFor(async () =>
      expect((await mine()).map((e) => e.title.endsWith('(barn)'))).toEqual([false, false, true, true, true, true]),
    );
  });

  it('Duplicate starts a new event from one, on a date the admin picks', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ category: 'Talk', location: 'Barn loft' });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Duplicate ${event.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Event' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe(event.title);
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Date is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Date'), `${nextYear}-10-03`);
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await toast('Event Created!');
    const copies = (await api<EventDto[]>('GET', '/api/events')).body.filter((e) => e.title === event.title);
    expect(copies).toHaveLength(2);
    const copy = copies.find((e) => e.id !== event.id)!;
    expect(copy).toMatchObject({ category: 'Talk', location: 'Barn loft', time: '9:00 AM', currentRegistrations: 0 });
    expect(copy.date.startsWith(`${nextYear}-10-03`)).toBe(true);
  });

  it('Delete asks first; Cancel keeps the event, Delete removes it with its registrations', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    await register(event.id, { firstName: 'C', lastName: 'One', email: 'c1@example.org' });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    const card = await cardOf(event.title);

    await user.click(within(card).getByRole('button', { name: `Delete ${event.title}` }));
    let alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(DELETE_CONFIRM_TEXT)).toBeTruthy();
    expect(alert.textContent).toContain('its 1 registration will be deleted');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await api('GET', `/api/events/${event.id}`)).status).toBe(200);

    await user.click(within(card).getByRole('button', { name: `Delete ${event.title}` }));
    alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await toast('Event Deleted');
    await waitFor(() => expect(screen.queryByRole('link', { name: event.title })).toBeNull(), { timeout: 10_000 });
    expect((await api('GET', `/api/events/${event.id}`)).status).toBe(404);
  });

  it('Delete of an event people signed up for suggests calling it off, and Call Off Instead opens that dialog', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    await register(event.id, { firstName: 'D', lastName: 'One', email: `d1-${unique()}@example.org` });
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Delete ${event.title}` }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('nobody is told');
    expect(alert.textContent).toContain('call it off instead');
    await user.click(within(alert).getByRole('button', { name: 'Call Off Instead' }));
    await screen.findByRole('dialog', { name: `Cancel Event: ${event.title}` });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await api('GET', `/api/events/${event.id}`)).status).toBe(200);
  });

  it('raising the capacity says, before saving, how many waiting people it registers and e-mails', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ title: `Raise Walk ${unique()}`, maxCapacity: 1 });
    await register(event.id, { firstName: 'Seated', lastName: 'One', email: `s1-${unique()}@example.org` });
    for (const n of [1, 2, 3]) {
      const who = { firstName: `Wait${n}`, lastName: 'Ing', email: `w${n}-${unique()}@example.org` };
      expect((await api('POST', `/api/events/${event.id}/waitlist`, who, false)).status).toBe(202);
    }
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(within(await cardOf(event.title)).getByRole('button', { name: `Edit ${event.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    const capacity = within(dialog).getByLabelText('Max capacity', { exact: false });
    await user.clear(capacity);
    await user.type(capacity, '3');
    expect(
      await within(dialog).findByText('Raising capacity will register 2 people from the waiting list and e-mail them.'),
    ).toBeTruthy();
    await user.clear(capacity);
    await user.type(capacity, '9');
    expect(
      await within(dialog).findByText('Raising capacity will register 3 people from the waiting list and e-mail them.'),
    ).toBeTruthy();
    await user.clear(capacity);
    expect(
      await within(dialog).findByText(
        'Removing the capacity limit will register 3 people from the waiting list and e-mail them.',
      ),
    ).toBeTruthy();
    // The same capacity frees nobody: nothing to say.
    await user.type(capacity, '1');
    await waitFor(() => expect(within(dialog).queryByText(/from the waiting list/)).toBeNull());
  });

  it('Registrations: lists who registered and exports them as CSV through the platform', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ title: `Registrations Walk ${unique()}` });
    await register(event.id, {
      firstName: 'Dana',
      lastName: 'Reed',
      email: 'dana@example.org',
      phone: '609-555-0199',
      specialRequests: 'Needs a seat',
    });
    await register(event.id, { firstName: '=cmd', lastName: 'Evil', email: 'evil@example.org' });
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminEvents />, { path: '/admin/events', platform });

    await user.click(
      within(await cardOf(event.title)).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    expect(await within(dialog).findByText('Dana Reed')).toBeTruthy();
    expect(within(dialog).getByText('dana@example.org')).toBeTruthy();
    expect(within(dialog).getByText('609-555-0199')).toBeTruthy();
    expect(within(dialog).getByText('Needs a seat')).toBeTruthy();
    expect(within(dialog).getByText('2 people registered')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(calls.saved).toHaveLength(1);
    const [file] = calls.saved;
    expect(file.name).toMatch(/^registrations-registrations-walk-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.mimeType).toContain('text/csv');
    const rows = (await api<RegistrationDto[]>('GET', `/api/admin/events/${event.id}/registrations`)).body;
    const lines = file.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,Special requests,Status,Waiting list position,Signed up,Checked in,Adults with them,Children with them,Seats,Taken by',
    );
    // Times on the preserve's clock, as a spreadsheet reads them.
    expect(lines[1]).toBe(
      `Dana,Reed,dana@example.org,609-555-0199,Needs a seat,Registered,,${csvDateTime(rows[0].registeredAt)},,0,0,1,`,
    );
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,0,0,1,$/);
    // A visitor's name that a spreadsheet would run as a formula is defused.
    expect(lines[2]).toBe(`'=cmd,Evil,evil@example.org,,,Registered,,${csvDateTime(rows[1].registeredAt)},,0,0,1,`);
  });

  it('shows the waiting list apart with places, exports it in the same table by status, and a removal promotes', async () => {
    const user = userEvent.setup();
    const event = await makeEvent({ title: `Waitlist Walk ${unique()}`, maxCapacity: 1 });
    await register(event.id, { firstName: 'Gale', lastName: 'Seated', email: 'gale@example.org' });
    for (const [firstName, email] of [
      ['Hana', 'hana@example.org'],
      ['Ivo', 'ivo@example.org'],
    ]) {
      const res = await api(
        'POST',
        `/api/events/${event.id}/waitlist`,
        { firstName, lastName: 'Waiting', email },
        false,
      );
      // Accepted without saying whether the address was already waiting (the answer reveals no one's sign-up).
      expect(res.status).toBe(202);
    }
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminEvents />, { path: '/admin/events', platform });
    await user.click(
      within(await cardOf(event.title)).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    expect(await within(dialog).findByText('Waiting list: 2 people')).toBeTruthy();
    const waitlist = dialog.querySelector('.adm-waitlist-table') as HTMLElement;
    const rows = within(waitlist).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1Hana Waiting/),
      expect.stringMatching(/^2Ivo Waiting/),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    const lines = calls.saved[0].content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // One table: the people waiting follow, told apart by their status and place.
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,Special requests,Status,Waiting list position,Signed up,Checked in,Adults with them,Children with them,Seats,Taken by',
    );
    expect(lines[1]).toMatch(/^Gale,Seated,gale@example.org,,,Registered,,/);
    expect(lines[2]).toMatch(/^Hana,Waiting,hana@example.org,,,Waiting list,1,/);
    expect(lines[3]).toMatch(/^Ivo,Waiting,ivo@example.org,,,Waiting list,2,/);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Gale Seated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm removing Gale Seated' }));
    await waitFor(() => expect(within(dialog).getByText('Waiting list: 1 person')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => {
      const seated = dialog.querySelector('.adm-registrations-table:not(.adm-waitlist-table)') as HTMLElement;
      expect(within(seated).getByText('hana@example.org')).toBeTruthy();
      expect(within(seated).queryByText('gale@example.org')).toBeNull();
    });
  });

  it('an event nobody registered for says so and has nothing to export', async () => {
    const user = userEvent.setup();
    const event = await makeEvent();
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    await user.click(
      within(await cardOf(event.title)).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    expect(await within(dialog).findByText('No Registrations Yet')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
