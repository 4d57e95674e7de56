import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP peer on loopback for tests (the `smtp-server` package): it accepts every message, keeps it with its
 * envelope, and can be stopped and started again on the same port to play a mail outage. Point the site at it
 * with `env: smtp.env` in startTestServer.
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

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHead(part: string): { headers: Array<[string, string]>; body: string } {
  const cut = part.search(/\r?\n\r?\n/);
  const head = cut < 0 ? part : part.slice(0, cut);
  const body = cut < 0 ? '' : part.slice(cut).replace(/^\r?\n\r?\n/, '');
  const headers: Array<[string, string]> = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1][1] += ` ${line.trim()}`;
    else {
      const i = line.indexOf(':');
      if (i > 0) headers.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()]);
    }
  }
  return { headers, body };
}

const param = (value: string, name: string) => new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(value)?.[1] ?? null;

/** Leaf parts of a MIME message, bodies decoded. */
function leaves(part: string): MailPart[] {
  const { headers, body } = splitHead(part);
  const get = (n: string) => headers.find(([k]) => k === n)?.[1] ?? '';
  const type = get('content-type') || 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary')!;
    const pieces = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
    return pieces.slice(1).filter((p) => p.trim()).flatMap(leaves);
  }
  const encoding = get('content-transfer-encoding').toLowerCase();
  const content =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  const filename = param(get('content-disposition'), 'filename') ?? param(type, 'name');
  return [{ contentType: type, filename, content }];
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const { headers } = splitHead(raw);
  const header = (name: string) => {
    const found = headers.find(([k]) => k === name.toLowerCase());
    return found ? decodeWords(found[1]) : undefined;
  };
  const parts = leaves(raw);
  const textPart = parts.find((p) => /^text\/plain/i.test(p.contentType) && !p.filename);
  const htmlPart = parts.find((p) => /^text\/html/i.test(p.contentType) && !p.filename);
  return {
    envelope,
    raw,
    header,
    headerNames: headers.map(([k]) => k),
    subject: header('subject') ?? '',
    messageId: header('message-id') ?? '',
    // Line ends as the program that writes them would see them (SMTP carries CRLF).
    text: (textPart?.content ?? '').replace(/\r\n/g, '\n'),
    html: (htmlPart?.content ?? '').replace(/\r\n/g, '\n'),
    attachments: parts.filter((p) => p.filename),
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
            mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
            callback();
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
