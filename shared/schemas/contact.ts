import { z } from 'zod';
import { emailField, flagUpdateSchema, honeypotField, requiredText } from './common';

export const insertContactSchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailField,
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000, 'multiline'),
    website: honeypotField,
  })
  .strip();

export type InsertContact = z.input<typeof insertContactSchema>;

/** An admin marks a message read or unread; nothing else about a visitor's message can be changed. */
export const updateContactSchema = flagUpdateSchema('isRead');

export type UpdateContactInput = z.input<typeof updateContactSchema>;
