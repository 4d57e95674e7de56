import { z } from './zod';
import { MAX_VOLUNTEER_MINUTES } from '../lib/volunteerHours';

/**
 * Check-in at the trailhead, and the hours it records at a workday. Apart from the visitors' registration schemas,
 * so the public pages, which carry those, do not carry this admin one.
 */
export const registrationCheckInSchema = z
  .object({
    checkedIn: z.boolean({ error: 'Checked in must be true or false' }),
    /** An admin's correction of the hours check-in recorded (only with checkedIn: true). */
    volunteerMinutes: z
      .number({ error: 'Hours must be a number' })
      .int('Hours must be whole minutes')
      .min(0, 'Hours cannot be below 0')
      .max(MAX_VOLUNTEER_MINUTES, `Hours must be at most ${MAX_VOLUNTEER_MINUTES / 60}`)
      .nullable()
      .optional(),
  })
  .strip();

export type RegistrationCheckIn = z.input<typeof registrationCheckInSchema>;
