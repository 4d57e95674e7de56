import { z } from 'zod';
import { emailField, honeypotField, requiredText } from './common';

export const insertContactSchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailField,
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000),
    website: honeypotField,
  })
  .strip();

export type InsertContact = z.input<typeof insertContactSchema>;
