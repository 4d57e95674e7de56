import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDashboard } from './AdminDashboard';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import { addImage, tag } from '../test/galleryImages';
import type { EventDto } from '../../api/types';
import { NOT_A_STORED_IMAGE } from '../../lib/pastEvents';

afterEach(cleanup);

const org = { abbreviation: 'CTX', preserveName: 'Test Hollow' };

async function events(): Promise<EventDto[]> {
  return (await (await fetch(apiUrl() + '/api/events')).json()) as EventDto[];
}

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '[role="alert"] strong' }, { timeout: 10_000 }))
    .parentElement as HTMLElement;

const pathsBox = () => screen.getByLabelText('Image paths (one per line)');
const rowOf = (n: number) => screen.getByRole('group', { name: new RegExp(`^Event ${n}:`) });

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

  it('says where image paths come from', async () => {
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    expect(pathsBox().getAttribute('aria-describedby')).toBeTruthy();
    const where = document.getElementById(pathsBox().getAttribute('aria-describedby')!)!;
    expect(where.textContent).toContain('/objects/uploads/');
    expect(where.textContent).toContain('Pick Stored Images');
  });

  it('a path that is not a stored image is flagged and left out; the others are a form whose changes are created', async () => {
    const user = userEvent.setup();
    const [a, b] = [await addImage(`Meeting ${tag()}`), await addImage(`Barn ${tag()}`)];
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    const invented = `/images/2019/${tag()}-annual-meeting.jpg`;
    fireEvent.change(pathsBox(), { target: { value: [a.imageUrl, invented].join('\n') } });

    expect(screen.getByRole('heading', { name: 'Preview: 1 event will be created, 1 path will not' })).toBeTruthy();
    expect(within(rowOf(2)).getByText(NOT_A_STORED_IMAGE)).toBeTruthy();
    expect(within(rowOf(2)).queryByLabelText('Title')).toBeNull();

    // The rules' proposal from the site's own settings (abbreviation, the preserve's location), every part editable.
    const site = (await (await fetch(apiUrl() + '/api/settings')).json()) as { abbreviation: string };
    const thisYear = new Date().getFullYear();
    await waitFor(() =>
      expect((within(rowOf(1)).getByLabelText('Location') as HTMLInputElement).value).toMatch(/^Mapleton Preserve, /),
    );
    const first = rowOf(1);
    expect((within(first).getByLabelText('Title') as HTMLInputElement).value).toBe(
      `${site.abbreviation} Annual Meeting ${thisYear}`,
    );
    expect((within(first).getByLabelText('Date') as HTMLInputElement).value).toBe(`${thisYear}-06-15`);
    expect((within(first).getByLabelText('Time') as HTMLInputElement).value).toBe('10:00 AM');
    const title = `Barn raising ${tag()}`;
    await user.clear(within(first).getByLabelText('Title'));
    await user.type(within(first).getByLabelText('Title'), title);
    fireEvent.change(within(first).getByLabelText('Date'), { target: { value: '2018-09-04' } });
    await user.clear(within(first).getByLabelText('Time'));
    await user.type(within(first).getByLabelText('Time'), '2:30 PM');
    await user.clear(within(first).getByLabelText('Location'));
    await user.type(within(first).getByLabelText('Location'), 'The old barn');
    await user.clear(within(first).getByLabelText('Description'));
    await user.type(within(first).getByLabelText('Description'), 'We raised the barn.');

    // Picked from the stored images instead of typed.
    await user.click(screen.getByRole('button', { name: 'Pick Stored Images' }));
    const picker = await screen.findByRole('dialog', { name: 'Pick Stored Images' });
    await user.click(await within(picker).findByRole('checkbox', { name: b.title }, { timeout: 10_000 }));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 Image' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Preview: 2 events will be created/ })).toBeTruthy(),
    );

    await user.click(screen.getByRole('button', { name: 'Create 2 Past Events' }));
    const done = await toast('Past Events Created!');
    expect(done.textContent).toContain('2 past events were created');
    // The flagged path stays in the box to be put right; nothing was created from it.
    expect((pathsBox() as HTMLTextAreaElement).value).toBe(invented);

    const all = await events();
    expect(all.some((e) => e.imageUrl === invented)).toBe(false);
    const barn = all.find((e) => e.title === title)!;
    expect(barn).toMatchObject({
      imageUrl: a.imageUrl,
      time: '2:30 PM',
      location: 'The old barn',
      description: 'We raised the barn.',
      isActive: false,
    });
    expect(barn.date).toBe('2018-09-04T18:30:00.000Z');
    expect(
      all.find((e) => e.imageUrl === b.imageUrl && e.title === `${site.abbreviation} Annual Meeting ${thisYear}`),
    ).toBeTruthy();
  });

  it('a stored-looking path with nothing behind it: the site refuses, the row is flagged, nothing is created', async () => {
    const user = userEvent.setup();
    const good = await addImage(`Good ${tag()}`);
    const missing = `/objects/uploads/${crypto.randomUUID()}`;
    renderAdmin(<AdminDashboard organisation={org} />);
    await screen.findByRole('heading', { name: 'Bulk Past Events' });
    fireEvent.change(pathsBox(), { target: { value: [good.imageUrl, missing].join('\n') } });
    // Other component files share the site and add events meanwhile: only these two paths' events are counted.
    const fromThese = async () =>
      (await events()).filter((e) => e.imageUrl === good.imageUrl || e.imageUrl === missing).length;
    expect(await fromThese()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Create 2 Past Events' }));
    await toast('Failed to Create Events');
    expect(await within(rowOf(2)).findByText(NOT_A_STORED_IMAGE)).toBeTruthy();
    expect(await fromThese()).toBe(0);
    expect(screen.getByRole('button', { name: 'Create 1 Past Event' })).toBeTruthy();
  });
});
