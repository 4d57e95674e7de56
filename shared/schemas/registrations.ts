import { z } from './zod';
import { optionalPhone, optionalText, personFields, textField, visitorFormSchema } from './common';
import { CLUSTER_KINDS } from '../lib/registrationClusters';

/** A visitor's registration for an event; the event comes from the route, eventId in the body is optional. */
export const insertRegistrationSchema = visitorFormSchema({
  ...personFields,
  phone: optionalPhone(),
  specialRequests: optionalText('Special requests', 2000, 'multiline'),
  eventId: z.string({ error: 'Event id must be text' }).max(100, 'Event id must be at most 100 characters').optional(),
});

export type InsertRegistration = z.input<typeof insertRegistrationSchema>;

/**
 * Marking a registrant present at the trailhead, or not. No version: the wish is absolute (checked in or not), so
 * two volunteers checking in the same person agree instead of conflicting, and a draft sent later stays right.
 */

/**
 * Someone who came without registering, added by a volunteer at the trailhead: registered and checked in at once.
 * The address is optional (people at the trailhead may not want to give one, and there is nothing to mail them);
 * an address given must be one, and one address still holds one registration per event.
 */
export const walkInSchema = z
  .object({
    ...personFields,
    email: textField('Email', 254, { kind: 'address' })
      .nullish()
      .transform((v) => v || null)
      .pipe(z.email('Please enter a valid email address').nullable()),
    phone: optionalPhone(),
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
