import { z } from './zod';
import { emailField, optionalFlag, optionalText, requiredText, strippedObject, visitorFormSchema } from './common';

/**
 * A newsletter as the office writes it: a subject, the text (blank lines make paragraphs, `**bold**`, links as
 * `[words](https://...)` or a bare https address), and whether to link the latest newsletter PDF.
 */
export const newsletterMessageSchema = strippedObject({
  subject: requiredText('Subject', 200),
  text: requiredText('Text', 50_000, 'multiline'),
  pdfLink: optionalFlag('PDF link', false),
});

export type NewsletterMessageInput = z.input<typeof newsletterMessageSchema>;

/** The newsletter sign-up box: an address, a first name if the visitor wants to be greeted by it, the honeypot. */
export const newsletterSignupSchema = visitorFormSchema({
  email: emailField,
  firstName: optionalText('First name', 100),
});

export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;
