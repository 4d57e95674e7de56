import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index';
import { passwordResetMail } from './passwordReset';
import { readOutbox } from '../../test/outbox';
import { SAMPLE_ORGANISATION } from '@shared/organisation';

describe('mail', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-mail-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('without SMTP_URL writes each message as an .eml file in DATA_DIR/outbox and logs it', async () => {
    const lines: string[] = [];
    const log = {
      debug() {},
      info: (msg: string, f?: object) => lines.push(JSON.stringify({ msg, ...f })),
      warn() {},
      error() {},
    };
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Preserve <no-reply@preserve.example.org>', dataDir, dkim: null },
      log,
    );
    expect(mailer.mode).toBe('outbox');
    await mailer.send({
      from: { name: 'Friends of the Meadow', address: 'no-reply@preserve.example.org' },
      to: 'ann@example.org',
      subject: 'Hello there',
      text: 'Plain words = fine',
      html: '<p>Plain words</p>',
    });
    await mailer.send({ to: 'bo@example.org', subject: 'Second', text: 'Two', html: '<p>Two</p>' });

    const mails = await readOutbox(dataDir);
    expect(mails.map((m) => m.to)).toEqual(['ann@example.org', 'bo@example.org']);
    const [first] = mails;
    // The name is the one the message names (the settings'), never MAIL_FROM's; without one, the address alone.
    expect(first.raw).toMatch(/^From: Friends of the Meadow <no-reply@preserve\.example\.org>$/m);
    expect(mails[1].raw).toMatch(/^From: no-reply@preserve\.example\.org$/m);
    expect(first.subject).toBe('Hello there');
    expect(first.text.trim()).toBe('Plain words = fine');
    expect(first.html.trim()).toBe('<p>Plain words</p>');
    const stat = await fs.stat(path.join(dataDir, 'outbox', first.file));
    expect(stat.mode & 0o077).toBe(0);
    expect(lines.some((l) => l.includes('mail written to outbox') && l.includes('ann@example.org'))).toBe(true);
  });

  it('the reset mail escapes the organisation name and the person name in its HTML part only', () => {
    const org = { ...SAMPLE_ORGANISATION, name: 'Friends & <Neighbours>' };
    const mail = passwordResetMail({
      org,
      to: 'a@b.org',
      firstName: '"Ann"<script>',
      link: 'https://x.example/api/reset-password?token=abc',
      validMinutes: 60,
    });
    expect(mail.subject).toBe('Reset your Friends & <Neighbours> password');
    expect(mail.text).toContain('Hello "Ann"<script>,');
    expect(mail.text).toContain('https://x.example/api/reset-password?token=abc');
    expect(mail.html).toContain('Friends &amp; &lt;Neighbours&gt;');
    expect(mail.html).toContain('Hello &quot;Ann&quot;&lt;script&gt;,');
    expect(mail.html).not.toMatch(/<script|<Neighbours>/);
    expect(mail.html).toContain('<a href="https://x.example/api/reset-password?token=abc">');
  });
});
