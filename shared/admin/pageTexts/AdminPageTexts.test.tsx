import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPageTexts } from './AdminPageTexts';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { PageTextDto } from '../../api/types';
import { PAGE_TEXT_KEYS } from '../../lib/pageTextPlaces';

afterEach(cleanup);
// Two CPUs share the built server and jsdom: give answers time to arrive.
configure({ asyncUtilTimeout: 10_000 });

const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(apiUrl() + path, {
    ...init,
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
  });
const textOf = async (key: string) =>
  ((await (await fetch(apiUrl() + '/api/page-texts')).json()) as PageTextDto[]).find((t) => t.key === key);

describe('AdminPageTexts', () => {
  it('shows one form per place; saving makes a sample text the organisation’s own, and a stale save is refused', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminPageTexts />);
    const forms = await screen.findAllByRole('form');
    expect(forms).toHaveLength(PAGE_TEXT_KEYS.length);

    const form = screen.getByRole('form', { name: /^Donate page: Appeal/ });
    const before = await textOf('donate-appeal');
    // The demo seed's text is marked (a retry of this test finds it saved already, and unmarked).
    expect(within(form).queryByText('Sample') !== null).toBe(before!.isDemo);
    const body = within(form).getByLabelText('Text');
    await user.clear(body);
    await user.type(body, 'Every gift keeps the trails open.');
    await user.click(within(form).getByRole('button', { name: 'Save Appeal' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Donate page: Appeal updated');
    const saved = await textOf('donate-appeal');
    expect(saved).toMatchObject({ body: 'Every gift keeps the trails open.', isDemo: false });
    expect(saved!.version).toBe(before!.version + 1);

    // Someone else saves meanwhile; this form still holds the version it loaded before that.
    await asAdmin('/api/admin/page-texts/donate-appeal', {
      method: 'PUT',
      body: JSON.stringify({ body: 'Changed elsewhere.', version: saved!.version }),
    });
    cleanup();
    renderAdmin(<AdminPageTexts />);
    const fresh = await screen.findByRole('form', { name: /^Donate page: Appeal/ });
    expect((within(fresh).getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Changed elsewhere.');
    await asAdmin('/api/admin/page-texts/donate-appeal', {
      method: 'PUT',
      body: JSON.stringify({ body: 'Changed elsewhere again.', version: saved!.version + 1 }),
    });
    await user.click(within(fresh).getByRole('button', { name: 'Save Appeal' }));
    expect(await screen.findByText('Someone else changed this text since you opened it.')).toBeTruthy();
    expect((await textOf('donate-appeal'))?.body).toBe('Changed elsewhere again.');
  });
});
