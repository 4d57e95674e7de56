import { z } from 'zod';
import { emailField, flagUpdateSchema, honeypotField, optionalText, requiredText } from './common';
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
export const updateVolunteerSchema = flagUpdateSchema('isActive');

export type UpdateVolunteerInput = z.input<typeof updateVolunteerSchema>;
