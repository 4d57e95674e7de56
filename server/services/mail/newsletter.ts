import type { Organisation } from '@shared/organisation';
import type { QueuedMessage } from './messages';
import { layoutHtml, textFooter } from './layout';
import { headerText, html } from './safety';

/**
 * The one message a newsletter sign-up causes: the link that confirms the address. Like the other acknowledgements
 * it repeats nothing the visitor typed but their first name, so the box cannot carry someone else's words to an
 * inbox; the link is built by the server from base64url and hex characters only.
 */
export function newsletterConfirmationMail(
  site: { org: Organisation },
  input: { to: string; firstName: string | null; link: string; validDays: number },
): QueuedMessage {
  const { org } = site;
  const { to, firstName, link, validDays } = input;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Please confirm that you would like to receive the ${org.name} newsletter. Open this link within ${validDays} days and press the button on the page:`,
    '',
    link,
    '',
    'If you did not ask for the newsletter, ignore this e-mail: without the link nothing is sent to you, and we forget the address after that time.',
    textFooter(org),
  ].join('\n');
  const body = html`<p>${greeting}</p>
    <p>
      Please confirm that you would like to receive the ${org.name} newsletter. Open this link within ${validDays} days
      and press the button on the page:
    </p>
    <p><a href="${link}" style="color:#2f5d34">Confirm my subscription</a></p>
    <p>If the link does not work, copy this address into your browser:<br />${link}</p>
    <p>
      If you did not ask for the newsletter, ignore this e-mail: without the link nothing is sent to you, and we forget
      the address after that time.
    </p>`;
  const subject = headerText(`Confirm your subscription to the ${org.name} newsletter`);
  return { kind: 'newsletter-confirmation', to, subject, text, html: layoutHtml(org, subject, body) };
}
