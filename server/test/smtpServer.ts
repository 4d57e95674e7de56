import { SMTPServer } from 'smtp-server';
import { simpleParser, type Attachment, type EmailAddress, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP peer on loopback for tests (the `smtp-server` package): it accepts every message, keeps it with its
 * envelope, decoded by `mailparser`, and can be stopped and started again on the same port to play a mail outage.
 * Point the site at it with `env: smtp.env` in startTestServer.
 */

export interface MailPart {
  contentType: string;
  filename: string | null;
  content: string;
}

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header lookup by lower-case name (unfolded; encoded words decoded). */
  header(name: string): string | undefined;
  /** Every header line's name, lower case, in order (to prove no extra header slipped in). */
  headerNames: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: MailPart[];
}

export interface SmtpTestServer {
  port: number;
  url: string;
  /** SMTP_URL for the site under test. */
  env: { SMTP_URL: string };
  mails: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** Waits (polling) until a received mail passes `test`; throws after `timeoutMs`. */
  waitFor(test: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Closes the port: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The header's value as one line of text: decoded by mailparser where it knows the header, else unfolded. */
function headerText(mail: ParsedMail, name: string): string | undefined {
  const key = name.toLowerCase();
  const value = mail.headers.get(key);
  // mailparser gathers the List-* headers under 'list', so those are read from the lines as sent.
  if (value === undefined && !mail.headerLines.some((h) => h.key === key)) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  if (typeof value === 'object' && 'value' in value && Array.isArray(value.value)) {
    // Addresses, names decoded, written as the message wrote them: `Name <address>`.
    return (value.value as EmailAddress[])
      .map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? '')))
      .join(', ');
  }
  const line = mail.headerLines.find((h) => h.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** A part's Content-Type with its parameters (mailparser keeps them apart), as the message said it. */
function fullContentType(attachment: Attachment): string {
  const header = attachment.headers.get('content-type') as
    { value: string; params?: Record<string, string> } | undefined;
  if (!header) return attachment.contentType;
  return [header.value, ...Object.entries(header.params ?? {}).map(([k, v]) => `${k}=${v}`)].join('; ');
}

/** A received message, decoded by mailparser (headers, transfer encodings, charsets, MIME structure). */
export async function parseMail(raw: string, envelope: ReceivedMail['envelope']): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    envelope,
    raw,
    header: (name) => headerText(mail, name),
    headerNames: mail.headerLines.map((h) => h.key),
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    // Line ends as the program that writes them would see them (SMTP carries CRLF).
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    html: (mail.html || '').replace(/\r\n/g, '\n'),
    // Files only: mailparser also lists a calendar alternative part, which has no file name.
    attachments: mail.attachments
      .filter((a) => a.filename)
      .map((a) => ({
        contentType: fullContentType(a),
        filename: a.filename ?? null,
        content: a.content.toString('utf8'),
      })),
  };
}

export async function startSmtpServer(options: { rejectRecipients?: string[] } = {}): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        // Plain SMTP on loopback: no STARTTLS offer (its self-signed certificate would be refused), any sender.
        disabledCommands: ['STARTTLS'],
        authOptional: true,
        logger: false,
        onRcptTo(address, _session, callback) {
          // A mailbox that does not exist: a permanent refusal, as a real server gives.
          if (options.rejectRecipients?.includes(address.address)) {
            const err = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
            return callback(err);
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            parseMail(Buffer.concat(chunks).toString('utf8'), envelope).then(
              (mail) => {
                mails.push(mail);
                callback();
              },
              (err: Error) => callback(err),
            );
          });
        },
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  const api: SmtpTestServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    mails,
    mailsTo: (address) => mails.filter((m) => m.envelope.to.includes(address)),
    async waitFor(test, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(test);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    close: stop,
  };
  return api;
}
