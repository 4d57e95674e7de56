import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { adminCookie } from './support/accounts';
import { DESKTOP, launchBrowser, openPage, waitForHydration } from './support/browser';

/**
 * The honeypot box on the public forms (ADR 010): people never meet it (not seen, not announced, not reached
 * with Tab, not autofilled) but it is an ordinary input in the page, so a form-filling bot does, and its
 * submission is dropped while it sees the usual success.
 */
describe('honeypot field', () => {
  let server: BuiltServer;
  let browser: Browser;
  let cookie: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer({ SEED: 'none' }), launchBrowser()]);
    cookie = await adminCookie(server, 'pot-admin@example.org');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const storedContacts = async () =>
    ((await (await fetch(`${server.url}/api/admin/contacts`, { headers: { cookie } })).json()) as unknown[]).length;

  it('is in every public form, yet hidden from sight, from screen readers, from Tab and from autofill', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    for (const title of ['contact-form-title', 'volunteer-form-title', 'newsletter-signup-title']) {
      const form = page.locator(`form[aria-labelledby="${title}"]`);
      const pot = form.locator('input[name="website"]');
      await expect(pot.count()).resolves.toBe(1);
      await expect(pot.getAttribute('tabindex')).resolves.toBe('-1');
      await expect(pot.getAttribute('autocomplete')).resolves.toBe('off');
      await expect(pot.getAttribute('type')).resolves.toBe('text');
      // Not display:none (bots skip those), but clipped to nothing and off the accessibility tree.
      await expect(pot.evaluate((el) => getComputedStyle(el).display)).resolves.not.toBe('none');
      const box = await pot.evaluate((el) => el.closest('[aria-hidden="true"]')!.getBoundingClientRect().width);
      expect(box).toBeLessThanOrEqual(1);
      await expect(form.getByRole('textbox', { name: 'Website' }).count()).resolves.toBe(0);
    }
    // Tab from the message box goes straight to the button.
    const contact = page.locator('form[aria-labelledby="contact-form-title"]');
    await contact.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Send Message');
    page.expectNoErrors();
    await context.close();
  });

  it('a person’s message is stored; a bot that fills every box sees the same success and stores nothing', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openPage(context);
    await page.goto(`${server.url}/#contact`);
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    const fill = async () => {
      await form.getByLabel('First Name').fill('Jamie');
      await form.getByLabel('Last Name').fill('Sample');
      await form.getByLabel('Email').fill('jamie.sample@example.org');
      await form.getByLabel('Subject').fill('Group visit');
      await form.getByLabel('Message').fill('Can a class of twenty visit in May?');
    };
    const toast = page.getByRole('status');
    // Counted from here: a retry finds its first try's message already stored.
    const before = await storedContacts();

    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast.getByText('Message Sent!').waitFor();
    await expect.poll(storedContacts).toBe(before + 1);
    await toast.getByText('Message Sent!').waitFor({ state: 'detached', timeout: 10_000 });

    // The bot: fills every input it finds, the hidden one included.
    await fill();
    await form.locator('input[name="website"]').fill('https://cheap-pills.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast.getByText('Message Sent!').waitFor();
    // The form reset as after any success: the bot cannot tell.
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe('');
    expect(await storedContacts()).toBe(before + 1);
    page.expectNoErrors();
    await context.close();
  });
});
