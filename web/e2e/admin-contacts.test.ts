import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, openPage, waitForHydration, downloadedText } from './support/browser';
import { signedInPage } from './support/accounts';
import { useSite } from './support/site';
import { writeToDatabase } from './support/database';

const ADMIN = { email: 'contacts-admin@example.org', password: 'a long admin password 6', admin: true };
const SUBJECT = 'School group visit in May';

/** The mailto: links the page hands to the browser (Chromium reports them as requests; no mail program opens here). */
function mailtoLinks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('mailto:')) seen.push(r.url());
  });
  return seen;
}

describe('contact messages (/admin/contacts)', () => {
  const site = useSite([ADMIN]);

  async function adminAt(path: string) {
    const { page } = await signedInPage(site.browser, site.server, ADMIN, path, { ...DESKTOP, acceptDownloads: true });
    return page;
  }

  it('says No Messages Yet before anyone has written', async () => {
    const page = await adminAt('/admin/contacts');
    await page.getByRole('heading', { level: 2, name: 'No Messages Yet' }).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    page.expectNoErrors();
    await page.context().close();
  });

  it('a message from the public contact form arrives unread; opening it marks it read and the dashboard count follows', async () => {
    // A retry starts where the file's earlier tests left the site: without a message its own first try sent.
    writeToDatabase(site.server, (db) =>
      db.prepare('DELETE FROM contact_submissions WHERE email = ?').run('jamie.teacher@example.org'),
    );
    const visitor = await openPage(await site.browser.newContext(DESKTOP));
    await visitor.goto(`${site.server.url}/#contact`);
    await waitForHydration(visitor);
    const form = visitor.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByLabel('First Name').fill('Jamie');
    await form.getByLabel('Last Name').fill('Teacher');
    await form.getByLabel('Email').fill('jamie.teacher@example.org');
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByLabel('Message').fill('Can a class of twenty visit in May?\nWe would bring our own lunches.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent!').waitFor();
    await visitor.context().close();

    // From the dashboard, as an admin finds it.
    const page = await adminAt('/admin');
    await page.getByRole('link', { name: 'Contact Messages (1 unread)' }).click();
    const subject = page.getByRole('button', { name: `Unread: ${SUBJECT}` });
    await subject.waitFor();
    const card = page.locator('.adm-message', { has: subject });
    await expect(card.getByText('Unread', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(/Jamie Teacher · jamie\.teacher@example\.org/).isVisible()).resolves.toBe(true);
    await expect(page.getByText('1 message, 1 unread').isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    await subject.click();
    const dialog = page.getByRole('dialog', { name: SUBJECT });
    await dialog.waitFor();
    await expect(dialog.getByText('We would bring our own lunches.', { exact: false }).isVisible()).resolves.toBe(true);
    await dialog.getByText('Read', { exact: true }).waitFor();
    await expectAccessible(page);

    // Reply by e-mail: the admin's mail program gets the address and "Re: <subject>".
    const mailto = mailtoLinks(page);
    await dialog.getByRole('button', { name: 'Reply by Email' }).click();
    await expect
      .poll(() => mailto)
      .toEqual([`mailto:jamie.teacher@example.org?subject=${encodeURIComponent(`Re: ${SUBJECT}`)}`]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: SUBJECT, exact: true }).waitFor();
    await page.getByRole('link', { name: '← Admin Dashboard' }).click();
    await page.getByRole('link', { name: 'Contact Messages (0 unread)' }).waitFor();
    const unreadStat = page.locator('.bp6-card', { hasText: 'Unread messages' }).locator('.adm-stat-value');
    await expect(unreadStat.textContent()).resolves.toBe('0');

    // Marked unread again from the list, the count goes back up; the server keeps it across a reload.
    await page.getByRole('link', { name: 'Contact Messages (0 unread)' }).click();
    await page.getByRole('button', { name: `Mark as Unread: ${SUBJECT}` }).click();
    await page.getByRole('button', { name: `Unread: ${SUBJECT}` }).waitFor();
    await page.goto(`${site.server.url}/admin`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Contact Messages (1 unread)' }).waitFor();
    page.expectNoErrors();
    await page.context().close();
  });

  it('downloads every message as CSV', async () => {
    const page = await adminAt('/admin/contacts');
    await page.getByRole('button', { name: `Unread: ${SUBJECT}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloadedText(download)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Received,First name,Last name,Email,Subject,Message,Status');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Jamie,Teacher,jamie\.teacher@example\.org,School group visit in May,"Can a class of twenty visit in May\?\nWe would bring our own lunches\.",Unread$/,
    );
    page.expectNoErrors();
    await page.context().close();
  });

  it('says Error Loading Messages when the list fails, and Try Again loads it', async () => {
    const page = await adminAt('/admin/contacts');
    await page.getByRole('button', { name: `Unread: ${SUBJECT}` }).waitFor();
    await page.route('**/api/admin/contacts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Error Loading Messages' }).waitFor();
    await expectAccessible(page);
    await page.unroute('**/api/admin/contacts');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: `Unread: ${SUBJECT}` }).waitFor();
    expect(page.errors.filter((e) => !e.includes('500 (Internal Server Error)'))).toEqual([]);
    await page.context().close();
  });
});
