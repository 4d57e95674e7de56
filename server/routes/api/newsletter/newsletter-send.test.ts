import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { startSmtpServer, type SmtpTestServer } from '@server/test/smtpServer';
import { expectApiError } from '@server/test/assertions';
import type { TestClient } from '@server/test/client';
import { NewsletterRunRecipient, NewsletterSubscription, OutboundEmail } from '@server/db/entities';
import { BATCH_INTERVAL_MS, queueNewsletterBatch } from '@server/services/newsletterRuns';
import { unsubscribeFor } from '@server/services/newsletterUnsubscribe';
import { PDF_LINK_TEXT, TEST_COPY_NOTE } from '@server/services/mail/newsletter';
import type { NewsletterRunDto, NewsletterSendDto } from '@shared/api/types';
import { RUN_NOT_FOUND, UNSUBSCRIBE_DONE } from './router';
import { NO_NEWSLETTER_TO_LINK } from '@shared/schemas/newsletterIssues';

/**
 * Sending the newsletter: the admin's test copy, and a run to the list at NEWSLETTER_PER_MINUTE copies a minute
 * that survives a restart halfway, each copy with its own unsubscribe link and headers, as the SMTP test server
 * receives them. The pace is checked by calling the batch function with chosen times, never by waiting.
 */

const PER_MINUTE = 2;
const TEXT =
  'Dear friends,\n\nThe **heron** is back: see [our events](https://example.org/events).\n<script>x</script>';

describe('sending the newsletter', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  let admin: TestClient;
  let adminEmail: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        ...smtp.env,
        MAIL_POLL_MS: '50',
        MAIL_RETRY_BASE_MS: '100',
        NEWSLETTER_PER_MINUTE: String(PER_MINUTE),
        ORG_EMAIL: 'office@preserve.test',
      },
    });
    ({ client: admin, email: adminEmail } = await server.signedIn({ admin: true }));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const subscriptions = () => server.deps.db.repo(NewsletterSubscription);
  async function subscriber(email: string, confirmedAt: Date | null): Promise<string> {
    const id = crypto.randomUUID();
    await subscriptions().insert({ id, email, firstName: null, isActive: true, subscribedAt: new Date(), confirmedAt });
    return id;
  }
  const copiesTo = (email: string, subject: string) =>
    smtp.mailsTo(email).filter((m) => m.subject === subject && m.envelope.to.includes(email));
  const oneClick = (link: string) => {
    const url = new URL(link);
    return server.client().request('POST', url.pathname + url.search, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  it('a mail may link to the newsletter PDF only once one is uploaded', async () => {
    for (const path of ['/api/admin/newsletter/test', '/api/admin/newsletter/send']) {
      const res = await admin.post(path, { subject: 'No PDF yet', text: 'Hello', pdfLink: true });
      expectApiError(res, 400, NO_NEWSLETTER_TO_LINK);
      expect(res.body.fieldErrors).toEqual({ pdfLink: [NO_NEWSLETTER_TO_LINK] });
    }
    expect(smtp.mails.filter((m) => m.subject.includes('No PDF yet'))).toEqual([]);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const up = await admin.post('/api/admin/newsletter-issues', { title: 'Spring', issueDate: '2026-03-01', pdf });
    expect(up.status).toBe(201);
  });

  it('a test copy goes to the signed-in admin at once: formatting rendered safely, no unsubscribe headers', async () => {
    const res = await admin.post<NewsletterSendDto>('/api/admin/newsletter/test', {
      subject: 'Spring news',
      text: TEXT,
      pdfLink: true,
    });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(adminEmail));
    expect(mail.subject).toBe('[Test] Spring news');
    expect(mail.html).toContain('<strong>heron</strong>');
    expect(mail.html).toContain('<a href="https://example.org/events" style="color:#2f5d34">our events</a>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`${server.deps.config.publicUrl}/api/newsletter-pdf`);
    expect(mail.text).toContain('The heron is back: see our events (https://example.org/events).');
    expect(mail.text).toContain(`${PDF_LINK_TEXT}: ${server.deps.config.publicUrl}/api/newsletter-pdf`);
    expect(mail.text).toContain(TEST_COPY_NOTE);
    expect(mail.header('list-unsubscribe')).toBeUndefined();
    const queued = await server.deps.db.repo(OutboundEmail).findOneByOrFail({ id: res.body.id });
    expect(queued.kind).toBe('newsletter-test');
  });

  it('refuses bad input with field errors, an unknown run with 404, and anyone but an admin', async () => {
    const empty = await admin.post('/api/admin/newsletter/send', { subject: '  ', text: 'Hello' });
    expectApiError(empty, 400);
    expect(empty.body.fieldErrors.subject).toEqual(['Subject is required']);
    const noText = await admin.post('/api/admin/newsletter/test', { subject: 'Hi', text: '' });
    expectApiError(noText, 400);
    expect(noText.body.fieldErrors.text).toEqual(['Text is required']);
    expectApiError(await admin.post('/api/admin/newsletter/send', { subject: 'Hi', text: 'x', pdfLink: 'yes' }), 400);
    expectApiError(await admin.post('/api/admin/newsletter/send', 'not an object'), 400);
    for (const id of [crypto.randomUUID(), 'nope']) {
      expectApiError(await admin.get(`/api/admin/newsletter/runs/${id}`), 404, RUN_NOT_FOUND);
    }
    const { client: member } = await server.signedIn();
    const body = { subject: 'Hi', text: 'Hello' };
    expect((await member.post('/api/admin/newsletter/send', body)).status).toBe(403);
    expect((await member.post('/api/admin/newsletter/test', body)).status).toBe(403);
    expect((await server.client().post('/api/admin/newsletter/send', body)).status).toBe(401);
    expect((await server.client().get('/api/admin/newsletter/runs')).status).toBe(401);
    expect(await server.deps.db.repo(NewsletterRunRecipient).count()).toBe(0);
  });

  it('sends one copy to every confirmed subscriber at the set pace, across a restart, skipping who left', async () => {
    const start = Date.now();
    const confirmed: Array<{ id: string; email: string }> = [];
    for (let i = 1; i <= 6; i++) {
      const email = `reader${i}@example.org`;
      confirmed.push({ id: await subscriber(email, new Date(start - (10 - i) * 60_000)), email });
    }
    await subscriber('pending@example.org', null);
    const subject = `Summer news ${crypto.randomUUID().slice(0, 8)}`;

    const sent = await admin.post<NewsletterSendDto>('/api/admin/newsletter/send', { subject, text: TEXT });
    expect(sent.status).toBe(202);
    const runId = sent.body.id;
    const recipients = () => server.deps.db.repo(NewsletterRunRecipient).find({ where: { runId } });
    const states = async () => (await recipients()).map((r) => r.state).sort();
    // The first batch goes at once, in the order subscribers confirmed; the next waits for its minute.
    expect(await states()).toEqual(['pending', 'pending', 'pending', 'pending', 'queued', 'queued']);
    const queuedTo = async () =>
      (await recipients())
        .filter((r) => r.state === 'queued')
        .map((r) => r.email)
        .sort();
    expect(await queuedTo()).toEqual(['reader1@example.org', 'reader2@example.org']);
    expect(await queueNewsletterBatch(server.deps)).toBe(0);
    expect(await queueNewsletterBatch(server.deps, new Date(Date.now() + BATCH_INTERVAL_MS / 2))).toBe(0);

    const progress = await admin.get<NewsletterRunDto>(`/api/admin/newsletter/runs/${runId}`);
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ id: runId, subject, status: 'sending', total: 6, finishedAt: null });

    // The first copy as received: its own List-Unsubscribe headers and footer link, the root address.
    const first = await smtp.waitFor((m) => m.subject === subject && m.envelope.to.includes('reader1@example.org'));
    const own = unsubscribeFor(server.deps.config, confirmed[0].id, server.deps.org.email);
    expect(first.header('list-unsubscribe')).toBe(own.headers['List-Unsubscribe']);
    // Mail programs that can only write a mail reach the office's own address, not the no-reply sender.
    expect(first.header('list-unsubscribe')).toContain('<mailto:office@preserve.test?subject=unsubscribe>');
    expect(first.header('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:0\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/,
    );
    expect(first.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(first.text).toContain(`Unsubscribe: ${own.link}`);
    expect(first.html).toContain(`href="${own.link}"`);
    expect(first.html).not.toContain('newsletter-pdf');
    // A mail program's one-click post to the header's own link unsubscribes.
    const headerLink = /^<([^>]+)>/.exec(first.header('list-unsubscribe')!)![1];
    const res = await oneClick(headerLink);
    expect(res.status).toBe(200);
    expect(res.text).toBe(UNSUBSCRIBE_DONE);
    expect(await subscriptions().findOneBy({ id: confirmed[0].id })).toBeNull();

    // Reader 5 leaves before their batch: they get nothing.
    expect((await oneClick(unsubscribeFor(server.deps.config, confirmed[4].id).link)).status).toBe(200);

    expect(await queueNewsletterBatch(server.deps, new Date(Date.now() + BATCH_INTERVAL_MS))).toBe(PER_MINUTE);
    expect(await queuedTo()).toHaveLength(4);

    // Stopped halfway and started again on the same database: the run carries on where it was.
    await server.stop();
    await server.start();
    expect(await queueNewsletterBatch(server.deps, new Date(Date.now() + 2 * BATCH_INTERVAL_MS))).toBe(1);
    expect(await states()).toEqual(['queued', 'queued', 'queued', 'queued', 'queued', 'skipped']);
    expect(await queueNewsletterBatch(server.deps, new Date(Date.now() + 3 * BATCH_INTERVAL_MS))).toBe(0);

    for (const { email } of confirmed.filter((_, i) => i !== 4))
      await smtp.waitFor((m) => m.subject === subject && m.envelope.to.includes(email));
    // Finished once every copy is settled; the screen's list shows the same.
    let done: NewsletterRunDto | undefined;
    for (let i = 0; i < 100 && done?.status !== 'done'; i++) {
      await queueNewsletterBatch(server.deps);
      done = (await admin.get<NewsletterRunDto>(`/api/admin/newsletter/runs/${runId}`)).body;
      if (done.status !== 'done') await new Promise((r) => setTimeout(r, 50));
    }
    expect(done).toMatchObject({ status: 'done', total: 6, sent: 5, failed: 0, skipped: 1 });
    expect(done?.finishedAt).toBeTruthy();
    const list = await admin.get<NewsletterRunDto[]>('/api/admin/newsletter/runs');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body[0]).toEqual(done);

    // Exactly one copy each; none for who left, none for the pending sign-up.
    for (const [i, { email }] of confirmed.entries())
      expect(copiesTo(email, subject), email).toHaveLength(i === 4 ? 0 : 1);
    expect(copiesTo('pending@example.org', subject)).toHaveLength(0);
    const tokens = confirmed
      .filter((_, i) => i !== 4)
      .map(({ email }) => copiesTo(email, subject)[0].header('list-unsubscribe'));
    expect(new Set(tokens).size).toBe(5);
  });

  it('the root unsubscribe address shows the page on GET and unsubscribes from its button', async () => {
    const id = await subscriber('root-page@example.org', new Date());
    const { link } = unsubscribeFor(server.deps.config, id);
    const url = new URL(link);
    const page = await server.client().get(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('>Unsubscribe</button>');
    expect(await subscriptions().findOneBy({ id })).toBeTruthy();
    const token = url.searchParams.get('token')!;
    const done = await server.client().request('POST', '/newsletter/unsubscribe', {
      body: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(await subscriptions().findOneBy({ id })).toBeNull();
  });
});
