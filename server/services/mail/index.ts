import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';

/** A From header: the display name (empty: the address alone) and the sending address. */
export interface MailSender {
  name: string;
  address: string;
}

/**
 * The sending address of MAIL_FROM ("Name <address>" or a bare address). Its display name is never used: mail is
 * signed with the organisation's name as the site settings hold it when the mail goes out.
 */
export function senderAddressOf(mailFrom: string): string {
  return /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** One outgoing e-mail, always with a plain-text part and an HTML part. */
export interface MailMessage {
  /** The From header; without it, MAIL_FROM's address alone. */
  from?: MailSender;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /** The Message-ID header ('<id@host>'); the queue fixes it before the first attempt so a resend keeps it. */
  messageId?: string;
  /** Where replies go, e.g. the visitor's address on notices to the office. */
  replyTo?: string;
  /** Extra header lines, name to value, e.g. List-Unsubscribe on a newsletter. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes: 'smtp', or 'outbox' (files in DATA_DIR/outbox). */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Bounded waits, so a mail server that accepts the connection and then stalls fails the attempt (to be retried)
 * instead of holding the worker for nodemailer's default ten minutes. The queue's lease (MAIL_LEASE_MS, five
 * minutes by default) is longer than all three together.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The headers DKIM signs: nodemailer's usual list, plus List-Unsubscribe-Post, which receivers trust for a
 * one-click unsubscribe only when the signature covers it.
 */
const DKIM_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:' +
  'List-Subscribe:List-Post:List-Owner:List-Archive';

/** Every message signed with the site's DKIM key when DKIM_* is set (docs/deployment.md has the DNS record). */
function dkimOptions(dkim: Config['dkim']) {
  return dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_HEADERS } } : {};
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
 * DATA_DIR/outbox/ and logs it, so a site without a mail server still shows what it would have sent.
 * Nothing calls this directly to send: messages go through the durable queue (queue.ts, worker.ts, ADR 013).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'dkim'>, log: Logger): Mailer {
  // Quoted-printable always, so the outbox files read the same way on every message (tests decode them).
  const defaults = { from: senderAddressOf(config.mailFrom), textEncoding: 'quoted-printable' as const };
  const dkim = dkimOptions(config.dkim);

  if (config.smtpUrl) {
    // Values in the URL (e.g. ?socketTimeout=...) win over these.
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: config.smtpUrl, ...dkim }, defaults);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail(message);
        log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  let sequence = 0;
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix', ...dkim },
    defaults,
  );
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.mkdir(outbox, { recursive: true });
      // Time, then a counter, so a directory listing sorts oldest to newest even within one millisecond; the
      // random part keeps names unique across processes sharing the folder.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        outbox,
        `${stamp}-${String(++sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
    },
  };
}
