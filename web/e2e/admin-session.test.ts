import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { DESKTOP, openPage, waitForHydration } from './support/browser';
import { endSessionElsewhere, signIn } from './support/accounts';
import { useSite } from './support/site';

const ADMIN = { email: 'session-admin@example.org', password: 'a long admin password 7', admin: true };
const SIGNED_OUT = 'You are logged out. Logging in again...';

/** Requests the page makes to one API path, counted as they leave the browser. */
function countRequests(page: { on(event: 'request', fn: (r: Request) => void): unknown }, path: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

describe('an admin whose session ends', () => {
  const site = useSite([ADMIN]);

  it('is told once and sent to the sign-in page 0.5 s after the admin calls answer 401', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    // The events screen makes no admin call of its own; the dashboard behind the back link makes five (volunteers,
    // messages, what waits for the office, what demo content is left, and the season's figures for its charts).
    await signIn(page, site.server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Manage Events' }).waitFor();

    const volunteerLoads = countRequests(page, '/api/admin/volunteers');
    const contactLoads = countRequests(page, '/api/admin/contacts');
    const demoLoads = countRequests(page, '/api/admin/demo-content');
    const waitingLoads = countRequests(page, '/api/admin/waiting');
    const seasonLoads = countRequests(page, '/api/admin/season-stats');
    const loginLoads = countRequests(page, '/api/login');
    const unauthorized: Request[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname.startsWith('/api/admin/')) unauthorized.push(r.request());
    });

    await endSessionElsewhere(context, site.server.url);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();

    const toast = page.getByRole('alert').filter({ hasText: SIGNED_OUT });
    await toast.waitFor({ timeout: 5000 });
    await page.waitForURL((u) => u.pathname === '/api/login', { timeout: 5000 });
    // Every dashboard call failed, and none was retried after its 401.
    expect(unauthorized).toHaveLength(5);
    expect(volunteerLoads).toHaveLength(1);
    expect(contactLoads).toHaveLength(1);
    expect(demoLoads).toHaveLength(1);
    expect(waitingLoads).toHaveLength(1);
    expect(seasonLoads).toHaveLength(1);
    // The browser left for sign-in half a second after the failures (a little timer slack allowed). Read on the
    // browser's own clock: the test process hears of each request late, and by how much depends on the machine's load.
    const failedAt = Math.min(...unauthorized.map((r) => r.timing().startTime + r.timing().responseEnd));
    expect(loginLoads[0].timing().startTime - failedAt).toBeGreaterThanOrEqual(450);
    // Give a second, late redirect the chance to show itself: there must be only one.
    await page.waitForTimeout(1000);
    expect(loginLoads).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    // The browser logs each failed load itself; those five 401s are expected, nothing else is.
    expect(page.errors.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([]);
    expect(page.errors).toHaveLength(5);
    await context.close();
  });

  it('keeps the user lookup from the page for 5 minutes and more: no refetch on focus, reconnect or mount', async () => {
    const context = await site.browser.newContext(DESKTOP);
    const page = await openPage(context);
    // A controllable clock lets the test move past the 5 minutes after which the lookup is stale.
    await page.clock.install();
    await signIn(page, site.server.url, ADMIN, '/admin/events');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Manage Events' }).waitFor();
    const userLoads = countRequests(page, '/api/auth/user');

    await page.clock.fastForward('06:00');
    // Focus: TanStack Query listens for visibilitychange on the window.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    // Reconnect: the browser goes offline and back online.
    await context.setOffline(true);
    await context.setOffline(false);
    // Mount: leave the admin area (its gate reads the user) and come back to it.
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/events');
    await page.goBack();
    await page.getByRole('heading', { name: 'Manage Events' }).waitFor();
    await page.clock.runFor(2000);

    expect(userLoads).toEqual([]);
    page.expectNoErrors();
    await context.close();
  });
});
