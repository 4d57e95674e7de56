import { z } from './zod';
import { isImageAddress, optionalFlag, optionalText, requiredText, textField, versionField } from './common';
import { parseEventDateInput } from '../lib/eventTime';
import { CLOCK_TIME } from '../lib/eventClock';
import { CATEGORY_MAX_LENGTH } from '../lib/eventCategories';
import { seriesRuleSchema, seriesScopeSchema } from './eventSeries';
import { GUEST_LIMIT_MAX } from '../lib/eventParty';
import { MAX_CHOICES, MAX_QUESTIONS, QUESTION_KINDS, numberQuestions } from '../lib/eventQuestions';
import { isOwnVideoPath, isVideoFile } from '../lib/video';

export const FOREIGN_VIDEO_MESSAGE = "A video must be one of the site's own (/objects/videos/… or /objects/uploads/…)";

const imageRef = textField('Image address', 2000, { kind: 'address' })
  .refine((v) => v === '' || isImageAddress(v), {
    error: 'Image address must be a path or an http(s) address',
    abort: true,
  })
  // Video files play only from our own storage (shared/lib/video.ts); one from another host would never show.
  .refine((v) => !isVideoFile(v) || isOwnVideoPath(v), FOREIGN_VIDEO_MESSAGE);

export const START_REQUIRED = 'Start time is required, or choose All day';

function clockField(label: string) {
  return z
    .string({ error: `${label} must be a time like 09:30` })
    .trim()
    .regex(CLOCK_TIME, `${label} must be a time like 09:30`)
    .nullish();
}

/**
 * The times a write gives must make sense together: a start (or all day, or a time text) when `required`, and an
 * end after the start. Checked on the object, so each message lands on its own field.
 */
const timesRule =
  (required: boolean) =>
  (
    v: { time?: string; startTime?: string | null; endTime?: string | null; allDay?: boolean },
    ctx: z.RefinementCtx,
  ) => {
    const given = v.allDay === true || !!v.startTime || !!v.time;
    if (!given && (required || v.time !== undefined || v.allDay === false)) {
      // A client of the time pickers sends no text: the message belongs beside the start.
      const picker = v.time === undefined;
      ctx.addIssue({
        code: 'custom',
        path: [picker ? 'startTime' : 'time'],
        message: picker ? START_REQUIRED : 'Time is required',
      });
    }
    if (given && v.endTime && !v.startTime && v.allDay !== true)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Start time is required with an end time' });
    if (v.startTime && v.endTime && v.allDay !== true && v.endTime <= v.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must be after the start time' });
  };

/** One of an event's questions as the admin writes it; a new one has no number yet (numberQuestions gives it). */
const questionSchema = z
  .object({
    id: z.number({ error: 'Question number must be a number' }).int().min(1).max(MAX_QUESTIONS).nullish(),
    label: requiredText('Question', 200),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of answer: text, yes or no, or one of a list' }),
    options: z
      .array(requiredText('Choice', 100), { error: 'Choices must be a list' })
      .max(MAX_CHOICES, `At most ${MAX_CHOICES} choices`)
      .optional()
      .default([]),
    required: z.boolean({ error: 'Required must be true or false' }).optional().default(false),
  })
  .strip()
  .refine((q) => q.kind !== 'choice' || new Set(q.options).size >= 2, {
    path: ['options'],
    error: 'A question with a list of answers needs at least two different choices',
  });

/** Event fields as admins send them (the event record minus server-set fields). No defaults here: see below. */
const eventFields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 10_000, 'multiline'),
  date: textField('Date', 100, { typeError: 'Date is required' })
    // abort: a blank date gets one message, not also "must be a date like".
    .min(1, { error: 'Date is required', abort: true })
    .refine((v) => parseEventDateInput(v, null) !== null, 'Date must be a date like 2026-06-15'),
  /**
   * The time as text ('10:00 AM'), what visitors read: derived from the times below when they are set
   * (shared/lib/eventClock.ts). Older clients send it; the time pickers send startTime, endTime and allDay.
   */
  time: textField('Time', 50).optional(),
  /** 'HH:MM' on the preserve's clock; null when all day or when the time text could not be read. */
  startTime: clockField('Start time'),
  /** 'HH:MM'; null when no end is given. */
  endTime: clockField('End time'),
  allDay: z.boolean({ error: 'All day must be true or false' }).optional(),
  location: optionalText('Location', 200),
  /** The kind of event, one of the settings' event categories; null when none was given. */
  category: optionalText('Category', CATEGORY_MAX_LENGTH),
  /** A workday: checking someone in records their volunteer hours. */
  recordsHours: z.boolean({ error: 'Records hours must be true or false' }).optional(),
  maxCapacity: z
    .number({ error: 'Capacity must be a whole number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(100_000, 'Capacity must be at most 100000')
    .nullish()
    .transform((v) => v ?? null),
  /** Guests one registrant may bring; 0 takes one person per registration. */
  guestLimit: z
    .number({ error: 'Guests must be a whole number' })
    .int('Guests must be a whole number')
    .min(0, 'Guests cannot be below 0')
    .max(GUEST_LIMIT_MAX, `Guests must be at most ${GUEST_LIMIT_MAX}`)
    .optional(),
  /** Whether children in a party take seats. */
  childrenTakeSeats: z.boolean({ error: 'Children take seats must be true or false' }).optional(),
  /** The event's questions to registrants, in the order asked. */
  questions: z
    .array(questionSchema, { error: 'Questions must be a list' })
    .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`)
    .transform(numberQuestions)
    .optional(),
  imageUrl: imageRef.nullish().transform((v) => (v ? v : null)),
  imageUrls: z
    .array(imageRef.min(1), { error: 'Images must be a list of addresses' })
    .max(20, 'At most 20 images')
    .nullish()
    .transform((v) => v ?? []),
  eventContent: optionalText('Event recap', 20_000, 'multiline'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/**
 * The fields an admin sets, as every answer carries them: each one's parsed value, never absent. EventDto is these
 * and what only the site sets, so a field added to `eventFields` reaches every client's type, and the answers
 * (which copy EVENT_FIELD_NAMES from the stored event), with nothing else to write.
 */
export type EventFieldValues = {
  [K in keyof typeof eventFields]-?: Exclude<z.output<(typeof eventFields)[K]>, undefined>;
};
export const EVENT_FIELD_NAMES = Object.keys(eventFields) as Array<keyof EventFieldValues>;

/**
 * The times alone, with the rule of a create. An object's own rule runs only once its fields pass, so a form checks
 * this beside the whole schema to show a missing start at the same time as a missing title.
 */
export const eventTimesSchema = z
  .object({
    time: eventFields.time,
    startTime: eventFields.startTime,
    endTime: eventFields.endTime,
    allDay: eventFields.allDay,
  })
  .superRefine(timesRule(true));

/** Event as admins create it: new events are active unless the client says otherwise. */
export const insertEventSchema = z
  .object({ ...eventFields, isActive: eventFields.isActive.optional().default(true) })
  .strip()
  .superRefine(timesRule(true));

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
    /** On a date of a series: change this event only (the default), or it and every later date. */
    scope: seriesScopeSchema,
  })
  .partial()
  .strip()
  .superRefine(timesRule(false));
export type UpdateEvent = z.input<typeof updateEventSchema>;

const { date: _oneDate, ...seriesFields } = eventFields;

/** A series as admins create it: the event's fields once, and the rule that gives its dates. */
export const eventSeriesSchema = z
  .object({ ...seriesFields, isActive: eventFields.isActive.optional().default(true), rule: seriesRuleSchema })
  .strip()
  .superRefine(timesRule(true));
export type EventSeriesInput = z.input<typeof eventSeriesSchema>;

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
