import { z } from 'zod';
import { optionalText, personFields, visitorFormSchema } from './common';

/** A visitor's registration for an event; the event comes from the route, eventId in the body is optional. */
export const insertRegistrationSchema = visitorFormSchema({
  ...personFields,
  phone: optionalText('Phone', 40),
  specialRequests: optionalText('Special requests', 2000, 'multiline'),
  eventId: z.string({ error: 'Event id must be text' }).max(100, 'Event id must be at most 100 characters').optional(),
});

export type InsertRegistration = z.input<typeof insertRegistrationSchema>;

/**
 * Marking a registrant present at the trailhead, or not. No version: the wish is absolute (checked in or not), so
 * two volunteers checking in the same person agree instead of conflicting, and a draft sent later stays right.
 */
export const registrationCheckInSchema = z
  .object({ checkedIn: z.boolean({ error: 'Checked in must be true or false' }) })
  .strip();

export type RegistrationCheckIn = z.input<typeof registrationCheckInSchema>;

/**
 * Someone who came without registering, added by a volunteer at the trailhead: registered and checked in at once.
 * The address stays required (it is what makes one registration per person and event).
 */
export const walkInSchema = z.object({ ...personFields, phone: optionalText('Phone', 40) }).strip();

export type WalkIn = z.input<typeof walkInSchema>;
