import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '@server/test/harness';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { ReceivedMail, SmtpTestServer } from '@server/test/smtpServer';
import { createEvent } from '@server/test/factories';
import { OutboundEmail } from '@server/db/entities';

/**
 * Anyone can type someone else's address into a public form, so mail to that address must not carry what they
 * typed: otherwise the forms send a stranger the sender's words ("Hello Claim your refund at ...,") in the
 * organisation's name, signed with its DKIM key. Every form that mails the address it was given is tried with
 * words in every free-text field; only the office's notice may show them.
 */

const OFFICE = 'office@preserve.example.org';
const WORDS = 'Claim your refund at http://evil.example/x now';
const MARK = 'evil.example';

const visitor = (email: string) => ({ firstName: WORDS, lastName: WORDS, email });

function carriesWords(mail: ReceivedMail): boolean {
  return [mail.subject, mail.text, mail.html, ...mail.attachments.map((a) => a.content)].some((part) =>
    part.includes(MARK),
  );
}

describe('mail to an unproved address repeats nothing typed into the form', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => ({ server, smtp } = await startServerWithSmtp({ ADMIN_NOTIFY_EMAIL: OFFICE })));
  afterAll(() => closeServerWithSmtp(server, smtp));

  /** Every message queued for the address has gone out; answers them as received. */
  async function mailsTo(address: string, kinds: string[]): Promise<ReceivedMail[]> {
    const rows = await server.deps.db.repo(OutboundEmail).findBy({ to: address });
    expect(rows.map((r) => r.kind).sort()).toEqual([...kinds].sort());
    for (const row of rows) await smtp.waitFor((m) => m.messageId === row.messageId);
    return smtp.mailsTo(address);
  }

  it('contact and volunteer acknowledgements greet without the name; the office notice shows it', async () => {
    const client = server.client();
    const contact = await client.post('/api/contact', {
      ...visitor('contact-target@example.org'),
      subject: WORDS,
      message: WORDS,
    });
    expect(contact.status).toBe(201);
    const volunteer = await client.post('/api/volunteers', {
      ...visitor('volunteer-target@example.org'),
      phone: '555-0100',
      interest: 'Conservation Worker',
      experience: WORDS,
      availability: WORDS,
    });
    expect(volunteer.status).toBe(201);

    for (const [address, kind] of [
      ['contact-target@example.org', 'contact-acknowledgement'],
      ['volunteer-target@example.org', 'volunteer-acknowledgement'],
    ]) {
      const [mail] = await mailsTo(address, [kind]);
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(carriesWords(mail)).toBe(false);
    }
    const notice = await smtp.waitFor((m) => m.envelope.to.includes(OFFICE) && m.subject.startsWith('New message'));
    expect(notice.text).toContain(WORDS);
  });

  it('registration, waiting list, cancellation and event mails carry no name, phone or request', async () => {
    const event = await createEvent(server.deps.db, { title: 'Heron Count', maxCapacity: 1 });
    const client = server.client();
    // A phone number is checked for its shape, so what could carry words is the request.
    const details = { phone: '(609) 555-0100', specialRequests: WORDS };
    const registered = await client.post(`/api/events/${event.id}/register`, {
      ...visitor('seat-target@example.org'),
      ...details,
    });
    expect(registered.status).toBe(201);
    const waiting = await client.post(`/api/events/${event.id}/waitlist`, {
      ...visitor('wait-target@example.org'),
      ...details,
    });
    expect(waiting.status).toBeLessThan(300);

    // The registrant cancels by the link in the confirmation; the person waiting gets the seat.
    const [confirmation] = await mailsTo('seat-target@example.org', ['registration-confirmation']);
    const link = new URL(/https?:\/\/\S+\/api\/cancel-registration\?token=\S+/.exec(confirmation.text)![0]);
    const cancelled = await client.request('POST', '/api/cancel-registration', {
      body: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.status).toBe(303);

    const seatMails = await mailsTo('seat-target@example.org', ['registration-confirmation', 'registration-cancelled']);
    const waitMails = await mailsTo('wait-target@example.org', ['waitlist-confirmation', 'registration-confirmation']);
    for (const mail of [...seatMails, ...waitMails]) {
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(carriesWords(mail)).toBe(false);
    }
  });

  it('newsletter and account sign-up links greet without the name', async () => {
    const client = server.client();
    expect(
      (await client.post('/api/newsletter/subscribe', { email: 'news-target@example.org', firstName: WORDS })).status,
    ).toBe(202);
    expect(
      (
        await client.post('/api/auth/signup', {
          ...visitor('account-target@example.org'),
          password: 'quiet heron at dawn',
        })
      ).status,
    ).toBe(202);
    for (const [address, kind] of [
      ['news-target@example.org', 'newsletter-confirmation'],
      ['account-target@example.org', 'signup-confirmation'],
    ]) {
      const [mail] = await mailsTo(address, [kind]);
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(carriesWords(mail)).toBe(false);
    }
  });
});
