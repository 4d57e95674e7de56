import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEvents } from './AdminEvents';
import { renderAdmin } from '../test/renderAdmin';
import { api, unique } from '../test/adminApi';
import type { EventDto, RegistrationDto } from '../../api/types';

afterEach(cleanup);

const nextYear = new Date().getUTCFullYear() + 1;

describe('Registrations dialog: clusters', { timeout: 90_000 }, () => {
  it('flags many sign-ups from one connection and removes them in one step, after a confirming press', async () => {
    const user = userEvent.setup();
    const created = await api<EventDto>('POST', '/api/admin/events', {
      title: `Cluster Walk ${unique()}`,
      description: 'An event made by a component test.',
      date: `${nextYear}-05-16`,
      time: '9:00 AM',
      location: 'North field',
      maxCapacity: 20,
    });
    expect(created.status).toBe(201);
    const event = created.body;
    // Four people from this test's one connection, each with an address of a domain of its own.
    const names = ['Ada', 'Bea', 'Cal', 'Dee'];
    for (const firstName of names) {
      const who = { firstName, lastName: 'Hoard', email: `${firstName.toLowerCase()}@d${unique()}.example` };
      expect((await api('POST', `/api/events/${event.id}/register`, who, false)).status).toBe(201);
    }
    // Someone the office added by hand belongs to no connection.
    const walkIn = { firstName: 'Wes', lastName: 'Walker', email: `wes-${unique()}@example.org` };
    expect((await api('POST', `/api/admin/events/${event.id}/walk-ins`, walkIn)).status).toBe(201);

    renderAdmin(<AdminEvents />, { path: '/admin/events' });
    const link = await screen.findByRole('link', { name: event.title }, { timeout: 10_000 });
    await user.click(
      within(link.closest('li') as HTMLElement).getByRole('button', { name: `Registrations for ${event.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Registrations: ${event.title}` });
    const panel = await within(dialog).findByRole('region', { name: 'Clusters' });
    const item = within(panel).getByRole('listitem');
    expect(item.textContent).toMatch(/^Connection [0-9a-f]{6}: 4 people registered/);
    const label = /Connection [0-9a-f]{6}/.exec(item.textContent ?? '')![0];
    // Each flagged row carries the cluster's name; the walk-in's does not.
    const table = within(dialog).getByRole('table', { name: /5 people registered/ });
    for (const name of names)
      expect(within(table).getByText(`${name} Hoard`).closest('td')!.textContent).toContain(label);
    expect(within(table).getByText('Wes Walker').closest('td')!.textContent).not.toContain('Connection');

    await user.click(within(panel).getByRole('button', { name: `Remove all 4 of ${label}` }));
    // Nothing happens before the second press.
    expect((await api<RegistrationDto[]>('GET', `/api/admin/events/${event.id}/registrations`)).body).toHaveLength(5);
    await user.click(within(panel).getByRole('button', { name: `Confirm removing all 4 of ${label}` }));

    await within(dialog).findByRole('table', { name: /1 person registered/ });
    expect(within(dialog).queryByRole('region', { name: 'Clusters' })).toBeNull();
    const left = (await api<RegistrationDto[]>('GET', `/api/admin/events/${event.id}/registrations`)).body;
    expect(left.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(['Wes Walker']);
  });
});
