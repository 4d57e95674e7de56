import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { sessionCookie, type Account } from './support/accounts';
import { createEventViaApi, removeEventWhenTryEnds } from './support/events';
import { useSite } from './support/site';
import { VISITOR_WIDTHS } from './support/widths';

const ADMIN: Account = { email: 'prg-admin@example.org', password: 'Post-Redirect-Get-Admin-42', admin: true };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A public form the browser posts itself (here with scripts off) is answered with a redirect to the form's page
 * showing the outcome: the address bar ends there, a reload shows the outcome again without sending anything, and
 * sending the same form again (Back, then Send) stores nothing new.
 */
describe('forms posted without scripts: post, redirect, get', () => {
  const site = useSite([ADMIN]);

  const adminList = async <T>(path: string): Promise<T> => {
    const res = await fetch(site.server.url + path, { headers: { cookie: await sessionCookie(site.server, ADMIN) } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  /** The form posts the page sends from now on. */
  const postsOf = (page: Page) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    return posts;
  };

  /** Presses the button; the address the browser ends on once the redirected page has loaded. */
  async function send(page: Page, button: ReturnType<Page['getByRole']>): Promise<URL> {
    await Promise.all([page.waitForURL((url) => url.searchParams.has('result')), button.click()]);
    return new URL(page.url());
  }

  it.each(VISITOR_WIDTHS)(
    'a volunteer application is stored once however often it is reloaded or sent on %s',
    async (label, width) => {
      const email = `prg.volunteer+${label.replace(/\W/g, '')}${Date.now()}@example.org`;
      const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
      const page = await openPage(context);
      const posts = postsOf(page);
      await page.goto(`${site.server.url}/#volunteer`);
      const fill = async () => {
        const form = page.locator('form[aria-labelledby="volunteer-form-title"]');
        await form.getByLabel('First Name').fill('Reload');
        await form.getByLabel('Last Name').fill('Tester');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Area of Interest').selectOption('Conservation Worker');
        return form.getByRole('button', { name: 'Submit Application' });
      };
      const landed = await send(page, await fill());
      expect(landed.pathname).toBe('/');
      expect(landed.hash).toBe('#volunteer-form-title');
      expect(landed.search).not.toContain('Reload');
      const thanks = page.getByRole('status').filter({ hasText: 'Application Submitted!' });
      await thanks.waitFor();
      expect(posts).toEqual(['/api/forms/volunteer']);

      await page.reload();
      await thanks.waitFor();
      expect(posts).toEqual(['/api/forms/volunteer']);

      // Back to the form, and the same application sent again: the server knows it.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('result'));
      const again = await send(page, await fill());
      expect(again.search).toBe(landed.search);
      await thanks.waitFor();

      const stored = (await adminList<{ email: string }[]>('/api/admin/volunteers')).filter((v) => v.email === email);
      expect(stored).toHaveLength(1);
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)(
    'a refused contact message comes back on the page with its errors and what was typed on %s',
    async (_, width) => {
      const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
      const page = await openPage(context);
      await page.goto(`${site.server.url}/#contact`);
      const form = page.locator('form[aria-labelledby="contact-form-title"]');
      await form.getByLabel('First Name').fill('Typed');
      await form.getByLabel('Message').fill('Kept after the redirect');
      const landed = await send(page, form.getByRole('button', { name: 'Send Message' }));
      expect(landed.pathname).toBe('/');
      expect(landed.search).not.toContain('Typed');
      const again = page.locator('form[aria-labelledby="contact-form-title"]');
      await again.getByText('Last name is required').waitFor();
      await expect(again.getByLabel('First Name').inputValue()).resolves.toBe('Typed');
      await expect(again.getByLabel('Message').inputValue()).resolves.toBe('Kept after the redirect');
      await page.reload();
      await again.getByText('Last name is required').waitFor();
      page.expectNoErrors();
      await context.close();
    },
  );

  it.each(VISITOR_WIDTHS)(
    'a registration sent twice registers once, and the address stays on the event on %s',
    async (label, width) => {
      const cookie = await sessionCookie(site.server, ADMIN);
      const id = await createEventViaApi(site.server, cookie, {
        title: `E2E Reload Walk (${label})`,
        description: 'A walk for people who reload.',
        date: inDays(6),
        time: '9:00 AM',
        location: 'Trailhead',
        maxCapacity: 10,
      });
      removeEventWhenTryEnds(site.server, cookie, id);
      const context = await site.browser.newContext({ ...width, javaScriptEnabled: false });
      const page = await openPage(context);
      const posts = postsOf(page);
      await page.goto(`${site.server.url}/events/${id}?register`);
      const form = page.locator('#registration-form');
      await form.getByLabel('First Name').fill('Ria');
      await form.getByLabel('Last Name').fill('Loader');
      await form.getByLabel('Email').fill('ria.loader@example.org');
      const button = form.getByRole('button', { name: 'Complete Registration' });
      const landed = await send(page, button);
      expect(landed.pathname).toBe(`/events/${id}`);
      await page.getByRole('status').filter({ hasText: 'Registration Successful!' }).waitFor();
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Registration Successful!' }).waitFor();
      expect(posts).toHaveLength(1);
      const rows = await adminList<{ email: string }[]>(`/api/admin/events/${id}/registrations`);
      expect(rows.map((r) => r.email)).toEqual(['ria.loader@example.org']);
      page.expectNoErrors();
      await context.close();
    },
  );
});
