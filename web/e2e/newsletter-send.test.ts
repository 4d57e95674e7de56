import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn } from './support/accounts';
import { restoreTablesWhenTryEnds } from './support/database';
import { startSmtpServer, type SmtpTestServer } from '../../server/test/smtpServer';

/**
 * Sending the newsletter from the admin screen: the office writes it, sends itself a test copy, sends it to the
 * confirmed subscribers and watches the progress bar reach Done; a subscriber then leaves through the link in the
 * copy a real SMTP server received, with scripts and without.
 */

const ADMIN = { email: 'newsletter-admin@example.org', password: 'a long admin password 9', admin: true };
const READERS = ['rhea.reader@example.org', 'rory.reader@example.org'];
const SUBJECT = 'Heron season (sample newsletter)';

describe('sending the newsletter (/admin/newsletter)', () => {
  let server: BuiltServer;
  let browser: Browser;
  let smtp: SmtpTestServer;
  /** The subject of the newsletter sent last; each try sends one of its own, so it finds its own copies. */
  let subject = SUBJECT;
  let tries = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([
      startBuiltServer({ ...smtp.env, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' }),
      launchBrowser(),
    ]);
    await createAccount(server, ADMIN);
    // Two readers sign up and confirm through their mailed links, as visitors do.
    for (const email of READERS) {
      const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(202);
      const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
      const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(mail.text)![1];
      const confirmed = await fetch(`${server.url}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(confirmed.status).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('writes, sends a test to the admin, sends to the subscribers and follows the progress to Done', async () => {
    subject = ++tries === 1 ? SUBJECT : `${SUBJECT} ${tries}`;
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin/newsletter');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Write a Newsletter' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Send Test to Me' }).click();
    await form.getByText('Subject is required').waitFor();

    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Text')
      .fill('Dear friends,\n\nThe **herons** are back. See [our events](https://example.org/events).');
    await form.getByText('Link the latest newsletter PDF').click();
    await expect(form.getByLabel('Link the latest newsletter PDF').isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send Test to Me' }).click();
    await page.getByText('A test copy is on its way to your own address.').waitFor();
    const test = await smtp.waitFor((m) => m.envelope.to.includes(ADMIN.email) && m.subject === `[Test] ${subject}`);
    expect(test.html).toContain('<strong>herons</strong>');
    expect(test.text).toContain(`${server.url}/api/newsletter-pdf`);

    // Until it is sent, what is written is kept as a draft in this browser.
    const draft = () => page.evaluate(() => localStorage.getItem('preserve-admin:newsletter-draft'));
    await expect.poll(draft).toContain(subject);
    await form.getByRole('button', { name: 'Send to Subscribers' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Send this newsletter to 2 confirmed subscribers now?').waitFor();
    await question.getByRole('button', { name: 'Yes, send it' }).click();
    await page.getByText('The newsletter is going out to 2 subscribers.').waitFor();
    // Sent, it is no longer a draft: the form starts empty, also after a reload.
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    await expect.poll(draft).toBeNull();

    const runs = page.getByRole('region', { name: 'Sent Newsletters' });
    const run = runs.getByRole('listitem').filter({ hasText: subject });
    await run.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    await run.getByText('2 of 2 sent').waitFor();
    await expect(run.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
    await expectAccessible(page);
    page.expectNoErrors();
    await context.close();
  }, 90_000);

  for (const [index, javaScriptEnabled] of [
    [0, true],
    [1, false],
  ] as const) {
    it(`the unsubscribe link in a received copy asks, then unsubscribes (scripts ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      // A retry meets the reader still subscribed, as the first try did.
      restoreTablesWhenTryEnds(server, ['newsletter_subscriptions']);
      const reader = READERS[index];
      const copy = await smtp.waitFor((m) => m.envelope.to.includes(reader) && m.subject === subject);
      const link = /Unsubscribe: (\S+)/.exec(copy.text)![1];
      expect(link.startsWith(`${server.url}/newsletter/unsubscribe?token=`)).toBe(true);
      expect(copy.header('list-unsubscribe')).toContain(`<${link}>`);
      const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled });
      const page = await openPage(context);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Unsubscribe from our newsletter' }).waitFor();
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
      await page.getByText('You are unsubscribed: you will receive no more newsletters from us.').waitFor();
      await page.goto(link);
      await page.getByText('This address is not on our newsletter list').waitFor();
      page.expectNoErrors();
      await context.close();
    });
  }
});
