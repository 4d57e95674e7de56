import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { OutboundEmail } from '@server/db/entities';
import { enqueueMail } from '@server/services/mail/queue';
import type { OutboundEmailStatus } from '@shared/api/mail';

/** GET /api/admin/emails and POST /api/admin/emails/:id/retry: admins only, paged, no bodies, retry only failures. */

describe('admin view of outgoing mail', () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;
  const ids: Record<string, string> = {};

  /** A message already in a given state, at a given age, so the list order is known. */
  async function stored(name: string, status: OutboundEmailStatus, minutesAgo: number) {
    const row = await server.deps.db.write(async (m) => {
      const r = await enqueueMail(m, { kind: 'contact-acknowledgement', to: `${name}@example.org`, subject: `About ${name}`, text: 'secret body', html: '<p>secret body</p>' }, 'preserve.test');
      Object.assign(r, {
        status,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        attempts: status === 'failed' ? 12 : 1,
        lastError: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
        sentAt: status === 'sent' ? new Date() : null,
      });
      return m.save(r);
    });
    ids[name] = row.id;
  }

  beforeAll(async () => {
    // No SMTP (outbox) and a slow poll: these rows are placed by hand and should stay as placed.
    server = await startTestServer({ env: { MAIL_POLL_MS: '600000' } });
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
    await stored('oldest', 'sent', 50);
    await stored('broken', 'failed', 40);
    await stored('middle', 'sent', 30);
    await stored('another-failure', 'failed', 20);
    await stored('newest', 'sent', 10);
  });
  afterAll(() => server.close());

  it('lists newest first, one page at a time, with counts and without bodies', async () => {
    const page = await admin.get('/api/admin/emails?limit=2');
    expect(page.status).toBe(200);
    expect(page.body.items.map((i: { to: string }) => i.to)).toEqual(['newest@example.org', 'another-failure@example.org']);
    expect(page.body).toMatchObject({ total: 5, limit: 2, offset: 0, counts: { sent: 3, failed: 2, queued: 0, sending: 0 } });
    expect(Object.keys(page.body.items[0]).sort()).toEqual(
      ['attempts', 'createdAt', 'id', 'kind', 'lastError', 'nextAttemptAt', 'sentAt', 'status', 'subject', 'to'].sort(),
    );
    expect(page.text).not.toContain('secret body');

    const next = await admin.get('/api/admin/emails?limit=2&offset=2');
    expect(next.body.items.map((i: { to: string }) => i.to)).toEqual(['middle@example.org', 'broken@example.org']);

    const failures = await admin.get('/api/admin/emails?status=failed');
    expect(failures.body.items.map((i: { to: string }) => i.to)).toEqual(['another-failure@example.org', 'broken@example.org']);
    expect(failures.body.items[0]).toMatchObject({ status: 'failed', attempts: 12, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(failures.body.total).toBe(2);
  });

  it.each([['limit=0'], ['limit=201'], ['limit=abc'], ['offset=-1'], ['status=lost'], ['limit=1.5']])('refuses %s with a field error', async (query) => {
    const res = await admin.get(`/api/admin/emails?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([query.split('=')[0]]);
  });

  it('only admins see the list or retry', async () => {
    expect((await server.client().get('/api/admin/emails')).status).toBe(401);
    expect((await member.get('/api/admin/emails')).status).toBe(403);
    expect((await server.client().post(`/api/admin/emails/${ids.broken}/retry`)).status).toBe(401);
    expect((await member.post(`/api/admin/emails/${ids.broken}/retry`)).status).toBe(403);
    const row = await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: ids.broken });
    expect(row.status).toBe('failed');
  });

  it('retry puts a failed message back in the queue; anything else is refused', async () => {
    const res = await admin.post(`/api/admin/emails/${ids.broken}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.broken, status: 'queued', attempts: 0, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    const sent = await admin.post(`/api/admin/emails/${ids.newest}/retry`);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('Only a failed message can be sent again.');
    expect((await admin.post('/api/admin/emails/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    expect((await admin.post('/api/admin/emails/not-an-id/retry')).status).toBe(404);
  });
});
