import { z } from './zod';
import { optionalText, requiredText, textField } from './common';
import { parseEventDateInput } from '../lib/eventTime';
import { isStoredImagePath, NOT_A_STORED_IMAGE } from '../lib/pastEvents';

/** One volunteer's batch stays one short transaction; a folder of years is a few dozen. */
export const MAX_PAST_EVENTS_AT_ONCE = 200;

export const NO_PAST_EVENTS = 'No Events to Create';

/**
 * One row of the bulk past-event creator, as the volunteer left it in the preview. The picture must be one the
 * site stores (`/objects/uploads/{id}`): a path to anything else would show "Image unavailable" on a public page.
 */
const pastEventRowSchema = z
  .object({
    title: requiredText('Title', 200),
    description: requiredText('Description', 10_000, 'multiline'),
    date: textField('Date', 10, { typeError: 'Date is required' })
      .min(1, { error: 'Date is required', abort: true })
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseEventDateInput(v, null) !== null,
        'Date must be a date like 2019-06-15',
      ),
    time: requiredText('Time', 50),
    location: optionalText('Location', 200),
    imageUrl: requiredText('Image', 2000).refine(isStoredImagePath, NOT_A_STORED_IMAGE),
  })
  .strip();

/** POST /api/admin/past-events: every row is checked, and either all are created or none. */
export const createPastEventsSchema = z
  .object({
    events: z
      .array(pastEventRowSchema, { error: 'events must be a list of past events' })
      .min(1, NO_PAST_EVENTS)
      .max(MAX_PAST_EVENTS_AT_ONCE, `At most ${MAX_PAST_EVENTS_AT_ONCE} past events at once`),
  })
  .strip();

export type PastEventRowInput = z.input<typeof pastEventRowSchema>;
export type CreatePastEventsInput = z.input<typeof createPastEventsSchema>;
