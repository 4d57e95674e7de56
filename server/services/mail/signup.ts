import type { Organisation } from '@shared/organisation';
import type { QueuedMessage } from './messages';
import { layoutHtml, textFooter } from './layout';
import { html } from './safety';

/**
 * The two messages a sign-up can cause (ADR 027, 052). Which one is sent depends on whether the address already has
 * an account; the person signing up sees the same answer either way, and only the address's owner reads which.
 * Links are built by the server: the sign-up link holds only base64url characters, the reset link none at all.
 */

interface Site {
  org: Organisation;
  publicUrl: string;
}

/**
 * To a new address: the link whose page makes the account. Nothing typed by whoever asked is in it (the address is
 * not yet known to be theirs, and a stranger's words must not reach its inbox from us): the greeting names nobody.
 */
export function signupConfirmationMail(
  site: Site,
  input: { to: string; link: string; validHours: number },
): QueuedMessage {
  const { org } = site;
  const { to, link, validHours } = input;
  const text = [
    'Hello,',
    '',
    `To finish creating your ${org.name} account, open this link within ${validHours} hours and choose your password there. It works once:`,
    '',
    link,
    '',
    'If you did not sign up, ignore this e-mail: no account is made without the link.',
    textFooter(org),
  ].join('\n');
  const body = html`<p>Hello,</p>
    <p>
      To finish creating your ${org.name} account, open this link within ${validHours} hours and choose your password
      there. It works once:
    </p>
    <p><a href="${link}" style="color:#2f5d34">Finish creating my account</a></p>
    <p>If the link does not work, copy this address into your browser:<br />${link}</p>
    <p>If you did not sign up, ignore this e-mail: no account is made without the link.</p>`;
  const subject = `Finish creating your ${org.name} account`;
  return { kind: 'signup-confirmation', to, subject, text, html: layoutHtml(org, subject, body) };
}

/**
 * To an address that already has an account: someone (perhaps its owner, who forgot) tried to sign up with it.
 * Nothing the sign-up form carried appears here; the greeting uses the account's own name.
 */
export function signupExistingAccountMail(
  site: Site,
  input: { to: string; firstName: string | null; resetLink: string },
): QueuedMessage {
  const { org } = site;
  const { to, firstName, resetLink } = input;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Someone tried to create a ${org.name} account with this e-mail address, which already has one. Nothing was changed.`,
    '',
    'If it was you: sign in with your password, or if you have forgotten it, choose a new one here:',
    resetLink,
    '',
    'If it was not you, you can ignore this e-mail; your account and password stay as they are.',
    textFooter(org),
  ].join('\n');
  const body = html`<p>${greeting}</p>
    <p>
      Someone tried to create a ${org.name} account with this e-mail address, which already has one. Nothing was
      changed.
    </p>
    <p>
      If it was you: sign in with your password, or if you have forgotten it,
      <a href="${resetLink}" style="color:#2f5d34">choose a new password</a>.
    </p>
    <p>If the link does not work, copy this address into your browser:<br />${resetLink}</p>
    <p>If it was not you, you can ignore this e-mail; your account and password stay as they are.</p>`;
  const subject = `Someone tried to sign up with your address at ${org.name}`;
  return { kind: 'signup-existing-account', to, subject, text, html: layoutHtml(org, subject, body) };
}
