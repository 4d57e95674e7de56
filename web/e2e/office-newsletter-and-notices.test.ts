import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, openPage, waitForHydration } from './support/browser';
import { sessionCookie, signIn, type Account } from './support/accounts';
import { useSite } from './support/site';

const ADMIN: Account = { email: 'office.pdf@example.org', password: 'Office-Newsletter-Admin-42', admin: true };

/** A one-page PDF, small and real enough for a browser to be given it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Deletes every uploaded newsletter, so a retry starts on a site without one, as the first try did. */
async function deleteNewsletters(url: string, cookie: string) {
  const issues = (await (await fetch(`${url}/api/newsletter-issues`)).json()) as { id: string }[];
  for (const issue of issues)
    await fetch(`${url}/api/admin/newsletter-issues/${issue.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: url },
    });
}

/**
 * The office on a site started empty (SEED=none): no newsletter link anywhere until an admin uploads the PDF on the
 * Newsletter screen; then home, history and footer link to it and /newsletters lists it. Notices are set on Site
 * Settings, and the dashboard shows what waits.
 */
describe('newsletter PDF and notices, through the admin only', () => {
  const site = useSite([ADMIN], { SEED: 'none' });

  it('no newsletter link until one is uploaded; then every place links to it', async () => {
    onTestFinished(async () => deleteNewsletters(site.server.url, await sessionCookie(site.server, ADMIN)));
    const visitor = await openPage(await site.browser.newContext(PHONE));
    for (const page of ['/', '/history', '/about']) {
      await visitor.goto(`${site.server.url}${page}`);
      await waitForHydration(visitor);
      await expect(visitor.locator('a[href="/api/newsletter-pdf"]').count()).resolves.toBe(0);
      await expect(visitor.locator('a[href="/newsletters"]').count()).resolves.toBe(0);
    }
    expect((await fetch(`${site.server.url}/api/newsletter-pdf`)).status).toBe(404);

    const page = await openPage(await site.browser.newContext(DESKTOP));
    await signIn(page, site.server.url, ADMIN, '/admin/newsletter');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 2, name: 'Newsletter PDFs' }).waitFor();
    await page.getByText('No newsletter PDF yet.', { exact: false }).waitFor();
    await expect(
      page.getByText('Upload a newsletter PDF below to offer a link', { exact: false }).count(),
    ).resolves.toBe(1);

    // A file that is not a PDF is refused before anything is sent.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsletter-'));
    const notPdf = path.join(dir, 'notes.pdf');
    await fs.writeFile(notPdf, 'These are notes, not a PDF.');
    const file = path.join(dir, 'annual-2026.pdf');
    await fs.writeFile(file, PDF);
    await page.getByLabel('Title').fill('Annual Newsletter 2026');
    await page.getByLabel('Date of the issue').fill('2026-01-10');
    await page.getByLabel('PDF file').setInputFiles(notPdf);
    await page.getByRole('button', { name: 'Upload Newsletter' }).click();
    await page.getByText('That file is not a PDF').waitFor();

    await page.getByLabel('PDF file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload Newsletter' }).click();
    await page.getByText('Newsletter Uploaded', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Annual Newsletter 2026' }).waitFor();
    await page.getByLabel('Link the latest newsletter PDF').waitFor();
    await expectAccessible(page);

    const served = await fetch(`${site.server.url}/api/newsletter-pdf`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    await visitor.goto(`${site.server.url}/`);
    await waitForHydration(visitor);
    await visitor.getByRole('link', { name: /Read our annual newsletter \(PDF\)/ }).waitFor();
    await visitor.locator('footer a[href="/newsletters"]').waitFor();
    await visitor.goto(`${site.server.url}/history`);
    await visitor.getByRole('link', { name: /Read more in our annual newsletter \(PDF\)/ }).waitFor();
    await visitor.goto(`${site.server.url}/newsletters`);
    await waitForHydration(visitor);
    await visitor.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();
    const link = visitor.getByRole('link', { name: /Annual Newsletter 2026/ });
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/api\/newsletter-pdf\/[0-9a-f-]{36}$/);
    await expect(visitor.getByText('January 10, 2026').count()).resolves.toBe(1);
    await expectAccessible(visitor);
    visitor.expectNoErrors();
    page.expectNoErrors();
  });

  it('an admin sets who hears of new messages on Site Settings; the dashboard shows what waits', async () => {
    const page = await openPage(await site.browser.newContext(DESKTOP));
    await signIn(page, site.server.url, ADMIN, '/admin/settings');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 2, name: 'Notices to the office' }).waitFor();
    const messages = page.getByRole('group', { name: 'New contact messages' });
    await messages.getByLabel('Send a notice').check({ force: true });
    await messages.getByLabel('To').fill('desk@land.example.org, nonsense');
    await page.getByRole('button', { name: 'Save Notices' }).click();
    await page.getByText('Please enter valid email addresses, separated by commas').waitFor();
    await messages.getByLabel('To').fill('desk@land.example.org, chair@land.example.org');
    await page.getByRole('button', { name: 'Save Notices' }).click();
    await page.getByText('Notices Saved', { exact: true }).waitFor();
    await expectAccessible(page);

    const cookie = await sessionCookie(site.server, ADMIN);
    const saved = (await (await fetch(`${site.server.url}/api/admin/notices`, { headers: { cookie } })).json()) as {
      contactMessages: { enabled: boolean; recipients: string[] };
    };
    expect(saved.contactMessages).toEqual({
      enabled: true,
      recipients: ['desk@land.example.org', 'chair@land.example.org'],
    });

    // A visitor writes; the dashboard counts the unread message and links to the messages.
    const sent = await fetch(`${site.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify({
        firstName: 'Pat',
        lastName: 'Visitor',
        email: 'pat.visitor@example.org',
        subject: 'Trails',
        message: 'Is the east loop open?',
      }),
    });
    expect(sent.status).toBe(201);
    await page.goto(`${site.server.url}/admin`);
    await waitForHydration(page);
    const waiting = page.getByRole('region', { name: 'Waiting for You' });
    await waiting.getByRole('link', { name: /^\d+ unread messages?$/ }).waitFor();
    await waiting.getByRole('link', { name: /photos to approve/ }).waitFor();
    await expect(waiting.getByRole('link', { name: /unread message/ }).getAttribute('href')).resolves.toBe(
      '/admin/contacts',
    );
    await expectAccessible(page);
    page.expectNoErrors();
  });
});
