import type { Organisation } from '@shared/organisation';
import { GREETING, type QueuedMessage } from './messages';
import { layoutHtml, textFooter } from './layout';
import { headerText, html, SafeHtml } from './safety';
import { renderNewsletterText } from '@shared/lib/newsletterText';
import { countOf } from '@shared/lib/plural';

/**
 * The one message a newsletter sign-up causes: the link that confirms the address. Like the other acknowledgements
 * it repeats nothing the visitor typed, not even the first name, so the box cannot carry someone else's words to an
 * inbox; the link is built by the server from base64url and hex characters only.
 */
export function newsletterConfirmationMail(
  site: { org: Organisation },
  input: { to: string; link: string; validDays: number },
): QueuedMessage {
  const { org } = site;
  const { to, link, validDays } = input;
  const greeting = GREETING;
  const text = [
    greeting,
    '',
    `Please confirm that you would like to receive the ${org.name} newsletter. Open this link within ${countOf(validDays, 'day')} and press the button on the page:`,
    '',
    link,
    '',
    'If you did not ask for the newsletter, ignore this e-mail: without the link nothing is sent to you, and we forget the address after that time.',
    textFooter(org),
  ].join('\n');
  const body = html`<p>${greeting}</p>
    <p>
      Please confirm that you would like to receive the ${org.name} newsletter. Open this link within
      ${countOf(validDays, 'day')} and press the button on the page:
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

/** What every copy of a newsletter says at the foot, above the unsubscribe link. */
export const NEWSLETTER_FOOTER = 'You receive this newsletter because you signed up for it on our website.';
export const UNSUBSCRIBE_LINK_TEXT = 'Unsubscribe';
export const PDF_LINK_TEXT = 'Read the latest newsletter as a PDF';
/** The test copy's footer: the admin is not (necessarily) on the list, so there is no working link to show. */
export const TEST_COPY_NOTE = 'This is a test copy. Each subscriber will find their own unsubscribe link here.';

/**
 * One copy of a newsletter. The office's text is rendered by `renderNewsletterText` (escaped, with only
 * paragraphs, bold and http(s) links); the unsubscribe link and the PDF address are the site's own.
 * `unsubscribe` is null for the admin's test copy.
 */
export function newsletterMail(
  site: { org: Organisation; publicUrl: string },
  input: {
    to: string;
    subject: string;
    text: string;
    pdfLink: boolean;
    unsubscribe: { link: string; headers: Record<string, string> } | null;
  },
): QueuedMessage {
  const { org, publicUrl } = site;
  const content = renderNewsletterText(input.text);
  const pdf = `${publicUrl}/api/newsletter-pdf`;
  const subject = headerText(input.unsubscribe ? input.subject : `[Test] ${input.subject}`);
  const link = input.unsubscribe?.link;
  const text = [
    content.text,
    ...(input.pdfLink ? ['', `${PDF_LINK_TEXT}: ${pdf}`] : []),
    textFooter(org),
    '',
    NEWSLETTER_FOOTER,
    link ? `${UNSUBSCRIBE_LINK_TEXT}: ${link}` : TEST_COPY_NOTE,
  ].join('\n');
  const body = html`${new SafeHtml(content.html)}
    ${input.pdfLink ? html`<p><a href="${pdf}" style="color:#2f5d34">${PDF_LINK_TEXT}</a></p>` : ''}
    <hr style="border:none;border-top:1px solid #d8d2c4;margin:24px 0 12px" />
    <p style="font-size:12px;color:#5c6b57">
      ${NEWSLETTER_FOOTER}
      ${link ? html`<a href="${link}" style="color:#2f5d34">${UNSUBSCRIBE_LINK_TEXT}</a>` : TEST_COPY_NOTE}
    </p>`;
  return {
    kind: input.unsubscribe ? 'newsletter' : 'newsletter-test',
    to: input.to,
    subject,
    text,
    html: layoutHtml(org, subject, body),
    ...(input.unsubscribe ? { headers: input.unsubscribe.headers } : {}),
  };
}
