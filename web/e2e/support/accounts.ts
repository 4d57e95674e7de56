import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { BuiltServer } from './server';
import { DESKTOP, openPage, waitForHydration } from './browser';

export interface Account {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
}

/** Creates (or updates) an account with the server's own CLI, as an operator would. */
export async function createAccount(server: BuiltServer, who: Account): Promise<void> {
  const args = ['user', 'create', '--email', who.email, '--password', who.password];
  if (who.admin) args.push('--admin');
  if (who.firstName) args.push('--first-name', who.firstName);
  if (who.lastName) args.push('--last-name', who.lastName);
  const res = await server.cli(args);
  expect(res.code, res.output).toBe(0);
}

/**
 * Signs the browser in through the JSON sign-in call (the sign-in page's own form is covered by
 * auth-and-admin.test.ts and will gain a sign-up form beside it), then opens `path`.
 */
export async function signIn(page: Page, url: string, who: Account, path = '/'): Promise<void> {
  const res = await page
    .context()
    .request.post(`${url}/api/auth/login`, { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`${url}${path}`);
}

/** The browser's cookies for the site as one Cookie header, to act as that browser from outside it. */
export async function cookieHeader(context: BrowserContext, url: string): Promise<string> {
  const cookies = await context.cookies(url);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Ends the browser's session on the server while the browser keeps its (now dead) cookie, as when the
 * person signs out in another window: a second client sends the same cookie to /api/logout.
 */
export async function endSessionElsewhere(context: BrowserContext, url: string): Promise<void> {
  const cookie = await cookieHeader(context, url);
  expect(cookie).toContain('preserve.sid=');
  const out = await fetch(`${url}/api/logout`, { headers: { cookie }, redirect: 'manual' });
  expect(out.status).toBe(302);
  const check = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
  expect(check.status, 'the old cookie must no longer sign anyone in').toBe(401);
}

/** Signs an account in from outside the browser: the session's Cookie header, to call the API as that person. */
export async function sessionCookie(server: BuiltServer, who: Account): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Makes an admin with the CLI and signs it in from outside the browser: the session's Cookie header, for tests that
 * set up content through the admin API before a page is opened.
 */
export async function adminCookie(server: BuiltServer, email: string): Promise<string> {
  const who: Account = { email, password: 'a-long-test-password', admin: true };
  await createAccount(server, who);
  return sessionCookie(server, who);
}

/** A new browser window signed in as `who`, at `path` with its scripts running (a desktop window unless told). */
export async function signedInPage(
  browser: Browser,
  server: BuiltServer,
  who: Account,
  path: string,
  options: BrowserContextOptions = DESKTOP,
) {
  const context = await browser.newContext(options);
  const page = await openPage(context);
  await signIn(page, server.url, who, path);
  await waitForHydration(page);
  return { context, page };
}
