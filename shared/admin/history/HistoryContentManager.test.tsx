import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryContentManager } from './HistoryContentManager';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { HistorySectionDto } from '../../api/types';

afterEach(cleanup);
// Two CPUs share the built server and jsdom: give answers time to arrive.
configure({ asyncUtilTimeout: 10_000 });

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(apiUrl() + path, {
    ...init,
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
  });
const all = async () => (await (await asAdmin('/api/admin/history-content')).json()) as HistorySectionDto[];
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

describe('HistoryContentManager', () => {
  it('adds a section: title required; saved sections are listed with text, visibility and order', async () => {
    const user = userEvent.setup();
    renderAdmin(<HistoryContentManager />);
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    const form = screen.getByRole('form', { name: 'New history section' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    const title = unique('The Nursery Years');
    await user.type(within(form).getByLabelText('Title'), title);
    await user.type(within(form).getByLabelText('Text'), 'Rows of young trees.');
    expect(await within(form).findByLabelText('Add a picture')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('History content updated successfully');
    const card = (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
    expect(within(card).getByText('Rows of young trees.')).toBeTruthy();
    expect(within(card).getByText('Yes')).toBeTruthy();
    const saved = (await all()).find((s) => s.title === title);
    expect(saved).toMatchObject({ content: 'Rows of young trees.', isVisible: true, imageUrl: null });
    expect(
      screen.getByText(/Visitors see (1 visible section|\d+ visible sections) on the history page\./),
    ).toBeTruthy();
    await asAdmin(`/api/admin/history-content/${saved!.id}`, { method: 'DELETE' });
  });

  it("previews a section's stored HTML as its words, without tags and without injecting it", async () => {
    const title = unique('Markup Preview');
    const res = await asAdmin('/api/admin/history-content', {
      method: 'POST',
      body: JSON.stringify({
        title,
        content: '<p>The <em>nursery</em> closed in 1998 &amp; the fields grew wild.</p>',
        isVisible: true,
        displayOrder: 44,
      }),
    });
    const body = await res.text();
    expect(res.status, body).toBeLessThan(300);
    const created = JSON.parse(body) as HistorySectionDto;
    renderAdmin(<HistoryContentManager />);
    const card = (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
    expect(within(card).getByText('The nursery closed in 1998 & the fields grew wild.')).toBeTruthy();
    expect(card.textContent).not.toContain('<');
    expect(card.querySelector('em')).toBeNull();
    await asAdmin(`/api/admin/history-content/${created.id}`, { method: 'DELETE' });
  });

  it('edits a section (hide it, change its order) and deletes it after confirming', async () => {
    const user = userEvent.setup();
    const title = unique('Edit me');
    const created = (await (
      await asAdmin('/api/admin/history-content', {
        method: 'POST',
        body: JSON.stringify({ title, content: 'Before' }),
      })
    ).json()) as HistorySectionDto;
    renderAdmin(<HistoryContentManager />);
    await user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
    const form = screen.getByRole('form', { name: `Edit history section ${title}` });
    await user.click(within(form).getByLabelText('Visible'));
    const order = within(form).getByLabelText('Order');
    await user.clear(order);
    await user.type(order, '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await all()).find((s) => s.id === created.id)).toMatchObject({ isVisible: false, displayOrder: 5 }),
    );
    // The list refetches after the save: the card then carries the Hidden tag.
    const card = (await screen.findByRole('heading', { name: `${title} Hidden` })).closest('li') as HTMLElement;

    await user.click(within(card).getByRole('button', { name: `Delete ${title}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Section' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: new RegExp(`^${title}`) })).toBeNull());
    expect((await all()).some((s) => s.id === created.id)).toBe(false);
  });
});
