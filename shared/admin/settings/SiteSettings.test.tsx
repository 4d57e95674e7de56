import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_CONFLICT_NOTE, SiteSettingsScreen } from './SiteSettings';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { picture, uploadToStorage } from '../test/galleryImages';
import type { AdminPlatform } from '../common/platform';
import type { SiteSettingsDto } from '../../api/types';
import { settingsValuesOf } from '../../organisation';
import { PHONE_MESSAGE } from '../../schemas/common';

afterEach(cleanup);

const stored = async () => (await (await fetch(apiUrl() + '/api/settings')).json()) as SiteSettingsDto;

/** Saves as another admin would, from another window. */
async function saveElsewhere(change: Partial<SiteSettingsDto>) {
  const now = await stored();
  const res = await fetch(apiUrl() + '/api/admin/settings', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${inject('adminToken')}` },
    body: JSON.stringify({ ...settingsValuesOf(now), ...change, version: now.version }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('SiteSettingsScreen', () => {
  let original: SiteSettingsDto;
  afterAll(async () => {
    // The component server is shared by every screen's tests: leave the settings as they were.
    if (original) await saveElsewhere(settingsValuesOf(original));
  });

  it('edits the details and the board with keyboard-operable buttons; a wrong field is named and focused', async () => {
    original = await stored();
    const user = userEvent.setup();
    renderAdmin(<SiteSettingsScreen />, { path: '/admin/settings' });
    const name = await screen.findByLabelText('Organisation name');
    expect((name as HTMLInputElement).value).toBe(original.name);

    await user.clear(name);
    await user.type(name, 'Friends of the Component Preserve');
    const phone = screen.getByLabelText('Phone', { exact: false });
    await user.clear(phone);
    await user.type(phone, '555-01');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await user.clear(phone);
    await user.type(phone, '(609) 555-0123');

    // The second member goes up by keyboard; the focus stays on the button pressed, in its new row.
    const [first, second] = original.board;
    const up = screen.getByRole('button', { name: `Move ${second.name} up` });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(`Move ${second.name} up`));
    expect(screen.getByText(`${second.name} moved to place 1 of ${original.board.length}.`)).toBeTruthy();
    // Now at the top: the button says it cannot go further but keeps the focus, and another Enter changes nothing.
    const top = document.activeElement as HTMLButtonElement;
    expect([top.disabled, top.getAttribute('aria-disabled'), top.tabIndex]).toEqual([false, 'true', 0]);
    await user.keyboard('{Enter}');
    expect(screen.getAllByLabelText(/^Name \(\d+\)$/).map((input) => (input as HTMLInputElement).value)[0]).toBe(
      second.name,
    );
    await user.click(screen.getByRole('button', { name: `Remove ${first.name}` }));
    await user.click(screen.getByRole('button', { name: 'Add board member' }));
    const newName = screen.getByLabelText(`Name (${original.board.length})`);
    await waitFor(() => expect(document.activeElement).toBe(newName));
    await user.type(newName, 'Quinn Newmember');

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => expect((await stored()).name).toBe('Friends of the Component Preserve'));
    const now = await stored();
    expect(now.phone).toBe('(609) 555-0123');
    expect(now.board.map((m) => m.name)).toEqual([
      second.name,
      ...original.board.slice(2).map((m) => m.name),
      'Quinn Newmember',
    ]);
    expect(now.board.at(-1)?.role).toBe('Trustee');
  });

  it("saves the preserve's location, its own block, and names a coordinates box that is wrong", async () => {
    original ??= await stored();
    const user = userEvent.setup();
    renderAdmin(<SiteSettingsScreen />, { path: '/admin/settings' });
    const block = (await screen.findByRole('group', { name: 'Preserve location' })) as HTMLElement;
    const street = within(block).getByLabelText('Street address');
    await user.clear(street);
    await user.type(street, '12 Mapleton Road');
    const coordinates = within(block).getByLabelText('Coordinates', { exact: false });
    await user.clear(coordinates);
    await user.type(coordinates, 'by the big oak');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Coordinates must be a latitude and a longitude, e.g. 40.3779, -74.6135'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(coordinates));
    await user.clear(coordinates);
    await user.type(coordinates, '40.3779, -74.6135');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => expect((await stored()).preserveLocation.coordinates).toBe('40.3779, -74.6135'));
    expect((await stored()).preserveLocation).toMatchObject({ street: '12 Mapleton Road', town: 'Kingston' });
  });

  it('lists the kinds of event one per line; a name listed twice is refused, blank lines are left out', async () => {
    original ??= await stored();
    const user = userEvent.setup();
    renderAdmin(<SiteSettingsScreen />, { path: '/admin/settings' });
    const box = (await screen.findByLabelText('Event categories', { exact: false })) as HTMLTextAreaElement;
    expect(box.value).toBe(original.eventCategories.join('\n'));
    await user.clear(box);
    await user.type(box, 'Walk{Enter}Bird count{Enter}walk');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Each event category may be listed only once')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'Walk{Enter}{Enter}Bird count{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => expect((await stored()).eventCategories).toEqual(['Walk', 'Bird count']));
  });

  it('a save after someone else saved shows the conflict note and their values, then saves on top', async () => {
    const user = userEvent.setup();
    renderAdmin(<SiteSettingsScreen />, { path: '/admin/settings' });
    const tagline = await screen.findByLabelText('Tagline');
    await saveElsewhere({ tagline: 'Saved in another window' });
    await user.clear(tagline);
    await user.type(tagline, 'Mine, on an old copy');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect((await screen.findByText(SETTINGS_CONFLICT_NOTE)).closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect((tagline as HTMLInputElement).value).toBe('Saved in another window'));
    expect((await stored()).tagline).toBe('Saved in another window');

    await user.clear(tagline);
    await user.type(tagline, 'Mine, made again');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => expect((await stored()).tagline).toBe('Mine, made again'));
  });

  it("the logo goes through the program's own upload where it has one (the desktop app), then Save stores it", async () => {
    original ??= await stored();
    const sent: string[] = [];
    const platform: AdminPlatform = {
      ...recordingPlatform().platform,
      async uploadImage(file, onProgress) {
        sent.push(file.name);
        onProgress(100);
        return uploadToStorage(file);
      },
    };
    const user = userEvent.setup();
    renderAdmin(<SiteSettingsScreen />, { path: '/admin/settings', platform });
    const logo = (await screen.findByRole('group', { name: 'Logo' })) as HTMLElement;
    await user.upload(within(logo).getByLabelText('Choose a logo'), await picture('component-logo.png'));
    await within(logo).findByText('Picture uploaded.');
    expect(sent).toEqual(['component-logo.png']);
    expect(within(logo).getByText('New logo chosen: Save Settings to put it on the site.')).toBeTruthy();
    expect(within(logo).queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => expect((await stored()).logoUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/));
    // Before Save the file is not a stored picture yet: the field says it is chosen, and shows it once saved.
    expect((await within(logo).findByRole('img', { name: 'Current logo' })).getAttribute('src')).toBe(
      (await stored()).logoUrl,
    );
  });
});
