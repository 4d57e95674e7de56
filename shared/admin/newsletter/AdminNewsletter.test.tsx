import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitForMail } from '@server/test/outbox';
import { AdminNewsletter, REMOVE_SUBSCRIBER_QUESTION } from './AdminNewsletter';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import type { NewsletterSubscriberDto } from '../../api/types';

afterEach(cleanup);

const tag = () => Math.random().toString(36).slice(2, 8);

/** A sign-up through the public box; confirmed by the mailed link's button when asked, as a visitor would. */
async function signUp(firstName: string, confirm: boolean): Promise<string> {
  const email = `news.${tag()}@example.org`;
  const res = await fetch(apiUrl() + '/api/newsletter/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, firstName }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  if (confirm) {
    const mail = await waitForMail(inject('apiDataDir'), email);
    const token = /newsletter\/confirm\?token=([\w.-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    const done = await fetch(apiUrl() + '/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: token! }).toString(),
    });
    expect(done.status).toBe(200);
  }
  return email;
}

async function listed(): Promise<NewsletterSubscriberDto[]> {
  const res = await fetch(apiUrl() + '/api/admin/newsletter/subscribers', {
    headers: { Authorization: `Bearer ${inject('adminToken')}` },
  });
  return (await res.json()) as NewsletterSubscriberDto[];
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
const count = (label: string) =>
  Number(
    within(screen.getByRole('region', { name: 'Subscriber counts' }))
      .getByText(label)
      .textContent!.match(/\d+/)![0],
  );

describe('AdminNewsletter', () => {
  it('counts confirmed and pending addresses and lists each with its first name and confirmation', async () => {
    const confirmed = await signUp('Nora', true);
    const pending = await signUp('Pat', false);
    renderAdmin(<AdminNewsletter />, { path: '/admin/newsletter' });
    expect(screen.getByText('Loading subscribers...')).toBeTruthy();
    const row = await rowOf(confirmed);
    expect(within(row).getByText('Nora')).toBeTruthy();
    expect(within(row).queryByText('Pending')).toBeNull();
    expect(within(await rowOf(pending)).getByText('Pending')).toBeTruthy();
    const all = await listed();
    expect(count('Confirmed')).toBe(all.filter((s) => s.confirmedAt).length);
    expect(count('Pending')).toBe(all.filter((s) => !s.confirmedAt).length);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
  });

  it('exports the list as CSV', async () => {
    const email = await signUp('=cmd', false);
    const { platform, calls } = recordingPlatform();
    renderAdmin(<AdminNewsletter />, { path: '/admin/newsletter', platform });
    await rowOf(email);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(calls.saved).toHaveLength(1);
    const [file] = calls.saved;
    expect(file.name).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,First name,Status,Confirmed,Signed up');
    expect(lines.find((l) => l.startsWith(`${email},`))).toMatch(new RegExp(`^${email},'=cmd,Pending,,\\d{4}-`));
  });

  it('removes a subscriber only after the question is answered yes', async () => {
    const email = await signUp('Rex', true);
    renderAdmin(<AdminNewsletter />, { path: '/admin/newsletter' });
    const remove = async () =>
      userEvent.click(within(await rowOf(email)).getByRole('button', { name: `Remove: ${email}` }));

    await remove();
    const dialog = await screen.findByRole('alertdialog', { name: REMOVE_SUBSCRIBER_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect((await listed()).some((s) => s.email === email)).toBe(true);

    await remove();
    const again = await screen.findByRole('alertdialog', { name: REMOVE_SUBSCRIBER_QUESTION });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Subscriber Removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(email)).toBeNull());
    expect((await listed()).some((s) => s.email === email)).toBe(false);
  });
});
