import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEvents } from './AdminEvents';
import { renderAdmin } from '../test/renderAdmin';
import { api, unique } from '../test/adminApi';
import type { EventDto, RegistrationDto } from '../../api/types';

afterEach(cleanup);

const nextYear = new Date().getUTCFullYear() + 1;

describe('Registrations dialog: Check-in view', { timeout: 90_000 }, () => {
  it('searches by name, toggles a check-in on the server, and counts who is checked in', async () => {
    const user = userEvent.setup();
    const created = await api<EventDto>('POST', '/api/admin/events', {
      title: `Check-in Walk ${unique()}`,
      description: 'An event made by a component test.',
      date: `${nextYear}-05-09`,
      time: '9:00 AM',
      location: 'North field',
      maxCapacity: 20,
    });
    expect(created.status).toBe(201);
    const event = created.body;
    for (const [firstName, lastName] of [
      ['Dana', 'Reed'],
      ['Lee', 'Park'],
      ['Sam', 'Reedy'],
    ]) {
      const who = { firstName, lastName, email: `${firstName.toLowerCase()}-${unique()}@example.org` };
      expect((await api('POST', `/api/events/${event.id}/register`, who, false)).status).toBe(201);
    }
    renderAdmin(<AdminEvents />, { path: '/admin/events' });

    const link = await screen.findByRole('link', { name: event.title }, { timeout: 10_000 });
    await user.click(
      within(link.closest('li') as HTMLElement).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    await within(dialog).findByText('Dana Reed');
    await user.click(within(dialog).getByRole('button', { name: 'Check-in' }));
    expect(within(dialog).getByText('0 checked in / 3 expected')).toBeTruthy();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'reed');
    const list = within(dialog).getByRole('list', { name: 'Registrants' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Dana Reed'), expect.stringContaining('Sam Reedy')]);

    await user.click(within(list).getByRole('button', { name: 'Sam Reedy: check in' }));
    expect(await within(dialog).findByText('1 checked in / 3 expected')).toBeTruthy();
    const checkedIn = async () =>
      (await api<RegistrationDto[]>('GET', `/api/admin/events/${event.id}/registrations`)).body
        .filter((r) => r.checkedIn)
        .map((r) => `${r.firstName} ${r.lastName}`);
    await waitFor(async () => expect(await checkedIn()).toEqual(['Sam Reedy']));
    const button = await within(list).findByRole('button', { name: 'Sam Reedy: checked in' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Checked in');

    // A second tap takes the tick back.
    await user.click(button);
    expect(await within(dialog).findByText('0 checked in / 3 expected')).toBeTruthy();
    await waitFor(async () => expect(await checkedIn()).toEqual([]));

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search by name' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(within(dialog).getByText('Nobody registered by that name.')).toBeTruthy();

    // A walk-in: the form checks its fields, then registers and checks the person in at once.
    await user.click(within(dialog).getByRole('button', { name: 'Add walk-in' }));
    const form = within(dialog).getByRole('form', { name: 'Add walk-in' });
    await user.click(within(form).getByRole('button', { name: 'Register and check in' }));
    expect(await within(form).findByText('First name is required')).toBeTruthy();
    await user.type(within(form).getByLabelText('First name'), 'Walker');
    await user.type(within(form).getByLabelText('Last name'), 'Reed');
    await user.type(within(form).getByLabelText('Email (optional)'), `walker-${unique()}@example.org`);
    await user.click(within(form).getByRole('button', { name: 'Register and check in' }));
    expect(await within(dialog).findByText('1 checked in / 4 expected', {}, { timeout: 10_000 })).toBeTruthy();
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search by name' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'walker');
    const found = within(dialog).getByRole('list', { name: 'Registrants' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Walker Reed: checked in']);
    await waitFor(async () => expect(await checkedIn()).toEqual(['Walker Reed']));
  });

  it('at a workday, a check-in records the event’s length, corrected in place', async () => {
    const user = userEvent.setup();
    const created = await api<EventDto>('POST', '/api/admin/events', {
      title: `Hours Workday ${unique()}`,
      description: 'An event made by a component test.',
      date: `${nextYear}-06-12`,
      startTime: '09:00',
      endTime: '12:00',
      recordsHours: true,
      category: 'Workday',
    });
    expect(created.status).toBe(201);
    const event = created.body;
    const email = `kim-${unique()}@example.org`;
    expect(
      (await api('POST', `/api/events/${event.id}/register`, { firstName: 'Kim', lastName: 'Hours', email }, false))
        .status,
    ).toBe(201);
    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    const link = await screen.findByRole('link', { name: event.title }, { timeout: 10_000 });
    await user.click(
      within(link.closest('li') as HTMLElement).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    await within(dialog).findByText('Kim Hours');
    await user.click(within(dialog).getByRole('button', { name: 'Check-in' }));
    expect(within(dialog).queryByLabelText('Hours for Kim Hours')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Kim Hours: check in' }));
    const hours = (await within(dialog).findByLabelText(
      'Hours for Kim Hours',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    await waitFor(() => expect(hours.value).toBe('3'));
    await user.clear(hours);
    await user.type(hours, '2.5{Enter}');
    const stored = async () =>
      (await api<RegistrationDto[]>('GET', `/api/admin/events/${event.id}/registrations`)).body[0].volunteerMinutes;
    await waitFor(async () => expect(await stored()).toBe(150));
    await waitFor(() => expect(hours.disabled).toBe(false));
    await user.clear(hours);
    await user.type(hours, '30{Enter}');
    expect(await within(dialog).findByText('Hours must be a number from 0 to 16')).toBeTruthy();
    expect(await stored()).toBe(150);
  });
});
