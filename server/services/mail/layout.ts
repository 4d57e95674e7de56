import { formatPostalAddress, type Organisation } from '@shared/organisation';
import { html, type SafeHtml } from './safety';

/**
 * The organisation's look for every message: its name at the top, the content, and its postal details at the
 * foot. Inline styles only (mail programs drop <style> blocks); colours are the site's greens.
 */
export function layoutHtml(org: Organisation, title: string, content: SafeHtml): string {
  const foot = [org.name, formatPostalAddress(org), org.email, org.phone].filter(Boolean).join(' · ');
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f1ea;font-family:Georgia,'Times New Roman',serif;color:#23321f;line-height:1.5"
      >
        <div style="max-width:600px;margin:0 auto;padding:24px">
          <div
            style="background:#2f5d34;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold"
          >
            ${org.name}
          </div>
          <div
            style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px;font-family:Arial,Helvetica,sans-serif;font-size:15px"
          >
            ${content}
          </div>
          <p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#5c6b57;text-align:center">${foot}</p>
        </div>
      </body>
    </html>`.value;
}

/** The plain-text signature under every message. */
export function textFooter(org: Organisation): string {
  const reach = [org.email, org.phone].filter(Boolean).join(' · ');
  return ['', '--', org.name, formatPostalAddress(org), reach].filter((line, i) => i < 3 || line).join('\n');
}

const mailLink = (email: string) => html`<a href="mailto:${email}" style="color:#2f5d34">${email}</a>`;

/**
 * "Write to <e-mail> or call <phone>." with what the site settings hold; `lead` goes before it ("Questions?").
 * Empty when the organisation has neither, so the message leaves the line out.
 */
export function writeOrCall(org: Organisation, lead: string): { text: string; html: SafeHtml } {
  const { email, phone } = org;
  if (email && phone)
    return {
      text: `${lead} Write to ${email} or call ${phone}.`,
      html: html`${lead} Write to ${mailLink(email)} or call ${phone}.`,
    };
  if (email) return { text: `${lead} Write to ${email}.`, html: html`${lead} Write to ${mailLink(email)}.` };
  if (phone) return { text: `${lead} Call ${phone}.`, html: html`${lead} Call ${phone}.` };
  return { text: '', html: html`` };
}

/** "let us know at <e-mail> or <phone>", or with only the one the settings hold; null with neither. */
export function letUsKnowAt(org: Organisation): { text: string; html: SafeHtml } | null {
  const { email, phone } = org;
  if (email && phone) return { text: `${email} or ${phone}`, html: html`${mailLink(email)} or ${phone}` };
  if (email) return { text: email, html: mailLink(email) };
  if (phone) return { text: phone, html: html`${phone}` };
  return null;
}

/** A label: value table for the HTML part (details of an event, a volunteer, a message). */
export function detailsTable(rows: Array<[string, string | null | undefined]>): SafeHtml {
  const kept = rows.filter(([, v]) => v);
  return html`<table role="presentation" style="border-collapse:collapse;margin:12px 0">
    ${kept.map(
      ([label, value]) =>
        html`<tr>
          <th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top;color:#5c6b57">${label}</th>
          <td style="padding:4px 0">${value}</td>
        </tr>`,
    )}
  </table>`;
}

/** The same rows as text lines. */
export function detailsText(rows: Array<[string, string | null | undefined]>): string {
  return rows
    .filter(([, v]) => v)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
