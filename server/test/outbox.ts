import fs from 'node:fs/promises';
import path from 'node:path';

/** An e-mail the test server wrote to DATA_DIR/outbox, with its quoted-printable body decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with the transfer encoding undone (headers, text part and HTML part). */
  decoded: string;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  raw: string;
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The body of the MIME part of this type: after its headers, up to the next boundary line. */
function partOf(decoded: string, type: string): string {
  const start = decoded.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const body = decoded.slice(decoded.indexOf('\n\n', start) + 2);
  const end = body.search(/^--/m);
  return end < 0 ? body : body.slice(0, end);
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(dir, name), 'utf8');
      const decoded = decodeQuotedPrintable(raw);
      return {
        file: name,
        to: /^To: (.*)$/m.exec(raw)?.[1].trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1].trim() ?? '',
        decoded,
        text: partOf(decoded, 'text/plain'),
        html: partOf(decoded, 'text/html'),
        raw,
      };
    }),
  );
}

export const mailsTo = async (dataDir: string, to: string) => (await readOutbox(dataDir)).filter((m) => m.to === to);

/** The mail sent to `to` after `already` earlier ones; mail goes out after the answer, so this waits a little. */
export async function waitForMail(dataDir: string, to: string, already = 0, timeoutMs = 5000): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dataDir, to);
    if (mails.length > already) return mails[mails.length - 1];
    if (Date.now() > until) throw new Error(`no new mail to ${to} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the reset link in a mail. */
export function resetTokenOf(mail: OutboxMail): string {
  const match = /\/api\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match) throw new Error(`no reset link in ${mail.file}`);
  return match[1];
}

/** The token of the sign-up link in a mail. */
export function signupTokenOf(mail: { decoded?: string; text: string }): string {
  const match = /\/api\/confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded ?? mail.text);
  if (!match) throw new Error('no sign-up link in the mail');
  return match[1];
}
