import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeContentManager } from './HomeContentManager';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { HomeSectionDto } from '../../api/types';

afterEach(cleanup);
// Two CPUs share the built server and jsdom: give answers time to arrive.
configure({ asyncUtilTimeout: 10_000 });

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(apiUrl() + path, {
    ...init,
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json', ...init.headers },
  });

async function sections(): Promise<HomeSectionDto[]> {
  return (await (await asAdmin('/api/home-content')).json()) as HomeSectionDto[];
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

describe('HomeContentManager', () => {
  it('lists every section with its title or name, content or "No content", name, visible Yes/No and order', async () => {
    const name = unique('bare');
    expect(
      (
        await asAdmin('/api/admin/home-content', {
          method: 'PUT',
          body: JSON.stringify({ section: name, isVisible: false, displayOrder: 42 }),
        })
      ).status,
    ).toBe(200);
    renderAdmin(<HomeContentManager />);
    const heading = await screen.findByRole('heading', { name: new RegExp(`^${name}`) }, { timeout: 10_000 });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('No content')).toBeTruthy();
    expect(within(card).getByText(name, { selector: 'dd' })).toBeTruthy();
    expect(within(card).getByText('No')).toBeTruthy();
    expect(within(card).getByText('42')).toBeTruthy();
    // The demo's seeded sections are listed too, hidden draft included.
    expect(screen.getByRole('heading', { name: /Trail Notice \(draft\)/ })).toBeTruthy();
  });

  it("previews a section's stored HTML as its words, without tags and without injecting it", async () => {
    const name = unique('html');
    const res = await asAdmin('/api/admin/home-content', {
      method: 'PUT',
      body: JSON.stringify({
        section: name,
        title: 'Markup Preview',
        content: '<p>Bring <strong>gloves</strong> &amp; water.</p><p>Meet at the gate.</p>',
        isVisible: true,
        displayOrder: 43,
      }),
    });
    expect(res.status, await res.text()).toBe(200);
    renderAdmin(<HomeContentManager />);
    const heading = await screen.findByRole('heading', { name: /^Markup Preview/ }, { timeout: 10_000 });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Bring gloves & water. Meet at the gate.')).toBeTruthy();
    expect(card.textContent).not.toContain('<');
    expect(card.querySelector('strong')).toBeNull();
    await asAdmin(`/api/admin/home-content/${encodeURIComponent(name)}`, { method: 'DELETE' });
  });

  it('adds a section: blank name refused as required; saved with 4 content rows, toast, list refreshed', async () => {
    const user = userEvent.setup();
    renderAdmin(<HomeContentManager />);
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    const form = screen.getByRole('form', { name: 'New section' });
    expect(within(form).getByLabelText('Content').getAttribute('rows')).toBe('4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Section name is required')).toBeTruthy();
    expect(within(form).getByLabelText('Section name').getAttribute('aria-invalid')).toBe('true');

    const name = unique('added');
    await user.type(within(form).getByLabelText('Section name'), name);
    await user.type(within(form).getByLabelText('Title'), 'Spring Work Days');
    await user.type(within(form).getByLabelText('Content'), 'Bring gloves.');
    await user.click(within(form).getByLabelText('Visible'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Success');
    expect(toast.textContent).toContain('Content updated successfully');
    const card = (await screen.findByRole('heading', { name: /^Spring Work Days/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('Bring gloves.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New section' })).toBeNull();
    expect((await sections()).find((s) => s.section === name)).toMatchObject({
      title: 'Spring Work Days',
      content: 'Bring gloves.',
      isVisible: false,
    });
  });

  it('edits a section inline (6 rows) and Cancel leaves it unchanged', async () => {
    const user = userEvent.setup();
    const name = unique('edit');
    await asAdmin('/api/admin/home-content', {
      method: 'PUT',
      body: JSON.stringify({ section: name, title: `Title ${name}`, content: 'Old words' }),
    });
    renderAdmin(<HomeContentManager />);
    await user.click(await screen.findByRole('button', { name: `Edit Title ${name}` }));
    let form = screen.getByRole('form', { name: `Edit section ${name}` });
    expect(within(form).getByLabelText('Content').getAttribute('rows')).toBe('6');
    expect(within(form).queryByLabelText('Section name')).toBeNull();
    await user.clear(within(form).getByLabelText('Content'));
    await user.type(within(form).getByLabelText('Content'), 'Thrown away');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Old words')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Edit Title ${name}` }));
    form = screen.getByRole('form', { name: `Edit section ${name}` });
    await user.clear(within(form).getByLabelText('Content'));
    await user.type(within(form).getByLabelText('Content'), 'New words');
    const order = within(form).getByLabelText('Order');
    await user.clear(order);
    await user.type(order, '7');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('New words');
    expect((await sections()).find((s) => s.section === name)).toMatchObject({ content: 'New words', displayOrder: 7 });
  });

  it('deletes a section only after the confirmation', async () => {
    const user = userEvent.setup();
    const name = unique('gone');
    await asAdmin('/api/admin/home-content', {
      method: 'PUT',
      body: JSON.stringify({ section: name, title: `Title ${name}` }),
    });
    renderAdmin(<HomeContentManager />);
    await user.click(await screen.findByRole('button', { name: `Delete Title ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await sections()).some((s) => s.section === name)).toBe(true);
    await user.click(screen.getByRole('button', { name: `Delete Title ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Section' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: new RegExp(`^Title ${name}`) })).toBeNull());
    expect((await sections()).some((s) => s.section === name)).toBe(false);
  });

  it('a name over 100 characters is refused next to the field, before anything is sent', async () => {
    const user = userEvent.setup();
    renderAdmin(<HomeContentManager />);
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    const form = screen.getByRole('form', { name: 'New section' });
    await user.type(within(form).getByLabelText('Section name'), 's'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Section name must be at most 100 characters')).toBeTruthy();
    const order = within(form).getByLabelText('Order');
    await user.clear(order);
    await user.type(order, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Order must be a whole number')).toBeTruthy();
    expect(order.getAttribute('aria-describedby')).toBe(within(form).getByText('Order must be a whole number').id);
  });
});
