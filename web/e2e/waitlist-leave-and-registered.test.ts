import { describe, expect, it } from 'vitest';
import { createEventViaApi, registerViaApi, removeEventWhenTryEnds, useSiteWithSmtp } from './support/events';
import { expectAccessible, pageForTry, PHONE, waitForHydration } from './support/browser';

const ADMIN = { email: 'leave-admin@example.org', password: 'a long admin password 8', admin: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * After signing up: the leave link in every waiting-list mail (the page asks first, and works without scripts),
 * the event page that remembers in this browser that the visitor registered, and a refused registration that
 * keeps what was typed and offers the waiting list in its place. At a phone's width and a laptop's.
 */
describe('leaving the waiting list, and the event page after registering', () => {
  const site = useSiteWithSmtp(ADMIN);
  let tries = 0;

  async function eventOf(title: string, maxCapacity: number): Promise<string> {
    const id = await createEventViaApi(site.server, site.cookie, {
      title,
      description: 'A walk.',
      date: inDays(12),
      time: '9:00 AM',
      location: 'Barn lot',
      maxCapacity,
    });
    removeEventWhenTryEnds(site.server, site.cookie, id);
    return id;
  }

  for (const [width, options] of [
    ['390', PHONE],
    ['1366', LAPTOP],
  ] as const) {
    it(`the waiting-list mail's leave link asks first, then takes the place off the list (${width} px)`, async () => {
      const n = `${width}-${++tries}`;
      const eventId = await eventOf(`Leave Walk ${n}`, 1);
      await registerViaApi(site.server, eventId, { firstName: 'Ann', lastName: 'Seat', email: `ann.${n}@example.org` });
      const waiter = `wes.${n}@example.org`;
      const joined = await fetch(`${site.server.url}/api/events/${eventId}/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Wes', lastName: 'Waiting', email: waiter }),
      });
      expect(joined.status).toBe(202);
      const mail = await site.smtp.waitFor((m) => m.envelope.to.includes(waiter));
      expect(mail.text).toContain('No longer need a spot? Leave the waiting list so the next person moves up.');
      const link = new URL(/https?:\/\/\S+\/api\/leave-waitlist\?token=\S+/.exec(mail.text)![0]);

      // Without scripts: the page is a plain form.
      const context = await site.browser.newContext({ ...options, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${site.server.url}${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'Leave the waiting list' }).waitFor();
        await page.getByText(`Leave Walk ${n}`).waitFor();
        const waiting = async () => {
          const res = await fetch(`${site.server.url}/api/admin/events/${eventId}/waitlist`, {
            headers: { cookie: site.cookie },
          });
          return ((await res.json()) as { email: string }[]).map((w) => w.email);
        };
        expect(await waiting()).toEqual([waiter]);
        await page.getByRole('button', { name: 'Leave the waiting list' }).click();
        await page.getByText('You have left the waiting list. Thank you for letting us know').waitFor();
        expect(await waiting()).toEqual([]);
      } finally {
        await context.close();
      }
      // With scripts the page is the same and accessible.
      const page = await pageForTry(site.browser, options);
      await page.goto(`${site.server.url}${link.pathname}${link.search}`);
      await page.getByText('You are no longer on the waiting list for this event').waitFor();
      await expectAccessible(page);
    });

    it(`after registering, the page says so for this browser, also after a reload (${width} px)`, async () => {
      const n = `${width}-${++tries}`;
      const eventId = await eventOf(`Registered Walk ${n}`, 10);
      const page = await pageForTry(site.browser, options);
      await page.goto(`${site.server.url}/events/${eventId}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Register Now' }).click();
      const form = page.locator('#registration-form');
      await form.getByLabel('First Name').fill('Rae');
      await form.getByLabel('Last Name').fill('Walker');
      await form.getByLabel('Email').fill(`rae.${n}@example.org`);
      await form.getByRole('button', { name: 'Complete Registration' }).click();

      const panel = page.locator('.registration-panel');
      await panel.getByRole('heading', { name: "You're registered" }).waitFor();
      await panel.getByText(`A confirmation e-mail has been sent to rae.${n}@example.org.`).waitFor();
      await panel.getByText('The e-mail has a link to cancel').waitFor();
      await expect(panel.getByText('Barn lot').count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: 'Register Now' }).count()).resolves.toBe(0);
      await expectAccessible(page);

      await page.reload();
      await waitForHydration(page);
      await panel.getByRole('heading', { name: "You're registered" }).waitFor();
      await panel.getByText(`A confirmation e-mail has been sent to rae.${n}@example.org.`).waitFor();
      // Someone else at the same computer can still register.
      await panel.getByRole('button', { name: 'Register someone else' }).click();
      await page.locator('#registration-form').getByLabel('First Name').waitFor();

      // Another browser knows nothing of it.
      const other = await pageForTry(site.browser, options);
      await other.goto(`${site.server.url}/events/${eventId}`);
      await waitForHydration(other);
      await other.getByRole('button', { name: 'Register Now' }).waitFor();
      page.expectNoErrors();
    });

    it(`a registration refused as full keeps what was typed and offers the waiting list there (${width} px)`, async () => {
      const n = `${width}-${++tries}`;
      const eventId = await eventOf(`Last Seat Walk ${n}`, 1);
      const page = await pageForTry(site.browser, options);
      await page.goto(`${site.server.url}/events/${eventId}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Register Now' }).click();
      const form = page.locator('#registration-form');
      await form.getByLabel('First Name').fill('Lee');
      await form.getByLabel('Last Name').fill('Late');
      await form.getByLabel('Email').fill(`lee.${n}@example.org`);
      await form.getByLabel('Phone (optional)').fill('609-555-0142');
      // Someone else takes the last seat meanwhile.
      await registerViaApi(site.server, eventId, {
        firstName: 'Eve',
        lastName: 'Early',
        email: `eve.${n}@example.org`,
      });
      await form.getByRole('button', { name: 'Complete Registration' }).click();

      await page.getByRole('alert').filter({ hasText: 'Sorry, this event is full.' }).waitFor();
      const waitlist = page.locator('#waitlist-form');
      await waitlist.waitFor();
      await expect(waitlist.getByLabel('First Name').inputValue()).resolves.toBe('Lee');
      await expect(waitlist.getByLabel('Email').inputValue()).resolves.toBe(`lee.${n}@example.org`);
      await expect(waitlist.getByLabel('Phone (optional)').inputValue()).resolves.toBe('609-555-0142');
      await expectAccessible(page);
      await waitlist.getByRole('button', { name: 'Join the Waitlist' }).click();
      await page.getByText(`We've e-mailed lee.${n}@example.org about the waiting list`, { exact: false }).waitFor();
      // The browser logs the refused request (409) itself; nothing else may go wrong.
      expect(page.errors.filter((e) => !e.includes('409'))).toEqual([]);
    });
  }
});
