import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminVolunteers } from './AdminVolunteers';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { configureHttp } from '../../api/http';
import { VOLUNTEER_INTERESTS } from '../../constants';
import type { EventDto, RegistrationDto, VolunteerDto } from '../../api/types';
import { api } from '../test/adminApi';
import { csvDay } from '../common/csv';

afterEach(cleanup);

/** A fresh application through the public form's endpoint, with a name no other test uses. */
async function apply(fields: Partial<VolunteerDto> = {}): Promise<VolunteerDto> {
  const tag = Math.random().toString(36).slice(2, 8);
  const res = await fetch(apiUrl() + '/api/volunteers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: `Robin${tag}`,
      lastName: 'Sample',
      email: `robin.${tag}@example.org`,
      phone: '(609) 555-0142',
      interest: 'Education Support',
      experience: 'Led school walks for two years.',
      availability: 'Weekday afternoons',
      ...fields,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as VolunteerDto;
}

async function stored(id: string): Promise<VolunteerDto> {
  const res = await fetch(apiUrl() + '/api/admin/volunteers', {
    headers: { Authorization: `Bearer ${inject('adminToken')}` },
  });
  return ((await res.json()) as VolunteerDto[]).find((v) => v.id === id)!;
}

const cardOf = async (v: VolunteerDto) =>
  (await screen.findByRole('article', { name: `${v.firstName} ${v.lastName}` })) as HTMLElement;

describe('AdminVolunteers', () => {
  it('shows every field of an application on its card', async () => {
    const v = await apply();
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers' });
    expect(screen.getByText('Loading volunteers...').closest('[role="status"]')).toBeTruthy();
    const card = await cardOf(v);
    const c = within(card);
    expect(c.getByText('Education Support')).toBeTruthy();
    expect(c.getByText('Active')).toBeTruthy();
    expect(c.getByText(v.email)).toBeTruthy();
    expect(c.getByText('(609) 555-0142')).toBeTruthy();
    expect(c.getByText('Led school walks for two years.')).toBeTruthy();
    expect(c.getByText('Weekday afternoons')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(v.createdAt);
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeTruthy();
  });

  it('counts all applications and each interest, matching the cards on screen', async () => {
    await apply({ interest: 'All of the Above' });
    await apply({ interest: 'Event Volunteer', phone: null, experience: null });
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers' });
    const list = await screen.findByRole('list', { name: 'Volunteer applications' });
    const cards = within(list).getAllByRole('article');
    const counts = screen.getByRole('region', { name: 'Volunteer counts' });
    const valueOf = (label: string) =>
      within(counts).getByText(label).closest('.bp6-card')!.querySelector('.adm-stat-value')!.textContent;
    expect(valueOf('Total volunteers')).toBe(String(cards.length));
    for (const interest of VOLUNTEER_INTERESTS) {
      const withInterest = cards.filter((card) =>
        within(card).queryByText(interest, { selector: '.bp6-tag, .bp6-tag *' }),
      );
      expect(valueOf(interest), interest).toBe(String(withInterest.length));
    }
    // Optional fields left out read as such rather than as blanks.
    expect(cards.some((card) => within(card).queryAllByText('Not given').length >= 2)).toBe(true);
  });

  it("Contact opens the mail program at the volunteer's address", async () => {
    const v = await apply();
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers', platform });
    await userEvent.click(
      within(await cardOf(v)).getByRole('button', { name: `Contact ${v.firstName} ${v.lastName}` }),
    );
    expect(calls.opened).toEqual([`mailto:${v.email}`]);
  });

  it('marks a volunteer inactive and active again, on the server and on the card', async () => {
    const v = await apply();
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers' });
    const name = `${v.firstName} ${v.lastName}`;
    await userEvent.click(within(await cardOf(v)).getByRole('button', { name: `Mark inactive: ${name}` }));
    await within(await cardOf(v)).findByText('Inactive');
    expect((await stored(v.id)).isActive).toBe(false);
    expect(await screen.findByText('Volunteer Updated')).toBeTruthy();

    await userEvent.click(within(await cardOf(v)).getByRole('button', { name: `Mark active: ${name}` }));
    await within(await cardOf(v)).findByText('Active');
    expect((await stored(v.id)).isActive).toBe(true);
  });

  it('exports every application as CSV, with spreadsheet formulas defused', async () => {
    const v = await apply({ lastName: '=HYPERLINK("http://bad.example","x")', availability: 'Sat, Sun' });
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers', platform });
    await cardOf(v);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(calls.saved).toHaveLength(1);
    const [file] = calls.saved;
    expect(file.name).toMatch(/^volunteers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.mimeType).toMatch(/^text\/csv/);
    const lines = file.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Phone,Interest,Status,Applied,Experience,Availability');
    const row = lines.find((l) => l.startsWith(`${v.firstName},`));
    expect(row).toBe(
      `${v.firstName},"'=HYPERLINK(""http://bad.example"",""x"")",${v.email},(609) 555-0142,Education Support,Active,${csvDay(v.createdAt)},Led school walks for two years.,"Sat, Sun"`,
    );
    expect(lines.length - 2).toBe(screen.getAllByRole('article').length);
  });

  it('adds up the hours given at workdays, per month and per person, on each card and in a CSV', async () => {
    const v = await apply();
    const year = new Date().getUTCFullYear() + 1;
    const made = await api<EventDto>('POST', '/api/admin/events', {
      title: `Hedge Workday ${v.firstName}`,
      description: 'Laying the old hedge.',
      date: `${year}-03-20`,
      startTime: '09:00',
      endTime: '13:30',
      recordsHours: true,
    });
    const reg = await api<RegistrationDto>(
      'POST',
      `/api/events/${made.body.id}/register`,
      { firstName: v.firstName, lastName: v.lastName, email: v.email.toUpperCase() },
      false,
    );
    expect((await api('PATCH', `/api/admin/registrations/${reg.body.id}`, { checkedIn: true })).status).toBe(200);

    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminVolunteers />, { path: '/admin/volunteers', platform });
    // The card finds the person by address, whatever its capitals at registration.
    const card = await cardOf(v);
    expect(await within(card).findByText('4.5 hours at 1 event')).toBeTruthy();
    expect(within(card).getByText(`Hedge Workday ${v.firstName}, Mar 20, ${year}: 4.5 hours`)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Volunteer Hours' });
    const perPerson = within(section).getByRole('table', { name: 'Per person' });
    const row = within(perPerson).getByRole('row', { name: new RegExp(`${v.firstName} ${v.lastName}`) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4.5', '1']);
    expect(within(section).getByRole('table', { name: 'Per month' }).textContent).toContain(`March ${year}`);

    await userEvent.click(within(section).getByRole('button', { name: 'Export Hours CSV' }));
    const lines = calls.saved[0].content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Event,Date,Hours');
    expect(lines).toContain(
      `${v.firstName} ${v.lastName},${v.email.toUpperCase()},Hedge Workday ${v.firstName},${year}-03-20,4.5`,
    );
  });

  it('says Error Loading Volunteers when the server cannot be reached, and Refresh Page reloads', async () => {
    const { platform, calls } = recordingPlatform();
    // Nothing listens on the discard port: every load fails as it would with the network down.
    function Unreachable({ children }: { children: ReactNode }) {
      configureHttp({ baseUrl: 'http://127.0.0.1:9' });
      return children;
    }
    renderAdmin(
      <Unreachable>
        <AdminVolunteers />
      </Unreachable>,
      { path: '/admin/volunteers', platform },
    );
    // The list retries twice before it gives up (ADMIN_LIST_MAX_RETRIES), so this takes a few seconds.
    await screen.findByRole('heading', { level: 2, name: 'Error Loading Volunteers' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(calls.reload).toBe(1);
  });
});
