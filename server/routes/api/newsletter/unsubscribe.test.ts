import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { startSmtpServer, type SmtpTestServer } from '@server/test/smtpServer';
import { NewsletterSubscription } from '@server/db/entities';
import { unsubscribeHeaders, unsubscribeToken } from '@server/services/newsletterUnsubscribe';
import { confirmToken } from '@server/services/newsletterSubscriptions';
import { UNSUBSCRIBE_ALREADY, UNSUBSCRIBE_DONE, UNSUBSCRIBE_LINK_INVALID } from './router';

/**
 * Leaving the newsletter by its signed link: the page asks, its button unsubscribes, a mail program's one-click
 * post (RFC 8058) unsubscribes without a page, a wrong token is a 400, never a 500.
 */

const html = (text: string) => text.replace(/'/g, '&#x27;');

describe('newsletter unsubscribe', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { ...smtp.env, MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const repo = () => server.deps.db.repo(NewsletterSubscription);
  async function subscriber(email: string): Promise<NewsletterSubscription> {
    return repo().save(
      repo().create({
        id: crypto.randomUUID(),
        email,
        firstName: null,
        isActive: true,
        subscribedAt: new Date(),
        confirmedAt: new Date(),
      }),
    );
  }
  const tokenFor = (id: string) => unsubscribeToken(server.deps.config.sessionSecret, id);
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.client().request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('the page asks and removes nothing; its button unsubscribes; a second visit says so', async () => {
    const sub = await subscriber('una@example.org');
    const token = tokenFor(sub.id);
    const page = await server.client().get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('action="/api/newsletter/unsubscribe"');
    expect(page.text).toContain('>Unsubscribe</button>');
    expect(await repo().findOneBy({ id: sub.id })).toBeTruthy();

    const done = await post('/api/newsletter/unsubscribe', { token }, { accept: 'text/html' });
    expect(done.status).toBe(200);
    expect(done.text).toContain(html(UNSUBSCRIBE_DONE));
    expect(await repo().findOneBy({ id: sub.id })).toBeNull();

    const again = await server.client().get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(200);
    expect(again.text).toContain(html(UNSUBSCRIBE_ALREADY));
    expect(again.text).not.toContain('>Unsubscribe</button>');
    const twice = await post('/api/newsletter/unsubscribe', { token });
    expect(twice.status).toBe(200);
    expect(twice.text).toContain(html(UNSUBSCRIBE_ALREADY));
  });

  // A provider's server posts it with no Origin, Referer or Sec-Fetch-Site, which the cross-site check lets
  // through as it does any client that is not a browser; a browser post started by another site stays refused.
  it('a one-click post from a mail provider unsubscribes and answers 200', async () => {
    for (const headers of [{}, { 'user-agent': 'Mail provider' }] as Array<Record<string, string>>) {
      const sub = await subscriber(`oneclick-${crypto.randomUUID()}@example.org`);
      const { 'List-Unsubscribe': listHeader } = unsubscribeHeaders(server.deps.config, sub.id);
      const link = /<(https?:[^>]+)>/.exec(listHeader)![1];
      const url = new URL(link);
      const res = await post(url.pathname + url.search, { 'List-Unsubscribe': 'One-Click' }, headers);
      expect(res.status).toBe(200);
      expect(res.text).toBe(UNSUBSCRIBE_DONE);
      expect(await repo().findOneBy({ id: sub.id })).toBeNull();
    }
  });

  it('a wrong, forged or other-purpose token gets a clear 400, never a 500, and removes nothing', async () => {
    const sub = await subscriber('wren@example.org');
    const forged = unsubscribeToken('not-the-site-secret', sub.id);
    const confirmation = confirmToken(server.deps.config.sessionSecret, sub.id);
    for (const token of ['', 'nonsense', 'a.b.c', forged, confirmation, 'x'.repeat(500)]) {
      const page = await server.client().get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(page.text).toContain(UNSUBSCRIBE_LINK_INVALID);
      expect((await post('/api/newsletter/unsubscribe', { token })).status, token).toBe(400);
      const oneClick = await post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        'List-Unsubscribe': 'One-Click',
      });
      expect(oneClick.status, token).toBe(400);
    }
    expect((await server.client().get('/api/newsletter/unsubscribe')).status).toBe(400);
    expect((await post('/api/newsletter/unsubscribe', {})).status).toBe(400);
    expect(await repo().findOneBy({ id: sub.id })).toBeTruthy();
  });

  it('builds the List-Unsubscribe headers with the link and a mailto to the sender', () => {
    const headers = unsubscribeHeaders(
      { publicUrl: 'https://land.example', sessionSecret: 's', mailFrom: 'Land Trust <office@land.example>' },
      '11111111-1111-4111-8111-111111111111',
    );
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/land\.example\/newsletter\/unsubscribe\?token=11111111-1111-4111-8111-111111111111\.[\w-]+>, <mailto:office@land\.example\?subject=unsubscribe>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a queued message carries the headers to the SMTP server; a header that could inject lines is flattened', async () => {
    const sub = await subscriber('hedy@example.org');
    const headers = unsubscribeHeaders(server.deps.config, sub.id);
    await server.deps.db.write((m) =>
      server.deps.mailQueue.enqueue(m, {
        kind: 'newsletter-confirmation',
        to: sub.email,
        subject: 'Headers',
        text: 'Hello',
        html: '<p>Hello</p>',
        headers: { ...headers, 'X-Test': 'one\r\nBcc: victim@example.org' },
      }),
    );
    server.deps.mailQueue.kick();
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('hedy@example.org'));
    expect(mail.header('list-unsubscribe')).toBe(headers['List-Unsubscribe']);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('x-test')).toBe('one Bcc: victim@example.org');
    expect(mail.headerNames).not.toContain('bcc');
    expect(mail.envelope.to).toEqual(['hedy@example.org']);
  });

  it('refuses to queue a header named like one the mailer sets, or a malformed name', async () => {
    for (const name of ['Bcc', 'To', 'Bad Name', 'X:Y', '']) {
      await expect(
        server.deps.db.write((m) =>
          server.deps.mailQueue.enqueue(m, {
            kind: 'newsletter-confirmation',
            to: 'ivy@example.org',
            subject: 'x',
            text: 'x',
            html: 'x',
            headers: { [name]: 'x' },
          }),
        ),
        name,
      ).rejects.toThrow('bad mail header name');
    }
  });
});
