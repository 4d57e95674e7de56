import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { startSmtpServer, type SmtpTestServer } from '../test/smtpServer';
import { createEvent } from '../test/factories';
import { OutboundEmail } from '../db/entities';
import type { AppDeps } from '../deps';
import { until } from '../test/until';

/**
 * Two instances on one database behave as one site (ADR 022): what a load balancer does when it sends one
 * person's requests to different instances. Written for PostgreSQL, the scale-out database; it runs on SQLite
 * too, where two processes sharing one file is the same contract.
 */
const FAST = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100' };

describe('two instances on one database', () => {
  let smtp: SmtpTestServer;
  let a: TestServer;
  let b: { url: string; deps: AppDeps; close(): Promise<void> };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    a = await startTestServer({ env: { ...smtp.env, ...FAST, ADMIN_NOTIFY_EMAIL: 'office@example.org' } });
    b = await a.twin();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  const on = (url: string, path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
    });

  it('a sign-in on one instance is good on the other, and a sign-out on the other ends it everywhere', async () => {
    const { client, email } = await a.signedIn({ admin: true });
    const cookie = client.cookieHeader();
    const me = await on(b.url, '/api/auth/user', cookie);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    const out = await on(b.url, '/api/logout', cookie);
    expect(out.status).toBe(302);
    expect((await on(a.url, '/api/auth/user', cookie)).status).toBe(401);
    expect((await on(b.url, '/api/auth/user', cookie)).status).toBe(401);
  });

  it('a write on one instance is seen by the other at once', async () => {
    const { client } = await a.signedIn({ admin: true });
    const cookie = client.cookieHeader();
    const sent = await fetch(`${a.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Cross',
        lastName: 'Instance',
        email: 'cross@example.org',
        subject: 'Trail',
        message: 'Is the ridge trail open?',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const listed = await on(b.url, '/api/admin/contacts', cookie);
    expect(listed.status).toBe(200);
    const items = (await listed.json()) as Array<{ id: string; isRead: boolean }>;
    expect(items.find((c) => c.id === id)).toMatchObject({ isRead: false });

    // And back: marked read on B, A shows it read.
    expect(
      (
        await on(b.url, `/api/admin/contacts/${id}`, cookie, {
          method: 'PATCH',
          body: JSON.stringify({ isRead: true }),
        })
      ).status,
    ).toBe(200);
    const again = (await (await on(a.url, '/api/admin/contacts', cookie)).json()) as Array<{
      id: string;
      isRead: boolean;
    }>;
    expect(again.find((c) => c.id === id)).toMatchObject({ isRead: true });
  });

  it('with both mail workers running, each queued e-mail goes out exactly once', async () => {
    const event = await createEvent(a.deps.db, { maxCapacity: null });
    const people = Array.from({ length: 24 }, (_, i) => `once-${i}@example.org`);
    await Promise.all(
      people.map(async (email, i) => {
        const res = await fetch(`${i % 2 ? b.url : a.url}/api/events/${event.id}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Twin', lastName: 'Worker', email }),
        });
        expect(res.status).toBe(201);
      }),
    );
    await until(
      'every confirmation marked sent',
      async () => {
        const rows = await a.deps.db.repo(OutboundEmail).find();
        return people.every((p) => rows.some((r) => r.to === p && r.status === 'sent'));
      },
      30_000,
    );
    for (const p of people) expect(smtp.mailsTo(p)).toHaveLength(1);
    // No message was claimed twice (a second claim would count a second attempt).
    const rows = await a.deps.db.repo(OutboundEmail).find();
    expect(rows.filter((r) => people.includes(r.to)).every((r) => r.attempts === 1)).toBe(true);
  });
});
