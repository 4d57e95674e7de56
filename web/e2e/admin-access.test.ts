import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, expectAccessible, openPage, waitForHydration } from './support/browser';
import { signIn } from './support/accounts';
import { useSite } from './support/site';

const ADMIN = { email: 'access-admin@example.org', password: 'a long admin password 8', admin: true };
const MEMBER = { email: 'access-member@example.org', password: 'a long member password 8' };
const DENIED = "Access Denied – You don't have permission to access this area.";
const TOAST = 'Unauthorized – Admin access required. Redirecting...';
const ADMIN_ROUTES = [
  '/admin',
  '/admin/events',
  '/admin/volunteers',
  '/admin/contacts',
  '/admin/users',
  '/admin/gallery',
];
/** The titles of the screens this suite's area owns; the others only need to be something other than the refusal. */
const OWN_TITLES: Record<string, string> = {
  '/admin/volunteers': 'Volunteers',
  '/admin/contacts': 'Contact Messages',
  '/admin/users': 'Users',
  '/admin/gallery': 'Gallery',
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin pages and calls refuse everyone but admins', () => {
  const site = useSite([ADMIN, MEMBER]);

  async function contextFor(who: 'visitor' | 'member'): Promise<BrowserContext> {
    const context = await site.browser.newContext(DESKTOP);
    if (who === 'member') await signIn(await context.newPage(), site.server.url, MEMBER);
    return context;
  }

  it('a signed-out visitor on any admin page is sent to sign in, and comes back to that page once signed in', async () => {
    for (const path of ['/admin', '/admin/users', '/admin/events?from=mail']) {
      const context = await contextFor('visitor');
      const page = await openPage(context);
      const adminCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(r.url());
      });
      await page.goto(`${site.server.url}${path}`);
      expect(page.url(), path).toBe(`${site.server.url}/api/login?returnTo=${encodeURIComponent(path)}`);
      expect(adminCalls, path).toEqual([]);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(ADMIN.email);
      await form.getByLabel('Password').fill(ADMIN.password);
      await Promise.all([
        page.waitForURL(`${site.server.url}${path}`),
        form.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: DENIED }).count(), path).resolves.toBe(0);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      page.expectNoErrors();
      await context.close();
    }
  });

  for (const who of ['member'] as const) {
    it(`a ${who} on any admin page is refused, told so, and sent home; no admin data is asked for`, async () => {
      const context = await contextFor(who);
      for (const path of ADMIN_ROUTES) {
        const page = await openPage(context);
        const adminCalls: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(r.url());
        });
        const response = await page.goto(`${site.server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: DENIED }).isVisible(), path).resolves.toBe(true);
        await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
        await waitForHydration(page);
        await page.getByRole('alert').getByText(TOAST).waitFor();
        if (path === '/admin/contacts') await expectAccessible(page);
        await page.waitForURL(`${site.server.url}/`, { timeout: 10_000 });
        expect(adminCalls, path).toEqual([]);
        page.expectNoErrors();
        await page.close();
      }
      await context.close();
    });
  }

  it('waits the 1.5 s before sending a non-admin home', async () => {
    const context = await contextFor('member');
    const page = await openPage(context);
    // Timed inside the page, so a busy test machine cannot shorten the measured wait: the toast is shown by the
    // same effect that starts the timer, and the home page replaces the refusal when the timer has run.
    await page.addInitScript((toastText) => {
      const marks: { toast?: number; home?: number } = {};
      (window as unknown as { adminGateMarks: typeof marks }).adminGateMarks = marks;
      new MutationObserver(() => {
        if (marks.toast === undefined && document.body.textContent?.includes(toastText))
          marks.toast = performance.now();
        if (marks.toast !== undefined && marks.home === undefined && location.pathname === '/')
          marks.home = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, TOAST);
    await page.goto(`${site.server.url}/admin/volunteers`);
    await page.waitForURL(`${site.server.url}/`, { timeout: 10_000 });
    const marks = await page.waitForFunction(() => {
      const m = (window as unknown as { adminGateMarks: { toast?: number; home?: number } }).adminGateMarks;
      return m.home !== undefined && m;
    });
    const { toast, home } = (await marks.jsonValue()) as { toast: number; home: number };
    // A timer never fires early; the few milliseconds allowed are between starting it and painting the toast.
    expect(home - toast).toBeGreaterThanOrEqual(1450);
    await context.close();
  });

  it('the server refuses every call the volunteer and contact screens make: 401 signed out, 403 for a member', async () => {
    const calls = [
      { method: 'GET', path: '/api/admin/volunteers' },
      { method: 'PATCH', path: `/api/admin/volunteers/${MISSING}`, data: { isActive: false } },
      { method: 'GET', path: '/api/admin/contacts' },
      { method: 'PATCH', path: `/api/admin/contacts/${MISSING}`, data: { isRead: true } },
    ];
    for (const [who, status] of [
      ['visitor', 401],
      ['member', 403],
    ] as const) {
      const context = await contextFor(who);
      for (const call of calls) {
        const res = await context.request.fetch(`${site.server.url}${call.path}`, {
          method: call.method,
          data: call.data,
          headers: { Origin: site.server.url },
        });
        expect(res.status(), `${who} ${call.method} ${call.path}`).toBe(status);
      }
      await context.close();
    }
  });

  it('an admin opens every admin page', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, site.server.url, ADMIN, '/admin');
    for (const path of ADMIN_ROUTES) {
      await page.goto(`${site.server.url}${path}`);
      await waitForHydration(page);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      await expect(h1.textContent(), path).resolves.not.toBe(DENIED);
      if (OWN_TITLES[path]) await expect(h1.textContent(), path).resolves.toBe(OWN_TITLES[path]);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    page.expectNoErrors();
    await context.close();
  });
});
