import { z } from './zod';
import { flagUpdateSchema, personFields, requiredText, visitorFormSchema } from './common';

export const insertContactSchema = visitorFormSchema({
  ...personFields,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000, 'multiline'),
});

export type InsertContact = z.input<typeof insertContactSchema>;

/** An admin marks a message read or unread; nothing else about a visitor's message can be changed. */
export const updateContactSchema = flagUpdateSchema('isRead');

export type UpdateContactInput = z.input<typeof updateContactSchema>;
