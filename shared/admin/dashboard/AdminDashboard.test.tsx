import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { ContactSubmissionDto, EventDto, VolunteerDto } from '../../api/types';
import { isEventPast, isEventUpcoming } from '../../lib/eventSchedule';
import type { SeasonStatsDto } from '../../api/reports';
import { countOf } from '../../lib/plural';

afterEach(cleanup);

async function adminGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(apiUrl() + path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('AdminDashboard', () => {
  it('shows the four numbers the API gives, and the ways into each admin area', async () => {
    renderAdmin(<AdminDashboard />);
    const { inject } = await import('vitest');
    const token = inject('adminToken');
    const [events, volunteers, contacts] = await Promise.all([
      adminGet<EventDto[]>('/api/events', token),
      adminGet<VolunteerDto[]>('/api/admin/volunteers', token),
      adminGet<ContactSubmissionDto[]>('/api/admin/contacts', token),
    ]);
    const unread = contacts.filter((c) => !c.isRead).length;
    const stat = async (label: string) => (await screen.findByText(label)).closest('.bp6-card') as HTMLElement;

    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    // The demo content has active events with registrations; wait until the lists have arrived.
    await screen.findByRole('heading', { name: 'Recent Events' });
    await within(await stat('Active events')).findByText(String(events.filter((e) => e.isActive).length));
    expect(within(await stat('Total volunteers')).getByText(String(volunteers.length))).toBeTruthy();
    expect(within(await stat('Unread messages')).getByText(String(unread))).toBeTruthy();
    const total = events.reduce((s, e) => s + e.currentRegistrations, 0);
    expect(within(await stat('Total registrations')).getByText(String(total))).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Manage Events' }).getAttribute('href')).toBe('/admin/events');
    expect(within(nav).getByRole('link', { name: 'Volunteers' }).getAttribute('href')).toBe('/admin/volunteers');
    expect(within(nav).getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe('/admin/newsletter');
    expect(
      within(nav)
        .getByRole('link', { name: `Contact Messages (${unread} unread)` })
        .getAttribute('href'),
    ).toBe('/admin/contacts');
    expect(within(nav).getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe('/admin/gallery');
    // Every place there is to edit, the home and history editors included (the desktop app's own screens here).
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['Home Page Content', '/admin/home'],
        ['History Page Content', '/admin/history'],
        ['Page Texts', '/admin/page-texts'],
        ['Site Settings', '/admin/settings'],
        ['Users', '/admin/users'],
        ['Outgoing Email', '/admin/emails'],
      ]),
    );
  });

  it('charts how the season went, each chart with its numbers as a table, as the site counts them', async () => {
    renderAdmin(<AdminDashboard />);
    const { inject } = await import('vitest');
    const stats = await adminGet<SeasonStatsDto>('/api/admin/season-stats', inject('adminToken'));
    const season = await screen.findByRole('region', { name: 'How the Season Went' }, { timeout: 10_000 });
    const figures = await within(season).findAllByRole('figure');
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'Registrations and attendance per month',
      ...(stats.categories.some((c) => c.registered > 0) ? ['Attendance rate per kind of event'] : []),
      'Newsletter subscribers',
      'Volunteer hours per month',
    ]);
    // The table says what the bars show: one row a month, the site's own counts.
    const monthly = within(figures[0]).getByRole('table');
    const rows = within(monthly).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const last = stats.months.at(-1)!;
    expect(
      within(rows[11])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([countOf(last.registered, 'person', 'people'), countOf(last.attended, 'person', 'people')]);
  });

  it("links the web admin's home and history editors where the program says they are", async () => {
    renderAdmin(<AdminDashboard editors={{ home: '/#home-editor', history: '/history#history-editor' }} />);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Home Page Content' }).getAttribute('href')).toBe('/#home-editor');
    expect(within(nav).getByRole('link', { name: 'History Page Content' }).getAttribute('href')).toBe(
      '/history#history-editor',
    );
  });

  it('lists the next five upcoming active events, soonest first, and links to all events', async () => {
    renderAdmin(<AdminDashboard />);
    const { inject } = await import('vitest');
    const events = await adminGet<EventDto[]>('/api/events', inject('adminToken'));
    const expected = events
      .filter((e) => e.isActive && isEventUpcoming(e))
      .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
      .slice(0, 5)
      .map((e) => e.title);
    // The demo content has active events that are over; they must not crowd out the coming ones.
    expect(events.some((e) => e.isActive && isEventPast(e))).toBe(true);
    expect(expected.length).toBeGreaterThan(0);

    const section = (await screen.findByRole('heading', { name: 'Recent Events' })).closest('section') as HTMLElement;
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(expected);
    expect(within(section).getByRole('link', { name: 'All events, past ones included' }).getAttribute('href')).toBe(
      '/admin/events',
    );
  });
});
