import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDashboard } from './AdminDashboard';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { EventDto } from '../../api/types';

afterEach(cleanup);

const org = { abbreviation: 'CTX', preserveName: 'Test Hollow' };
const unique = () => Math.random().toString(36).slice(2, 8);

async function events(): Promise<EventDto[]> {
  return (await (await fetch(apiUrl() + '/api/events')).json()) as EventDto[];
}

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '[role="alert"] strong' }, { timeout: 10_000 }))
    .parentElement as HTMLElement;

function pathsBox() {
  return screen.getByLabelText('Image paths (one per line)');
}

describe('bulk past-event creator on the dashboard', () => {
  it('nothing but blank lines: No Events to Create, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    const before = (await events()).length;
    fireEvent.change(pathsBox(), { target: { value: '  \n\n   \n' } });
    await user.click(screen.getByRole('button', { name: 'Create Past Events' }));
    await toast('No Events to Create');
    expect((await events()).length).toBe(before);
  });

  it('previews each path with the defaults, then creates them inactive and clears the box', async () => {
    const user = userEvent.setup();
    const tag = unique();
    const paths = [`/archive/2011/${tag}-meeting.jpg`, '', `/archive/${tag}-no-year.jpg`];
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    fireEvent.change(pathsBox(), { target: { value: paths.join('\n') } });

    const preview = screen.getByRole('table');
    expect(within(preview).getByText('Preview: 2 events will be created')).toBeTruthy();
    expect(within(preview).getByText('CTX Annual Meeting 2011')).toBeTruthy();
    expect(within(preview).getByText('June 15, 2011', { exact: false })).toBeTruthy();
    const thisYear = new Date().getFullYear();
    expect(within(preview).getByText(`CTX Annual Meeting ${thisYear}`)).toBeTruthy();
    expect(within(preview).getAllByText('10:00 AM')).toHaveLength(2);
    expect(within(preview).getAllByText('Test Hollow, Kingston NJ')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Create 2 Past Events' }));
    const done = await toast('Past Events Created!');
    expect(done.textContent).toContain('2 past events were created');
    expect((pathsBox() as HTMLTextAreaElement).value).toBe('');

    const mine = (await events()).filter((e) => e.imageUrl?.includes(tag));
    expect(mine).toHaveLength(2);
    const old = mine.find((e) => e.imageUrl === paths[0])!;
    expect(old).toMatchObject({
      title: 'CTX Annual Meeting 2011',
      time: '10:00 AM',
      location: 'Test Hollow, Kingston NJ',
      isActive: false,
      maxCapacity: null,
    });
    expect(old.date).toBe('2011-06-15T14:00:00.000Z');
    expect(old.description).toContain('annual meeting');
    expect(mine.find((e) => e.imageUrl === paths[2])!.title).toBe(`CTX Annual Meeting ${thisYear}`);
  });

  it('a path the server refuses: Failed to Create Events with how many were created; the rest stay in the box', async () => {
    const user = userEvent.setup();
    const tag = unique();
    // The second path is a script address, which the shared schema refuses (400).
    const good = `/archive/2012/${tag}.jpg`;
    const bad = 'javascript:alert(1)';
    const after = `/archive/2013/${tag}.jpg`;
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    fireEvent.change(pathsBox(), { target: { value: [good, bad, after].join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Create 3 Past Events' }));

    const failed = await toast('Failed to Create Events');
    expect(failed.textContent).toContain('1 of 3 events were created.');
    expect(failed.textContent).toContain('Image address must be a path or an http(s) address');
    expect((pathsBox() as HTMLTextAreaElement).value).toBe([bad, after].join('\n'));
    const mine = (await events()).filter((e) => e.imageUrl?.includes(tag));
    expect(mine.map((e) => e.imageUrl)).toEqual([good]);
  });
});
