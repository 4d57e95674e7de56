import { z } from './zod';
import { flagUpdateSchema, optionalPhone, optionalText, personFields, visitorFormSchema } from './common';
import { VOLUNTEER_INTERESTS } from '../constants';

export const insertVolunteerSchema = visitorFormSchema({
  ...personFields,
  phone: optionalPhone(),
  interest: z.enum(VOLUNTEER_INTERESTS, { error: 'Please choose an area of interest' }),
  experience: optionalText('Experience', 5000, 'multiline'),
  availability: optionalText('Availability', 2000, 'multiline'),
});

export type InsertVolunteer = z.input<typeof insertVolunteerSchema>;

/** An admin marks a volunteer active or inactive; the application itself stays as the volunteer sent it. */
export const updateVolunteerSchema = flagUpdateSchema('isActive');

export type UpdateVolunteerInput = z.input<typeof updateVolunteerSchema>;
