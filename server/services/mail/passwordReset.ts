import type { Organisation } from '@shared/organisation';
import type { MailMessage } from './index';
import { escapeHtml } from '@shared/lib/html';

/**
 * The password-reset e-mail. Everything that came from a person (their name) or from configuration is escaped
 * in the HTML part; the link is built by the server and only ever holds base64url characters.
 */
export function passwordResetMail(input: {
  org: Organisation;
  to: string;
  firstName: string | null;
  link: string;
  validMinutes: number;
}): MailMessage {
  const { org, to, firstName, link, validMinutes } = input;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Someone (we hope you) asked to reset the password of your ${org.name} account.`,
    `To choose a new password, open this link within ${validMinutes} minutes. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    '',
    org.name,
  ];
  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${e(greeting)}</p>`,
    `<p>Someone (we hope you) asked to reset the password of your ${e(org.name)} account.`,
    ` To choose a new password, open this link within ${validMinutes} minutes. It works once:</p>`,
    `<p><a href="${e(link)}">Choose a new password</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${e(link)}</p>`,
    '<p>If you did not ask for this, ignore this e-mail; your password stays as it is.</p>',
    `<p>${e(org.name)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `Reset your ${org.name} password`, text: lines.join('\n'), html };
}
