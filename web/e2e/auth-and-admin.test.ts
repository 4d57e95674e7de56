import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { signupTokenOf, waitForMail } from '../../server/test/outbox';

const ADMIN = { email: 'admin@example.org', password: 'a long admin password' };
const MEMBER = { email: 'member@example.org', password: 'a long member password' };

async function signIn(page: Page, url: string, who: { email: string; password: string }, returnTo = '/') {
  await page.goto(`${url}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  // The page also holds the "Create an account" form; its fields carry the same labels.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === returnTo),
    form.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

describe('sign-in, sign-out and the admin area', () => {
  let server: BuiltServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
    for (const [who, admin] of [
      [ADMIN, true],
      [MEMBER, false],
    ] as const) {
      const args = ['user', 'create', '--email', who.email, '--password', who.password, ...(admin ? ['--admin'] : [])];
      const res = await server.cli(args);
      expect(res.code, res.output).toBe(0);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an accessible sign-in page and rejects a wrong password without saying why', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/api/login`);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(ADMIN.email);
    await form.getByLabel('Password').fill('wrong password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password.');
    await context.close();
  });

  it('the sign-up and password-reset pages are accessible, errors included', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/api/login`);
    // The sign-up form asks for the address only: names and password are chosen on the mailed link's page.
    const signup = page.getByRole('form', { name: 'Create an account' });
    await expect(signup.getByLabel('Email').getAttribute('aria-describedby')).resolves.toBe('signup-email-hint');
    await expect(signup.getByLabel('Password').count()).resolves.toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectAccessible(page);
    await page.getByLabel('Email').fill('robin.sample@example.org');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('If an account exists for that address');
    await expectAccessible(page);

    await page.goto(`${server.url}/api/reset-password?token=made-up`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'This reset link is invalid or has expired.',
    );
    await expectAccessible(page);
    await context.close();
  });

  it("resets a password through the mailed link and signs in with the new one (every form posts with this site's Origin)", async () => {
    const who = { email: 'resetting.member@example.org', password: 'a long original password' };
    const created = await server.cli(['user', 'create', '--email', who.email, '--password', who.password]);
    expect(created.code, created.output).toBe(0);
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/api/password-reset`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('If an account exists for that address');
    // The link is built from PUBLIC_URL, which the browser tests set to the address the browser uses.
    const mail = await waitForMail(server.dataDir, who.email, 0, 30_000);
    const link = /(http:\/\/\S+\/api\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${server.url}/`)).toBe(true);
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('a brand new long password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Your password has been changed.');
    await signIn(page, server.url, { email: who.email, password: 'a brand new long password' }, '/events');
    page.expectNoErrors();
    await context.close();
  });

  it('signing up says to check the mail, the same for a known address; the password is chosen on the mailed link page', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    const signUp = async (email: string) => {
      await page.goto(`${server.url}/api/login`);
      const form = page.getByRole('form', { name: 'Create an account' });
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('status').textContent()).resolves.toBe(
        'Check your e-mail to finish creating your account.',
      );
      return page.locator('main').innerHTML();
    };
    // An address that has an account sees exactly what a new one sees. The new address is this try's own: after a
    // first try, the usual one would have an account already.
    const newcomer = `robin.newcomer+${Date.now()}@example.org`;
    expect(await signUp(MEMBER.email)).toBe(await signUp(newcomer));
    await expectAccessible(page);

    const mail = await waitForMail(server.dataDir, newcomer, 0, 30_000);
    await page.goto(`${server.url}/api/confirm-signup?token=${signupTokenOf(mail)}`);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Finish creating your account' });
    await expect(form.textContent()).resolves.toContain(newcomer);
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill('Newcomer');
    // Long enough for the browser's own check, refused by the server's rules: the form comes back, names kept.
    await form.getByLabel('Password').fill('password1234');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('This password is too common.');
    await expectAccessible(page);
    // The refused post is answered 400 on purpose, which Chromium reports; nothing else went wrong.
    expect(page.errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    page.errors.length = 0;
    const again = page.getByRole('form', { name: 'Finish creating your account' });
    await expect(again.getByLabel('First name').inputValue()).resolves.toBe('Robin');
    await expect(again.getByLabel('Password').inputValue()).resolves.toBe('');
    await again.getByLabel('Password').fill('quiet heron at dawn');
    await Promise.all([
      page.waitForURL(`${server.url}/`),
      again.getByRole('button', { name: 'Create my account' }).click(),
    ]);
    await waitForHydration(page);
    await expect(
      page.locator('header .header-actions').getByRole('link', { name: 'Logout' }).isVisible(),
    ).resolves.toBe(true);
    // The password chosen on the link's page is the account's.
    const other = await browser.newContext(DESKTOP);
    const check = await openPage(other);
    await signIn(check, server.url, { email: newcomer, password: 'quiet heron at dawn' }, '/events');
    check.expectNoErrors();
    await other.close();
    page.expectNoErrors();
    await context.close();
  });

  it('a page on another site cannot sign the visitor into its account (login CSRF)', async () => {
    // The other site: a page whose form posts the attacker's own credentials to this site's sign-in form.
    const trap = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Win a prize</title><form method="post" action="${server.url}/api/login">` +
          `<input name="email" value="${MEMBER.email}"><input name="password" value="${MEMBER.password}">` +
          `<input name="returnTo" value="/"><button>Claim</button></form>`,
      );
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    try {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await page.goto(`http://localhost:${(trap.address() as AddressInfo).port}/`);
      const [answer] = await Promise.all([
        page.waitForResponse(`${server.url}/api/login`),
        page.getByRole('button', { name: 'Claim' }).click(),
      ]);
      expect(answer.status()).toBe(403);
      expect((await context.cookies(server.url)).map((c) => c.name)).not.toContain('preserve.sid');
      expect((await context.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
      await context.close();
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });

  it('signs in, shows Logout instead of Login, and signs out again', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, MEMBER);
    await waitForHydration(page);
    const header = page.locator('header .header-actions');
    await expect(header.getByRole('link', { name: 'Logout' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
    await Promise.all([page.waitForURL(`${server.url}/`), header.getByRole('link', { name: 'Logout' }).click()]);
    await waitForHydration(page);
    await expect(header.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
    page.expectNoErrors();
    await context.close();
  });

  it('refuses the admin area to members, then sends them home after 1.5 s', async () => {
    for (const who of [MEMBER]) {
      const context = await browser.newContext(DESKTOP);
      const page = await openPage(context);
      if (who) await signIn(page, server.url, who);
      await page.goto(`${server.url}/admin`);
      await expect(
        page
          .getByRole('heading', { name: "Access Denied – You don't have permission to access this area." })
          .isVisible(),
      ).resolves.toBe(true);
      await waitForHydration(page);
      await expect(
        page.getByText('Unauthorized – Admin access required. Redirecting...').waitFor(),
      ).resolves.toBeUndefined();
      await page.waitForURL(`${server.url}/`, { timeout: 5000 });
      await context.close();
    }
  });

  it('lets an admin open the dashboard with its figures', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Total registrations').isVisible()).resolves.toBe(true);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Volunteers', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Volunteers', exact: true }).waitFor()).resolves.toBeUndefined();
    page.expectNoErrors();
    await expectAccessible(page);
    await context.close();
  });
});
