import { z } from 'zod';
import { emailField, honeypotField, optionalText } from './common';

/** The newsletter sign-up box: an address, a first name if the visitor wants to be greeted by it, the honeypot. */
export const newsletterSignupSchema = z
  .object({
    email: emailField,
    firstName: optionalText('First name', 100),
    website: honeypotField,
  })
  .strip();

export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;
