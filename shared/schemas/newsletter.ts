import { z } from 'zod';
import { emailField, honeypotField, optionalText, requiredText } from './common';

/** The newsletter sign-up box: an address, a first name if the visitor wants to be greeted by it, the honeypot. */
export const newsletterSignupSchema = z
  .object({
    email: emailField,
    firstName: optionalText('First name', 100),
    website: honeypotField,
  })
  .strip();

export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/**
 * A newsletter as the office writes it: a subject, the text (blank lines make paragraphs, `**bold**`, links as
 * `[words](https://...)` or a bare https address), and whether to link the latest newsletter PDF.
 */
export const newsletterMessageSchema = z
  .object({
    subject: requiredText('Subject', 200),
    text: requiredText('Text', 50_000, 'multiline'),
    pdfLink: z.boolean({ error: 'PDF link must be true or false' }).optional().default(false),
  })
  .strip();

export type NewsletterMessageInput = z.input<typeof newsletterMessageSchema>;
