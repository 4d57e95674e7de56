import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContacts } from './AdminContacts';
import { AdminDashboard } from '../dashboard/AdminDashboard';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import type { ContactSubmissionDto } from '../../api/types';
import { configureHttp } from '../../api/http';
import type { ReactNode } from 'react';
import { csvDateTime } from '../common/csv';

afterEach(cleanup);

/** A fresh message through the public contact form's endpoint, with a subject no other test uses. */
async function send(fields: Partial<ContactSubmissionDto> = {}): Promise<ContactSubmissionDto> {
  const tag = Math.random().toString(36).slice(2, 8);
  const res = await fetch(apiUrl() + '/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Pat',
      lastName: `Sample${tag}`,
      email: `pat.${tag}@example.org`,
      subject: `Trail question ${tag}`,
      message: `Is the east loop open after the storm?\n\nThanks, Pat (${tag})`,
      ...fields,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ContactSubmissionDto;
}

async function isReadOnServer(id: string): Promise<boolean> {
  const res = await fetch(apiUrl() + '/api/admin/contacts', {
    headers: { Authorization: `Bearer ${inject('adminToken')}` },
  });
  return ((await res.json()) as ContactSubmissionDto[]).find((c) => c.id === id)!.isRead;
}

const unreadLink = (c: ContactSubmissionDto) => screen.findByRole('button', { name: `Unread: ${c.subject}` });

describe('AdminContacts', () => {
  it('lists messages newest first, with unread ones named so in words', async () => {
    const older = await send();
    const newer = await send();
    renderAdmin(<AdminContacts />, { path: '/admin/contacts' });
    expect(screen.getByText('Loading messages...').closest('[role="status"]')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const subjects = within(list)
      .getAllByRole('button', { name: /^(Unread: )?[^:]+$/ })
      .map((b) => b.textContent);
    expect(subjects.indexOf(`Unread: ${newer.subject}`)).toBeLessThan(subjects.indexOf(`Unread: ${older.subject}`));
    const card = (await unreadLink(newer)).closest('.bp6-card') as HTMLElement;
    expect(card.classList.contains('adm-unread')).toBe(true);
    expect(within(card).getByText(/Is the east loop open/)).toBeTruthy();
    expect(within(card).getByText(new RegExp(newer.email.replace(/\./g, '\\.')))).toBeTruthy();
  });

  it('opens a message in full, which marks it read; it can be marked unread again', async () => {
    const m = await send();
    renderAdmin(<AdminContacts />, { path: '/admin/contacts' });
    await userEvent.click(await unreadLink(m));
    const dialog = await screen.findByRole('dialog', { name: m.subject });
    // The whole text, line breaks and all, not the preview.
    expect(within(dialog).getByText((_t, el) => el?.textContent === m.message && el.tagName === 'P')).toBeTruthy();
    expect(within(dialog).getByText(`${m.firstName} ${m.lastName}`)).toBeTruthy();
    await within(dialog).findByText('Read');
    await waitFor(async () => expect(await isReadOnServer(m.id)).toBe(true));
    // The list shows it read: the subject no longer says "Unread".
    expect(screen.getByRole('button', { name: m.subject })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Unread' }));
    await within(dialog).findByText('Unread');
    expect(await isReadOnServer(m.id)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await unreadLink(m)).toBeTruthy();
  });

  it('Reply by Email opens the mail program with "Re:" and the subject', async () => {
    const m = await send({ subject: 'Parking & trail maps?' });
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminContacts />, { path: '/admin/contacts', platform });
    await userEvent.click(
      within((await screen.findAllByRole('button', { name: /Parking & trail maps\?$/ }))[0].closest('li')!).getByRole(
        'button',
        { name: /^Open message/ },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reply by Email' }));
    expect(calls.opened.at(-1)).toMatch(/^mailto:[^?]+@example\.org\?subject=Re%3A%20Parking%20%26%20trail%20maps%3F$/);
    expect(calls.opened).toContain(`mailto:${m.email}?subject=Re%3A%20Parking%20%26%20trail%20maps%3F`);
  });

  it("marks read from the list, and the dashboard's unread count follows", async () => {
    const m = await send();
    renderAdmin(
      <>
        <AdminDashboard />
        <AdminContacts />
      </>,
      { path: '/admin/contacts' },
    );
    await unreadLink(m);
    const link = await screen.findByRole('link', { name: /^Contact Messages \(\d+ unread\)$/ });
    const before = Number(/\((\d+) unread\)/.exec(link.textContent!)![1]);
    await userEvent.click(screen.getByRole('button', { name: `Mark as Read: ${m.subject}` }));
    await screen.findByRole('link', { name: `Contact Messages (${before - 1} unread)` });
    expect(await isReadOnServer(m.id)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Mark as Unread: ${m.subject}` }));
    await screen.findByRole('link', { name: `Contact Messages (${before} unread)` });
  });

  it('"Show unread only" hides messages already read', async () => {
    const m = await send();
    renderAdmin(<AdminContacts />, { path: '/admin/contacts' });
    await userEvent.click(await screen.findByRole('button', { name: `Mark as Read: ${m.subject}` }));
    await screen.findByRole('button', { name: `Mark as Unread: ${m.subject}` });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show unread only' }));
    expect(screen.queryByRole('button', { name: m.subject })).toBeNull();
  });

  it('exports every message as CSV, formulas defused', async () => {
    const m = await send({ message: '=cmd|"/c calc"!A1' });
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminContacts />, { path: '/admin/contacts', platform });
    await unreadLink(m);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [file] = calls.saved;
    expect(file.name).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Received,First name,Last name,Email,Subject,Message,Status');
    // When it arrived, on the preserve's clock as the office reads it.
    expect(lines).toContain(
      `${csvDateTime(m.createdAt)},Pat,${m.lastName},${m.email},${m.subject},"'=cmd|""/c calc""!A1",Unread`,
    );
  });

  it('says Error Loading Messages when the server cannot be reached; Try Again loads once it can', async () => {
    const m = await send();
    let reachable = false;
    // Nothing listens on the discard port until the test lets the screen reach the real server again.
    function Network({ children }: { children: ReactNode }) {
      if (!reachable) configureHttp({ baseUrl: 'http://127.0.0.1:9' });
      return children;
    }
    renderAdmin(
      <Network>
        <AdminContacts />
      </Network>,
      { path: '/admin/contacts' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Error Loading Messages' });
    reachable = true;
    configureHttp({ baseUrl: apiUrl() });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await unreadLink(m)).toBeTruthy();
  });
});
