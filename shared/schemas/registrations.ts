import { z } from './zod';
import { optionalPhone, optionalText, personFields, textField, visitorFormSchema } from './common';
import { CLUSTER_KINDS } from '../lib/registrationClusters';
import { GUEST_LIMIT_MAX } from '../lib/eventParty';
import { ANSWER_MAX_LENGTH } from '../lib/eventQuestions';

/** A count of people in a party, from a number or a form's text; nothing given is none. */
function partyCount(label: string) {
  const whole = `${label} must be a whole number`;
  return z
    .union([z.number(), z.string().trim()], { error: whole })
    .transform((v) => (v === '' ? 0 : Number(v)))
    .pipe(
      z
        .number({ error: whole })
        .int(whole)
        .min(0, `${label} cannot be below 0`)
        .max(GUEST_LIMIT_MAX, `${label} must be at most ${GUEST_LIMIT_MAX}`),
    )
    .optional()
    .transform((v) => v ?? 0);
}

const answer = () => optionalText('Answer', ANSWER_MAX_LENGTH);

/**
 * Who comes with the person and their answers to the event's questions (answer1 to answer5, by question number),
 * as every sign-up sends them; the event's own rules (how many guests, which answers) are checked against it.
 */
const partyFields = {
  guests: partyCount('Adults coming with you'),
  children: partyCount('Children coming with you'),
  answer1: answer(),
  answer2: answer(),
  answer3: answer(),
  answer4: answer(),
  answer5: answer(),
};

/** A visitor's registration for an event; the event comes from the route, eventId in the body is optional. */
export const insertRegistrationSchema = visitorFormSchema({
  ...personFields,
  phone: optionalPhone(),
  specialRequests: optionalText('Special requests', 2000, 'multiline'),
  ...partyFields,
  eventId: z.string({ error: 'Event id must be text' }).max(100, 'Event id must be at most 100 characters').optional(),
});

export type InsertRegistration = z.input<typeof insertRegistrationSchema>;

/**
 * Marking a registrant present at the trailhead, or not. No version: the wish is absolute (checked in or not), so
 * two volunteers checking in the same person agree instead of conflicting, and a draft sent later stays right.
 */

/**
 * A registration the office types in itself: someone who came without registering, added at the trailhead
 * (registered and checked in at once), or someone who rang to register. The address is optional (a caller or a
 * walk-in may not want to give one); an address given must be one, and one address still holds one registration
 * per event. The party and answers are as a visitor's.
 */
export const walkInSchema = z
  .object({
    ...personFields,
    email: textField('Email', 254, { kind: 'address' })
      .nullish()
      .transform((v) => v || null)
      .pipe(z.email('Please enter a valid email address').nullable()),
    phone: optionalPhone(),
    ...partyFields,
  })
  .strip();

export type WalkIn = z.input<typeof walkInSchema>;

/**
 * The office removing a cluster of sign-ups from one event in one step (ADR 051): every registration and
 * waiting-list entry made from one client (its key, as the admin list shows it) or with addresses of one domain.
 */
export const removeClusterSchema = z
  .object({
    by: z.enum(CLUSTER_KINDS, { error: "Choose 'client' or 'domain'" }),
    key: textField('Key', 254, { typeError: 'Key is required' })
      .toLowerCase()
      .min(1, 'Key is required')
      .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'Key must be a client key or a domain'),
  })
  .strip();

export type RemoveCluster = z.input<typeof removeClusterSchema>;
