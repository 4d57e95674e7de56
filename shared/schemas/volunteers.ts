import { z } from 'zod';
import { emailField, honeypotField, optionalText, requiredText, versionField } from './common';
import { VOLUNTEER_INTERESTS } from '../constants';

export const insertVolunteerSchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailField,
    phone: optionalText('Phone', 40),
    interest: z.enum(VOLUNTEER_INTERESTS, { error: 'Please choose an area of interest' }),
    experience: optionalText('Experience', 5000, 'multiline'),
    availability: optionalText('Availability', 2000, 'multiline'),
    website: honeypotField,
  })
  .strip();

export type InsertVolunteer = z.input<typeof insertVolunteerSchema>;

/** An admin marks a volunteer active or inactive; the application itself stays as the volunteer sent it. */
export const updateVolunteerSchema = z.strictObject(
  { isActive: z.boolean({ error: 'isActive must be true or false' }), version: versionField },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only isActive can be changed' : undefined) },
);

export type UpdateVolunteerInput = z.input<typeof updateVolunteerSchema>;
