import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { startSmtpServer, type SmtpTestServer } from '@server/test/smtpServer';
import { createEvent } from '@server/test/factories';
import { OutboundEmail } from '@server/db/entities';
import { enqueueMail } from '@server/services/mail/queue';
import { until } from '@server/test/until';

/**
 * Nothing is lost and nothing goes out twice: the SMTP server down or hanging, the site restarted with a full
 * queue, a worker that died mid-send, two instances sharing one queue, and a message that fails for good until
 * an admin retries it. The queue's timing is shortened through MAIL_* variables instead of sleeping.
 */

const FAST = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', MAIL_MAX_ATTEMPTS: '50' };

const rowsTo = (server: TestServer, to: string) => server.deps.db.repo(OutboundEmail).findBy({ to });
const allSent = (server: TestServer, addresses: string[]) =>
  until(`mail to ${addresses.join(', ')} marked sent`, async () => {
    const rows = await server.deps.db.repo(OutboundEmail).find();
    return addresses.every((a) => rows.some((r) => r.to === a && r.status === 'sent')) && rows;
  });

async function register(server: TestServer, eventId: string, email: string) {
  return server.client().post(`/api/events/${eventId}/register`, { firstName: 'Robin', lastName: 'Sample', email });
}

describe('the mail queue through outages and restarts', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let eventId: string;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: ['nobody@example.org'] });
    server = await startTestServer({ env: { ...smtp.env, ...FAST } });
    eventId = (await createEvent(server.deps.db, { maxCapacity: null })).id;
  });
  afterEach(() => smtp.start());
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('SMTP down: registrations still succeed, their mail waits, and goes out once when SMTP is back', async () => {
    await smtp.stop();
    const people = ['down-1@example.org', 'down-2@example.org', 'down-3@example.org'];
    for (const email of people) expect((await register(server, eventId, email)).status).toBe(201);

    // Tried, refused, kept for a retry.
    const waiting = await until('failed attempts', async () => {
      const rows = (await server.deps.db.repo(OutboundEmail).find()).filter((r) => people.includes(r.to));
      return rows.length === 3 && rows.every((r) => r.status === 'queued' && r.attempts >= 1 && r.lastError) && rows;
    });
    expect(waiting[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.mails.filter((m) => people.some((p) => m.envelope.to.includes(p)))).toEqual([]);

    await smtp.start();
    await allSent(server, people);
    for (const email of people) expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('a mail server that accepts the connection and then says nothing does not hold up a registration', async () => {
    // Holds every connection open without a greeting; if the request waited for the mail, it would never answer.
    const sockets = new Set<net.Socket>();
    const hang = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', () => r()));
    const port = (hang.address() as AddressInfo).port;
    await server.restart({ SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=60000`, ...FAST });
    try {
      const res = await register(server, eventId, 'hang@example.org');
      expect(res.status).toBe(201);
      await until('the worker connected', async () => sockets.size > 0);
      const [row] = await rowsTo(server, 'hang@example.org');
      expect(row.status).toBe('sending');
    } finally {
      // The stalled attempt fails (connection closed) and the message goes back to the queue for later.
      for (const s of sockets) s.destroy();
      await server.restart({ ...smtp.env, ...FAST });
      hang.close();
    }
    await allSent(server, ['hang@example.org']);
    expect(smtp.mailsTo('hang@example.org')).toHaveLength(1);
  });

  it('once a message gets through again, the backlog from the outage goes out without waiting out its backoff', async () => {
    await smtp.stop();
    // Ten minutes between attempts: only the catch-up can deliver these within the test.
    await server.restart({ ...smtp.env, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '600000' });
    const people = ['backlog-1@example.org', 'backlog-2@example.org'];
    for (const email of people) expect((await register(server, eventId, email)).status).toBe(201);
    await until('both tried and waiting', async () => {
      const rows = (await server.deps.db.repo(OutboundEmail).find()).filter((r) => people.includes(r.to));
      return rows.length === 2 && rows.every((r) => r.status === 'queued' && r.attempts === 1 && r.nextAttemptAt.getTime() > Date.now() + 60_000);
    });

    await smtp.start();
    expect((await register(server, eventId, 'backlog-new@example.org')).status).toBe(201);
    await allSent(server, [...people, 'backlog-new@example.org']);
    for (const email of [...people, 'backlog-new@example.org']) expect(smtp.mailsTo(email)).toHaveLength(1);
    await server.restart({ ...smtp.env, ...FAST });
  });

  it('a restart in the middle of the queue sends every waiting message exactly once', async () => {
    await smtp.stop();
    const people = Array.from({ length: 5 }, (_, i) => `restart-${i}@example.org`);
    for (const email of people) expect((await register(server, eventId, email)).status).toBe(201);
    await until('all five queued and tried', async () => {
      const rows = (await server.deps.db.repo(OutboundEmail).find()).filter((r) => people.includes(r.to));
      return rows.length === 5 && rows.every((r) => r.status === 'queued' && r.attempts >= 1);
    });

    await server.restart({ ...smtp.env, ...FAST });
    await smtp.start();
    await allSent(server, people);
    for (const email of people) expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('a message left half-sent by a worker that died is sent once its lease runs out, with the same Message-ID', async () => {
    const orphan = await server.deps.db.write(async (m) => {
      const row = await enqueueMail(m, { kind: 'contact-acknowledgement', to: 'orphan@example.org', subject: 'Left behind', text: 'Hi', html: '<p>Hi</p>' }, 'preserve.test');
      row.status = 'sending';
      row.attempts = 1;
      row.leaseOwner = 'a-worker-that-crashed';
      row.leaseUntil = new Date(Date.now() - 1000);
      return m.save(row);
    });
    server.deps.mailQueue.kick();
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('orphan@example.org'));
    expect(mail.messageId).toBe(orphan.messageId);
    const [row] = await allSent(server, ['orphan@example.org']).then((rows) => rows.filter((r) => r.to === 'orphan@example.org'));
    expect(row.attempts).toBe(2);
  });

  it('a message another worker holds (lease still running) is left alone', async () => {
    const held = await server.deps.db.write(async (m) => {
      const row = await enqueueMail(m, { kind: 'contact-acknowledgement', to: 'held@example.org', subject: 'Held', text: 'Hi', html: '<p>Hi</p>' }, 'preserve.test');
      row.status = 'sending';
      row.leaseOwner = 'a-live-worker';
      row.leaseUntil = new Date(Date.now() + 3_600_000);
      return m.save(row);
    });
    // A message queued after it goes out, proving the worker ran a round past the held one.
    expect((await register(server, eventId, 'after-held@example.org')).status).toBe(201);
    await allSent(server, ['after-held@example.org']);
    server.deps.mailQueue.kick();
    await allSent(server, ['after-held@example.org']);
    const row = await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: held.id });
    expect(row).toMatchObject({ status: 'sending', leaseOwner: 'a-live-worker', attempts: 0 });
    expect(smtp.mailsTo('held@example.org')).toEqual([]);
  });

  it('two instances sharing the queue send each message once', async () => {
    await smtp.stop();
    const twin = await server.twin({ ...smtp.env, ...FAST });
    const people = Array.from({ length: 12 }, (_, i) => `shared-${i}@example.org`);
    for (const [i, email] of people.entries()) {
      const url = i % 2 ? twin.url : server.url;
      const res = await fetch(`${url}/api/events/${eventId}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Twin', lastName: 'Sample', email }),
      });
      expect(res.status).toBe(201);
    }
    await smtp.start();
    server.deps.mailQueue.kick();
    twin.deps.mailQueue.kick();
    await allSent(server, people);
    for (const email of people) expect(smtp.mailsTo(email)).toHaveLength(1);
    await twin.close();
  });

  it('a refused mailbox fails at once; an admin retry sends it again', async () => {
    const res = await server.client().post('/api/contact', { firstName: 'No', lastName: 'Body', email: 'nobody@example.org', subject: 'Hi', message: 'Hello' });
    expect(res.status).toBe(201);
    const failed = await until('the refusal recorded', async () => {
      const [row] = await rowsTo(server, 'nobody@example.org');
      return row?.status === 'failed' && row;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550|No such user/);

    const { client: admin } = await server.signedIn({ admin: true });
    const list = await admin.get('/api/admin/emails?status=failed');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(failed.id);

    const retried = await admin.post(`/api/admin/emails/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
    // Still refused: failed again after one more attempt, and nothing was delivered.
    await until('the second refusal', async () => {
      const row = await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: failed.id });
      return row.status === 'failed' && row.attempts === 1 && row;
    });
    expect(smtp.mailsTo('nobody@example.org')).toEqual([]);
  });

  it('after the last attempt a message is failed; once SMTP is back an admin retry delivers it once', async () => {
    await smtp.stop();
    await server.restart({ ...smtp.env, ...FAST, MAIL_MAX_ATTEMPTS: '2' });
    expect((await register(server, eventId, 'gave-up@example.org')).status).toBe(201);
    const failed = await until('the message to fail', async () => {
      const [row] = await rowsTo(server, 'gave-up@example.org');
      return row?.status === 'failed' && row;
    });
    expect(failed.attempts).toBe(2);

    await smtp.start();
    const { client: admin } = await server.signedIn({ admin: true });
    expect((await admin.post(`/api/admin/emails/${failed.id}/retry`)).status).toBe(200);
    await allSent(server, ['gave-up@example.org']);
    expect(smtp.mailsTo('gave-up@example.org')).toHaveLength(1);
    // Sent is final: a second retry is refused.
    const again = await admin.post(`/api/admin/emails/${failed.id}/retry`);
    expect(again.status).toBe(409);
  });
});
