import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEmails } from './AdminEmails';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import type { OutboundEmailListDto } from '../../api/mail';

afterEach(cleanup);

/** A contact message of our own: its acknowledgement is queued and (no SMTP here) delivered to the outbox. */
async function sendContact(email: string) {
  const res = await fetch(`${apiUrl()}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Comp', lastName: 'Test', email, subject: 'Component test', message: 'Hello' }),
  });
  expect(res.status).toBe(201);
}

async function sentTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${apiUrl()}/api/admin/emails?limit=200`, {
      headers: { Authorization: `Bearer ${inject('adminToken')}` },
    });
    const list = (await res.json()) as OutboundEmailListDto;
    if (list.items.some((m) => m.to === email && m.status === 'sent')) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no sent message to ${email}`);
}

describe('AdminEmails', () => {
  it('lists outgoing messages newest first with their status and the counts', async () => {
    const email = `comp-${Date.now()}@example.org`;
    await sendContact(email);
    const list = await sentTo(email);
    renderAdmin(<AdminEmails />, { path: '/admin/emails' });

    await screen.findByRole('heading', { level: 1, name: 'Outgoing Email' });
    const cell = await screen.findByRole('cell', { name: email });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('Message acknowledgement')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
    const counts = screen.getByRole('list', { name: 'Messages by status' });
    expect(within(counts).getByText(new RegExp(`^Sent: \\d+$`))).toBeTruthy();
    expect(list.counts.sent).toBeGreaterThan(0);
  });

  it('shows only failed messages when asked, with the empty state when there are none', async () => {
    renderAdmin(<AdminEmails />, { path: '/admin/emails' });
    await screen.findByRole('heading', { level: 1, name: 'Outgoing Email' });
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'failed');
    // The component server has no SMTP: mail goes to its outbox, so nothing ever fails there.
    expect(await screen.findByRole('heading', { level: 2, name: 'No failed messages' })).toBeTruthy();
  });
});
