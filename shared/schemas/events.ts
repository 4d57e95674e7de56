import { z } from 'zod';
import { isImageAddress, optionalFlag, optionalText, requiredText, textField, versionField } from './common';
import { parseEventDateInput } from '../lib/eventTime';
import { isOwnVideoPath, isVideoFile } from '../lib/video';

export const FOREIGN_VIDEO_MESSAGE = "A video must be one of the site's own (/objects/videos/… or /objects/uploads/…)";

const imageRef = textField('Image address', 2000, { kind: 'address' })
  .refine((v) => v === '' || isImageAddress(v), {
    error: 'Image address must be a path or an http(s) address',
    abort: true,
  })
  // Video files play only from our own storage (shared/lib/video.ts); one from another host would never show.
  .refine((v) => !isVideoFile(v) || isOwnVideoPath(v), FOREIGN_VIDEO_MESSAGE);

/** Event fields as admins send them (the event record minus server-set fields). No defaults here: see below. */
const eventFields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 10_000, 'multiline'),
  date: textField('Date', 100, { typeError: 'Date is required' })
    // abort: a blank date gets one message, not also "must be a date like".
    .min(1, { error: 'Date is required', abort: true })
    .refine((v) => parseEventDateInput(v, null) !== null, 'Date must be a date like 2026-06-15'),
  time: requiredText('Time', 50),
  location: optionalText('Location', 200),
  maxCapacity: z
    .number({ error: 'Capacity must be a whole number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(100_000, 'Capacity must be at most 100000')
    .nullish()
    .transform((v) => v ?? null),
  imageUrl: imageRef.nullish().transform((v) => (v ? v : null)),
  imageUrls: z
    .array(imageRef.min(1), { error: 'Images must be a list of addresses' })
    .max(20, 'At most 20 images')
    .nullish()
    .transform((v) => v ?? []),
  eventContent: optionalText('Event recap', 20_000, 'multiline'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** Event as admins create it: new events are active unless the client says otherwise. */
export const insertEventSchema = z
  .object({ ...eventFields, isActive: eventFields.isActive.optional().default(true) })
  .strip();

export type InsertEvent = z.input<typeof insertEventSchema>;
export type ValidEvent = z.output<typeof insertEventSchema>;

/**
 * Updates may send any subset of the create fields. Built from the bare fields, not from insertEventSchema:
 * zod applies a default even inside .partial(), which would quietly reactivate an inactive event on every
 * partial edit.
 */
export const updateEventSchema = z
  .object({
    ...eventFields,
    version: versionField,
    /** Mail the registrants when the date, time or place changes, with their updated calendar entry (ADR 036). */
    notify: z.boolean({ error: 'Notify must be true or false' }),
  })
  .partial()
  .strip();
export type UpdateEvent = z.input<typeof updateEventSchema>;

/** Calling an event off (ADR 036): the words every registrant and person waiting receives. */
export const cancelEventSchema = z.object({ message: requiredText('Message', 5_000, 'multiline') }).strip();
export type CancelEventInput = z.input<typeof cancelEventSchema>;

/** An admin's message to an event's registrants, and to the people waiting when asked. */
export const messageRegistrantsSchema = z
  .object({
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 10_000, 'multiline'),
    includeWaitlist: optionalFlag('Include waiting list', false),
    // Answers the mail as a registrant will read it, and how many it would go to, sending nothing.
    preview: optionalFlag('Preview', false),
  })
  .strip();
export type MessageRegistrantsInput = z.input<typeof messageRegistrantsSchema>;
