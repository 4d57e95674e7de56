import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import { startSmtpServer, type SmtpTestServer } from '@server/test/smtpServer';
import { ConfigError, loadConfig } from '@server/config';

/**
 * DKIM: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY set, every message the SMTP server receives carries a
 * DKIM-Signature that verifies, here with node:crypto over the relaxed canonical forms (RFC 6376), against the
 * public half of a key made for the test.
 */

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/** Relaxed body canonicalisation: spaces folded, line-end spaces and trailing empty lines gone, one final CRLF. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

/** Relaxed header canonicalisation of one (possibly folded) header field. */
function relaxedHeader(field: string): string {
  const colon = field.indexOf(':');
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

/** The header fields of a raw message, each with its continuation lines, in order. */
function headerFields(head: string): string[] {
  const fields: string[] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1] += `\r\n${line}`;
    else fields.push(line);
  }
  return fields;
}

const tags = (value: string) =>
  Object.fromEntries(
    value
      .replace(/\s+/g, '')
      .split(';')
      .filter(Boolean)
      .map((t) => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]),
  );

describe('DKIM signing of outgoing mail', () => {
  let server: TestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        ...smtp.env,
        MAIL_POLL_MS: '50',
        MAIL_FROM: 'Preserve (sample) <office@preserve.example.org>',
        DKIM_DOMAIN: 'preserve.example.org',
        DKIM_SELECTOR: 'mail2026',
        // As an environment file holds it: one line, with literal \n for the line breaks.
        DKIM_PRIVATE_KEY: PEM.trim().replace(/\n/g, '\\n'),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('signs every message: d= and s= as set, the body hash and the signature verify', async () => {
    const { client, email } = await server.signedIn({ admin: true });
    const res = await client.post('/api/admin/newsletter/test', {
      subject: 'Signed news',
      text: 'Line with  two spaces   \n\nAnd **bold**, [a link](https://example.org/x).',
    });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    const raw = mail.raw.replace(/\r?\n/g, '\r\n');
    const split = raw.indexOf('\r\n\r\n');
    const fields = headerFields(raw.slice(0, split));
    const body = raw.slice(split + 4);

    const signatureField = fields.find((f) => /^dkim-signature:/i.test(f));
    expect(signatureField).toBeDefined();
    const sig = tags(signatureField!.slice(signatureField!.indexOf(':') + 1));
    expect(sig).toMatchObject({
      v: '1',
      a: 'rsa-sha256',
      c: 'relaxed/relaxed',
      d: 'preserve.example.org',
      s: 'mail2026',
    });
    expect(sig.bh).toBe(crypto.createHash('sha256').update(relaxedBody(body)).digest('base64'));

    const signedNames = sig.h.toLowerCase().split(':');
    expect(signedNames).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'message-id']));
    const byName = (name: string) => fields.filter((f) => f.slice(0, f.indexOf(':')).trim().toLowerCase() === name);
    const used = new Map<string, number>();
    const lines = signedNames.map((name) => {
      // Repeated names take instances from the bottom up (RFC 6376, 5.4.2).
      const instances = byName(name);
      const n = used.get(name) ?? 0;
      used.set(name, n + 1);
      const field = instances[instances.length - 1 - n];
      return field ? `${relaxedHeader(field)}\r\n` : '';
    });
    const unsigned = relaxedHeader(signatureField!.replace(/([;\s]b=)[^;]*/, '$1'));
    const data = lines.join('') + unsigned;
    const verified = crypto.verify('sha256', Buffer.from(data), publicKey, Buffer.from(sig.b, 'base64'));
    expect(verified).toBe(true);
    const tampered = Buffer.from(data.replace('Signed news', 'Signed newz'));
    expect(data).toContain('subject:[Test] Signed news');
    expect(crypto.verify('sha256', tampered, publicKey, Buffer.from(sig.b, 'base64'))).toBe(false);
    // A changed body no longer matches the hash the signature covers.
    expect(
      crypto
        .createHash('sha256')
        .update(relaxedBody(`${body}x`))
        .digest('base64'),
    ).not.toBe(sig.bh);
  });
});

describe('DKIM configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/dkim-config', SESSION_SECRET: 'x'.repeat(40) };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return [];
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      return err.problems;
    }
  };

  it('takes all three or none, and reads the key inline or with literal \\n', () => {
    expect(loadConfig(base).dkim).toBeNull();
    const inline = loadConfig({ ...base, DKIM_DOMAIN: 'example.org', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: PEM });
    expect(inline.dkim).toEqual({ domainName: 'example.org', keySelector: 's1', privateKey: PEM });
    const escaped = loadConfig({
      ...base,
      DKIM_DOMAIN: 'example.org',
      DKIM_SELECTOR: 's1',
      DKIM_PRIVATE_KEY: PEM.trim().replace(/\n/g, '\\n'),
    });
    expect(escaped.dkim?.privateKey).toBe(PEM);
    expect(problems({ DKIM_DOMAIN: 'example.org' })).toEqual([
      'DKIM_SELECTOR: required when DKIM_DOMAIN is set',
      'DKIM_PRIVATE_KEY: required when DKIM_DOMAIN is set',
    ]);
    expect(problems({ DKIM_DOMAIN: 'example.org', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'not a key' })).toEqual([
      expect.stringMatching(/^DKIM_PRIVATE_KEY: must be a PEM private key/),
    ]);
    expect(problems({ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: PEM })[0]).toMatch(
      /^DKIM_DOMAIN: /,
    );
  });
});
