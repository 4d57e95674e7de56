import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import type { TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { closeServerWithSmtp, startServerWithSmtp } from '@server/test/suites';
import type { SmtpTestServer } from '@server/test/smtpServer';
import { ContactSubmission, EventRegistration, NewsletterSubscription, OutboundEmail } from '@server/db/entities';
import { createEvent } from '@server/test/factories';
import { mailboxOf, RECIPIENT_CAP } from '@server/services/mail/recipientCap';
import { enqueueMail } from '@server/services/mail/queue';
import { queueNewsletterBatch } from '@server/services/newsletterRuns';

/**
 * One mailbox gets at most RECIPIENT_CAP mails an hour and a day, whatever form or route caused them, however the
 * address is spelt; the visitor's message or registration still stands when its mail is held back; mail to the
 * office and the newsletter to confirmed subscribers are never held back.
 */

const OFFICE = 'office@preserve.example.org';
const HOUR = 60 * 60_000;

describe('mail per recipient mailbox', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  beforeAll(async () => {
    ({ server, smtp } = await startServerWithSmtp({
      ADMIN_NOTIFY_EMAIL: OFFICE,
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'true',
    }));
    ({ client: admin } = await server.signedIn({ admin: true }));
  });
  afterAll(() => closeServerWithSmtp(server, smtp));

  /** Each test its own client address, so the contact form's own limit per client stays out of the way. */
  let clients = 0;
  const newClient = () => server.client().from(`198.51.100.${++clients}`);
  const queuedFor = (mailbox: string) => server.deps.db.repo(OutboundEmail).findBy({ toMailbox: mailbox });
  const contact = (client: TestClient, email: string, subject: string) =>
    client.post('/api/contact', { firstName: 'Pat', lastName: 'Sample', email, subject, message: 'Hello' });

  it('a flood of contact messages to one inbox, in every spelling, sends it six acknowledgements; the office hears of all', async () => {
    const spellings = ['victim@example.org', 'Victim@Example.org', ' victim+1@example.org', 'victim+x@EXAMPLE.org'];
    const subject = `flood ${crypto.randomUUID().slice(0, 8)}`;
    const client = newClient();
    for (let i = 0; i < 30; i++) expect((await contact(client, spellings[i % 4], subject)).status).toBe(201);

    expect(await server.deps.db.repo(ContactSubmission).countBy({ subject })).toBe(30);
    const toVictim = await queuedFor('victim@example.org');
    expect(toVictim).toHaveLength(RECIPIENT_CAP.perHour);
    expect(new Set(toVictim.map((r) => r.kind))).toEqual(new Set(['contact-acknowledgement']));
    const notices = await server.deps.db
      .repo(OutboundEmail)
      .findBy({ to: OFFICE, kind: 'contact-notice', subject: `New message from Pat Sample: ${subject}` });
    expect(notices).toHaveLength(30);
    for (const row of toVictim) await smtp.waitFor((m) => m.messageId === row.messageId);
    expect(smtp.mails.filter((m) => /victim(\+\w+)?@example\.org/i.test(m.envelope.to.join()))).toHaveLength(6);
  });

  it('in parallel too: twenty requests at once from twenty clients queue six', async () => {
    const subject = `burst ${crypto.randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => contact(newClient(), 'burst@example.org', subject)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await queuedFor('burst@example.org')).toHaveLength(RECIPIENT_CAP.perHour);
  });

  it('registrations and waiting-list joins share the allowance; the seat is kept and the answer says no mail went', async () => {
    const email = 'j.o.h.n@gmail.com';
    const client = newClient();
    for (let i = 0; i < RECIPIENT_CAP.perHour; i++) {
      expect((await contact(client, i % 2 ? 'JOHN+news@googlemail.com' : email, 'hi')).status).toBe(201);
    }
    expect(await queuedFor('john@gmail.com')).toHaveLength(RECIPIENT_CAP.perHour);

    const event = await createEvent(server.deps.db, { title: 'Capped Walk', maxCapacity: 1 });
    const registered = await client.post(`/api/events/${event.id}/register`, {
      firstName: 'John',
      lastName: 'Sample',
      email: 'john@gmail.com',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ confirmationSent: false });
    expect(await server.deps.db.repo(EventRegistration).countBy({ eventId: event.id })).toBe(1);

    const waiting = await client.post(`/api/events/${event.id}/waitlist`, {
      firstName: 'John',
      lastName: 'Sample',
      email: 'jo.hn+wait@gmail.com',
    });
    expect(waiting.status).toBe(202);
    expect(waiting.body).toMatchObject({ mailed: false });
    expect(await queuedFor('john@gmail.com')).toHaveLength(RECIPIENT_CAP.perHour);
  });

  it('counts the last day as well as the last hour; older mail does not count', async () => {
    const mailbox = 'daily@example.org';
    const message = { kind: 'contact-acknowledgement' as const, to: mailbox, subject: 's', text: 't', html: 'h' };
    await server.deps.db.write(async (m) => {
      // Mail from two to twenty-three hours ago: past the hour, within the day.
      for (let i = 0; i < RECIPIENT_CAP.perDay - 1; i++) {
        const row = await enqueueMail(m, message, 'preserve.test');
        await m.update(OutboundEmail, { id: row.id }, { createdAt: new Date(Date.now() - (2 + i) * HOUR) });
      }
      const old = await enqueueMail(m, message, 'preserve.test');
      await m.update(OutboundEmail, { id: old.id }, { createdAt: new Date(Date.now() - 25 * HOUR) });
    });
    const client = newClient();
    expect((await contact(client, mailbox, 'one more')).status).toBe(201);
    expect((await contact(client, mailbox, 'over the day')).status).toBe(201);
    const rows = await queuedFor(mailbox);
    expect(rows).toHaveLength(RECIPIENT_CAP.perDay + 1);
    expect(rows.filter((r) => r.createdAt.getTime() > Date.now() - HOUR)).toHaveLength(1);
  });

  it('a newsletter run reaches a confirmed subscriber whose allowance is used up, and counts toward it', async () => {
    const email = 'reader@example.org';
    const client = newClient();
    for (let i = 0; i < RECIPIENT_CAP.perHour; i++) expect((await contact(client, email, 'hi')).status).toBe(201);
    const id = crypto.randomUUID();
    await server.deps.db
      .repo(NewsletterSubscription)
      .insert({ id, email, firstName: null, isActive: true, subscribedAt: new Date(), confirmedAt: new Date() });
    const subject = `News ${crypto.randomUUID().slice(0, 8)}`;
    expect((await admin.post('/api/admin/newsletter/send', { subject, text: 'Hello' })).status).toBe(202);
    await queueNewsletterBatch(server.deps);
    const rows = await queuedFor(email);
    expect(rows.filter((r) => r.kind === 'newsletter')).toHaveLength(1);
    expect(rows).toHaveLength(RECIPIENT_CAP.perHour + 1);
  });

  it('the office address is neither counted nor held', async () => {
    const client = newClient();
    const subject = `to the office ${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < RECIPIENT_CAP.perHour + 2; i++) {
      expect((await contact(client, `sender${i}@example.org`, subject)).status).toBe(201);
    }
    const notices = await server.deps.db
      .repo(OutboundEmail)
      .findBy({ to: OFFICE, kind: In(['contact-notice']), subject: `New message from Pat Sample: ${subject}` });
    expect(notices).toHaveLength(RECIPIENT_CAP.perHour + 2);
    expect(notices.every((n) => n.toMailbox === null)).toBe(true);
  });

  it('reads a mailbox as providers deliver it', () => {
    expect(mailboxOf(' Ann.Lee+events@Example.org ')).toBe('ann.lee@example.org');
    expect(mailboxOf('a.n.n+x@googlemail.com')).toBe('ann@gmail.com');
    expect(mailboxOf('ANN@GMAIL.COM')).toBe('ann@gmail.com');
    expect(mailboxOf('+tag@example.org')).toBe('+tag@example.org');
  });
});
