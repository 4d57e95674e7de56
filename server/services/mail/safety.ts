import { z } from '../../../shared/schemas/zod';
import { emailField } from '@shared/schemas/common';
import { escapeHtml } from '@shared/lib/html';
import { LINE_BREAKERS } from '@shared/lib/controlCharacters';

/**
 * What keeps visitor input in its place in a message. Headers: no line breaks (a CR/LF in a name or subject
 * could otherwise start a new header such as Bcc:), no control characters, bounded length. HTML: everything
 * interpolated into `html` templates is escaped unless it is itself a template result.
 */

// CR, LF, the other C0/C1 controls, and the Unicode line/paragraph separators some mail software also breaks on.
const HEADER_BREAKERS = LINE_BREAKERS;

/** Text made safe for a header value (a subject): breaks become spaces, runs of space collapse, then bounded. */
export function headerText(value: string, max = 200): string {
  const flat = value.replace(HEADER_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A single e-mail address (the same rule as every form's email field); throws on anything else. */
export function mailAddress(value: string): string {
  return emailField.parse(value);
}

export const isMailAddress = (value: string) => emailField.safeParse(value).success;
export const mailAddressSchema: z.ZodType<string> = emailField;

/** A piece of HTML built by a template: safe to put into another template as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name`; nested `html` results are kept as they are. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return new SafeHtml(out);
}

/** Visitor text with its line breaks kept: escaped, blank lines become paragraphs, single breaks <br>. */
export function textParagraphs(text: string): SafeHtml {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim());
  return new SafeHtml(
    paragraphs
      .map(
        (p) =>
          `<p>${p
            .split('\n')
            .map((line) => escapeHtml(line))
            .join('<br>')}</p>`,
      )
      .join('\n'),
  );
}
