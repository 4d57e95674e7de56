import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, expectAccessible, openPage, waitForHydration, downloadedText } from './support/browser';
import { signedInPage } from './support/accounts';
import { useSite } from './support/site';
import { writeToDatabase } from './support/database';

const ADMIN = { email: 'volunteers-admin@example.org', password: 'a long admin password 5', admin: true };

/** The mailto: links the page hands to the browser (Chromium reports them as requests; no mail program opens here). */
function mailtoLinks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('mailto:')) seen.push(r.url());
  });
  return seen;
}

describe('admin volunteers (/admin/volunteers)', () => {
  const site = useSite([ADMIN]);

  async function adminPage(): Promise<Page & { errors: string[]; expectNoErrors(): void }> {
    const { page } = await signedInPage(site.browser, site.server, ADMIN, '/admin/volunteers', {
      ...DESKTOP,
      acceptDownloads: true,
    });
    return page;
  }

  it('says No Volunteers Yet before anyone has applied', async () => {
    const page = await adminPage();
    await page.getByRole('heading', { level: 2, name: 'No Volunteers Yet' }).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Export CSV' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    page.expectNoErrors();
    await page.context().close();
  });

  it('shows an application sent from the public site: counts, the card, Contact, active/inactive, CSV', async () => {
    // A retry starts where the file's earlier tests left the site: without an application its own first try sent.
    writeToDatabase(site.server, (db) =>
      db.prepare('DELETE FROM volunteers WHERE email = ?').run('robin.fieldwork@example.org'),
    );
    // A visitor applies on the home page.
    const visitor = await openPage(await site.browser.newContext(DESKTOP));
    await visitor.goto(`${site.server.url}/#volunteer`);
    await waitForHydration(visitor);
    const form = visitor.locator('form[aria-labelledby="volunteer-form-title"]');
    await form.getByLabel('First Name').fill('Robin');
    await form.getByLabel('Last Name').fill('Fieldwork');
    await form.getByLabel('Email').fill('robin.fieldwork@example.org');
    await form.getByLabel('Phone').fill('(609) 555-0107');
    await form.getByLabel('Area of Interest').selectOption('Conservation Worker');
    await form.getByLabel('Relevant Experience').fill('Three seasons pulling invasive plants.');
    await form.getByLabel('Availability').fill('Saturday mornings, some evenings');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await visitor.getByText('Application Submitted!').waitFor();
    await visitor.context().close();

    const page = await adminPage();
    const card = page.getByRole('article', { name: 'Robin Fieldwork' });
    await card.waitFor();
    for (const text of [
      'Conservation Worker',
      'Active',
      'robin.fieldwork@example.org',
      '(609) 555-0107',
      'Three seasons pulling invasive plants.',
      'Saturday mornings, some evenings',
    ]) {
      await expect(card.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    }
    await expect(card.locator('time').textContent()).resolves.toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const counts = page.getByRole('region', { name: 'Volunteer counts' });
    const count = (label: string) =>
      counts.locator('.bp6-card', { hasText: label }).locator('.adm-stat-value').textContent();
    await expect(count('Total volunteers')).resolves.toBe('1');
    await expect(count('Conservation Worker')).resolves.toBe('1');
    await expect(count('Event Volunteer')).resolves.toBe('0');
    await expect(count('Education Support')).resolves.toBe('0');
    await expect(count('All of the Above')).resolves.toBe('0');
    await expectAccessible(page);

    // Contact hands the address to the mail program.
    const mailto = mailtoLinks(page);
    await card.getByRole('button', { name: 'Contact Robin Fieldwork' }).click();
    await expect.poll(() => mailto).toEqual(['mailto:robin.fieldwork@example.org']);

    // Marking inactive is kept by the server: it survives a reload.
    await card.getByRole('button', { name: 'Mark inactive: Robin Fieldwork' }).click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await card.getByText('Inactive', { exact: true }).waitFor();
    await expectAccessible(page);

    // The CSV arrives as a real download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^volunteers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('First name,Last name,Email,Phone,Interest,Status,Applied,Experience,Availability');
    expect(csv[1]).toMatch(
      /^Robin,Fieldwork,robin\.fieldwork@example\.org,\(609\) 555-0107,Conservation Worker,Inactive,\d{4}-\d{2}-\d{2},Three seasons pulling invasive plants\.,"Saturday mornings, some evenings"$/,
    );
    page.expectNoErrors();
    await page.context().close();
  });

  it('after failed loads (retried twice) says Error Loading Volunteers; Refresh Page loads the list again', async () => {
    const page = await adminPage();
    await page.getByRole('article').first().waitFor();
    // The network edge answers 500 for the list, as a broken server would.
    let failures = 0;
    await page.route('**/api/admin/volunteers', (route) => {
      failures++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable' }),
      });
    });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Error Loading Volunteers' }).waitFor({ timeout: 15_000 });
    // The server render's own read is not a browser request; the browser tried once and retried twice.
    expect(failures).toBe(3);
    await expectAccessible(page);

    await page.unroute('**/api/admin/volunteers');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('article', { name: 'Robin Fieldwork' }).waitFor();
    expect(page.errors.filter((e) => !e.includes('500 (Internal Server Error)'))).toEqual([]);
    await page.context().close();
  });
});
