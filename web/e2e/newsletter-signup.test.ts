import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, waitForHydration } from './support/browser';
import { startSmtpServer, type SmtpTestServer } from '../../server/test/smtpServer';

/**
 * Newsletter sign-up with double opt-in in the browser: the box in the home page's contact section, with scripts
 * (answered in place) and without (the server answers the post with the page); the link from the mail, received
 * by a real SMTP server on loopback, asks, and its button confirms.
 */
describe('newsletter sign-up', () => {
  let server: BuiltServer;
  let browser: Browser;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([
      startBuiltServer({ ...smtp.env, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' }),
      launchBrowser(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** Opens the link in the mail to `to`, presses Confirm, and sees the subscription confirmed. */
  async function confirmFromMail(page: Page, to: string) {
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(to));
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0];
    const url = new URL(link);
    await page.goto(`${server.url}${url.pathname}${url.search}`);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    await page.getByText('Your subscription is confirmed').waitFor();
    // The link again: already confirmed, no button.
    await page.goto(`${server.url}${url.pathname}${url.search}`);
    await page.getByText('This address is already confirmed').waitFor();
    await expect(page.getByRole('button', { name: 'Confirm my subscription' }).count()).resolves.toBe(0);
  }

  it('with scripts: field errors in place, the answer in place, then the mailed link confirms', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openPage(context);
    await page.goto(`${server.url}/#contact`);
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="newsletter-signup-title"]');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter a valid email address').waitFor();

    // An address of this try's own: after a first try, the usual one would be confirmed already.
    const email = `nora.news+${Date.now()}@example.org`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First name (optional)').fill('Nora');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').filter({ hasText: 'Check Your Inbox' }).waitFor();
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('');
    // Still the home page: the scripted form never left it.
    expect(new URL(page.url()).pathname).toBe('/');

    await confirmFromMail(page, email);
    page.expectNoErrors();
    await context.close();
  });

  it('without scripts: the browser posts the box from the events page and the link confirms', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await openPage(context);
    await page.goto(`${server.url}/events`);
    const form = page.locator('form[aria-labelledby="newsletter-banner-title"]');
    const email = `nick.noscript+${Date.now()}@example.org`;
    await form.getByLabel('Email').fill(email);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/forms/newsletter',
      ),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.has('result'));
    const answered = page.locator('form[aria-labelledby="newsletter-banner-title"]');
    await answered.getByRole('status').filter({ hasText: 'Check Your Inbox' }).waitFor();
    await page.getByRole('heading', { name: 'Never Miss a Walk or Workday' }).waitFor();

    await confirmFromMail(page, email);
    page.expectNoErrors();
    await context.close();
  });

  it('without scripts on the home page: a bad address comes back with its error and value', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await openPage(context);
    await page.goto(`${server.url}/#contact`);
    const form = page.locator('form[aria-labelledby="newsletter-signup-title"]');
    await form.getByLabel('Email').fill('nope');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/forms/newsletter',
      ),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('result'));
    const again = page.locator('form[aria-labelledby="newsletter-signup-title"]');
    await again.getByRole('alert').filter({ hasText: 'Sign-up Failed' }).waitFor();
    await again.locator('.field-error', { hasText: 'Please enter a valid email address' }).waitFor();
    await expect(again.getByLabel('Email').inputValue()).resolves.toBe('nope');
    await expect(again.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(page.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
