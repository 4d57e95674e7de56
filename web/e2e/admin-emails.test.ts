import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { DESKTOP, expectAccessible, launchBrowser, openPage, waitForHydration } from './support/browser';
import { createAccount, signIn } from './support/accounts';
import { startSmtpServer, type SmtpTestServer } from '../../server/test/smtpServer';

const ADMIN = { email: 'mail-admin@example.org', password: 'a long admin password 6', admin: true };

/**
 * The outgoing-mail screen in the browser: a message that failed while the mail server was down is highlighted,
 * and Retry sends it once the server is back. The site talks to a real SMTP server on loopback.
 */
describe('admin outgoing e-mail', () => {
  let server: BuiltServer;
  let browser: Browser;
  let smtp: SmtpTestServer;
  /** Counts tries, so a retry's message has an address of its own. */
  let tries = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // One attempt only, so the message fails while the mail server is down.
    [server, browser] = await Promise.all([
      startBuiltServer({ ...smtp.env, MAIL_MAX_ATTEMPTS: '1', MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' }),
      launchBrowser(),
    ]);
    await createAccount(server, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('highlights a failed message and sends it again on Retry', async () => {
    // The mail server is down while the message is first tried (a retry finds it up from the try before).
    await smtp.stop();
    const rita = `rita.${++tries}@example.org`;
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Rita',
        lastName: 'Retry',
        email: rita,
        subject: 'Trails',
        message: 'Hello',
      }),
    });
    expect(res.status).toBe(201);

    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await signIn(page, server.url, ADMIN, '/admin/emails');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Outgoing Email' }).waitFor();

    // The attempt may still be under way when the page opens: refresh until the failure is listed.
    const row = page.locator('tr.adm-mail-failed', { hasText: rita });
    for (let i = 0; i < 50 && !(await row.count()); i++) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await row.waitFor();
    expect(await row.getByText('Failed', { exact: true }).count()).toBe(1);
    expect(await row.textContent()).toMatch(/ECONNREFUSED|connect/i);
    await expectAccessible(page);

    await smtp.start();
    await row.getByRole('button', { name: `Retry the message to ${rita}` }).click();
    await page.getByRole('status').filter({ hasText: 'Message queued' }).waitFor({ timeout: 5000 });
    await smtp.waitFor((m) => m.envelope.to.includes(rita));

    const sent = page.locator('tr', { hasText: rita }).filter({ hasText: 'Sent' });
    for (let i = 0; i < 50 && !(await sent.count()); i++) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await sent.waitFor();
    expect(await page.locator('tr.adm-mail-failed', { hasText: rita }).count()).toBe(0);
    expect(smtp.mailsTo(rita)).toHaveLength(1);
    page.expectNoErrors();
    await context.close();
  });
});
