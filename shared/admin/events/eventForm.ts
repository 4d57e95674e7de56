import type { z } from '../../schemas/zod';
import { eventTimesSchema, insertEventSchema, type EventSeriesInput, type InsertEvent } from '../../schemas/events';
import { fieldErrorsOf } from '../../schemas/common';
import { preserveCalendarDay } from '../../lib/eventTime';
import type { EventDto } from '../../api/types';
import { failureBody } from '../../api/http';
import { clockFromText, timeTextOf } from '../../lib/eventClock';
import { seriesDates, type NthOfMonth, type SeriesRule } from '../../lib/eventSeries';
import { seriesRuleSchema, type SeriesRuleInput } from '../../schemas/eventSeries';
import type { EventFactField } from '../../lib/eventFacts';
import type { QuestionKind } from '../../lib/eventQuestions';

/** One of the event's questions as the admin edits it: the choices of a list one a line. */
export interface QuestionDraft {
  /** The question's number once saved; none for a new one. */
  id: number | null;
  label: string;
  kind: QuestionKind;
  optionsText: string;
  required: boolean;
}

/** What the Create and Edit dialogs hold while the admin types: text as typed, the image as an address. */
export interface EventFormValues {
  title: string;
  description: string;
  /** yyyy-mm-dd, the date input's value. */
  date: string;
  /** 'HH:MM' from the time picker, or '' when not set. */
  startTime: string;
  /** 'HH:MM', or '' for no set end. */
  endTime: string;
  allDay: boolean;
  /** The time text of an event whose time could not be read as a time ('TBA'), shown so the admin can set it. */
  unreadTime: string | null;
  /** One of the settings' event categories, or '' for none. */
  category: string;
  /** A workday: checking someone in records their volunteer hours. */
  recordsHours: boolean;
  location: string;
  /** As typed: empty means no limit. */
  maxCapacity: string;
  /** Guests one registrant may bring, as typed; '0' or empty takes one person per registration. */
  guestLimit: string;
  childrenTakeSeats: boolean;
  questions: QuestionDraft[];
  isActive: boolean;
  /** A new event only: how it repeats, making a series of events (one per date). */
  repeat: RepeatKind;
  /** yyyy-mm-dd: the last date a weekly or monthly series may have. */
  repeatUntil: string;
  /** The other dates of a series of chosen dates, one yyyy-mm-dd a line. */
  repeatDates: string;
  /** The stored path kept from the event, a fresh upload URL, or null for no image. */
  imageUrl: string | null;
  eventContent: string;
}

export type RepeatKind = 'none' | 'weekly' | 'fortnightly' | 'monthly' | 'dates';

export type FieldErrors = Partial<Record<keyof EventFormValues | string, string[]>>;

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  date: '',
  startTime: '',
  endTime: '',
  allDay: false,
  unreadTime: null,
  category: '',
  recordsHours: false,
  location: '',
  maxCapacity: '',
  guestLimit: '0',
  childrenTakeSeats: true,
  questions: [],
  isActive: true,
  repeat: 'none',
  repeatUntil: '',
  repeatDates: '',
  imageUrl: null,
  eventContent: '',
};

/** The dialog's starting values for an existing event; the date on the preserve's own calendar. */
export function formValuesOf(event: EventDto): EventFormValues {
  // A copy kept from before events had picked times (the desktop app's offline copies) is read from its text.
  const clock = event.startTime || event.allDay || event.timeNeedsReview ? event : clockFromText(event.time ?? '');
  return {
    title: event.title,
    description: event.description,
    date: preserveCalendarDay(new Date(event.date)),
    startTime: clock.startTime ?? '',
    endTime: clock.endTime ?? '',
    allDay: clock.allDay,
    unreadTime: clock.timeNeedsReview ? event.time : null,
    category: event.category ?? '',
    recordsHours: event.recordsHours ?? false,
    location: event.location ?? '',
    maxCapacity: event.maxCapacity == null ? '' : String(event.maxCapacity),
    guestLimit: String(event.guestLimit ?? 0),
    childrenTakeSeats: event.childrenTakeSeats ?? true,
    questions: (event.questions ?? []).map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      optionsText: q.options.join('\n'),
      required: q.required,
    })),
    isActive: event.isActive,
    repeat: 'none',
    repeatUntil: '',
    repeatDates: '',
    imageUrl: event.imageUrl,
    eventContent: event.eventContent ?? '',
  };
}

/** A fact registrants are told about, as the form's values would make it (the time as the site will print it). */
export function formFactOf(values: EventFormValues, field: EventFactField): string {
  if (field === 'time')
    return !values.allDay && !values.startTime && values.unreadTime !== null
      ? values.unreadTime
      : timeTextOf({ startTime: values.startTime || null, endTime: values.endTime || null, allDay: values.allDay });
  return values[field].trim();
}

/**
 * Capacity as the API wants it: empty is no limit (null); a whole number is sent as a number; anything
 * else is sent as typed so the shared schema answers with its own message ('Capacity must be a whole number').
 */
function capacityOf(text: string): number | null | string {
  const v = text.trim();
  if (!v) return null;
  return /^-?\d+$/.test(v) ? Number.parseInt(v, 10) : v;
}

/** The times as picked; an unreadable older time text not yet replaced is sent back as it was, so it stays. */
function timesOf(values: EventFormValues): Pick<InsertEvent, 'startTime' | 'endTime' | 'allDay' | 'time'> {
  if (!values.allDay && !values.startTime && values.unreadTime !== null) return { time: values.unreadTime };
  return {
    startTime: values.allDay ? null : values.startTime || null,
    endTime: values.allDay ? null : values.endTime || null,
    allDay: values.allDay,
  };
}

/**
 * The body of POST or PUT /api/admin/events. Every field is sent, so an edit can also clear fields. The times go as
 * picked; the site derives the text visitors read from them.
 */
export function eventBodyOf(values: EventFormValues): InsertEvent {
  return {
    title: values.title,
    description: values.description,
    date: values.date,
    ...timesOf(values),
    category: values.category,
    recordsHours: values.recordsHours,
    location: values.location,
    maxCapacity: capacityOf(values.maxCapacity) as number | null,
    guestLimit: (capacityOf(values.guestLimit) ?? 0) as number,
    childrenTakeSeats: values.childrenTakeSeats,
    questions: values.questions.map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      options:
        q.kind === 'choice'
          ? q.optionsText
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      required: q.required,
    })),
    isActive: values.isActive,
    imageUrl: values.imageUrl,
    eventContent: values.eventContent,
  };
}

/** The same checks the server makes (shared schema), so mistakes show beside their fields before sending. */
export function validateEventForm(values: EventFormValues): FieldErrors {
  const body = eventBodyOf(values);
  const result = insertEventSchema.safeParse(body);
  const times = eventTimesSchema.safeParse(body);
  return {
    ...(times.success ? {} : fieldErrorsOf(times.error)),
    ...(result.success ? {} : fieldErrorsOf(result.error)),
  };
}

/** The field errors a 400 answer carried. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const fieldErrors = failureBody(error, 400)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as FieldErrors) : {};
}

/** Checks a dialog's input with the schema the server uses: shows what is wrong, or clears the errors and sends. */
export function submitChecked<S extends z.ZodType>(
  schema: S,
  input: unknown,
  setErrors: (errors: FieldErrors) => void,
  send: (body: z.output<S>) => void,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
  setErrors({});
  send(parsed.data);
}

/** Which week of its month a day is in: the first to the fourth, or the last for the 29th to the 31st. */
const nthOfDay = (day: number): NthOfMonth => (day > 28 ? -1 : (Math.ceil(day / 7) as NthOfMonth));

/** The series rule the form's repeat choice gives, from the event's date; null for a single event. */
export function seriesRuleOf(values: EventFormValues): SeriesRuleInput | null {
  if (values.repeat === 'none') return null;
  const date = values.date.trim();
  if (values.repeat === 'dates') {
    const others = values.repeatDates
      .split(/[\n,]+/)
      .map((d) => d.trim())
      .filter(Boolean);
    return { kind: 'dates', dates: [date, ...others] };
  }
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, (m || 1) - 1, d || 1)).getUTCDay();
  const until = values.repeatUntil.trim();
  if (values.repeat === 'monthly') return { kind: 'monthly', nth: nthOfDay(d), weekday, from: date, until };
  return { kind: 'weekly', every: values.repeat === 'weekly' ? 1 : 2, weekday, from: date, until };
}

/** The dates the repeat choice gives, for the dialog's preview; [] while the choice is incomplete or wrong. */
export function seriesPreview(values: EventFormValues): string[] {
  const rule = seriesRuleOf(values);
  if (!rule) return [];
  const parsed = seriesRuleSchema.safeParse(rule);
  return parsed.success ? seriesDates(parsed.data as SeriesRule) : [];
}

/** The body of POST /api/admin/event-series: the event once, and the rule of its dates. */
export function seriesBodyOf(values: EventFormValues): EventSeriesInput {
  const { date: _first, ...event } = eventBodyOf(values);
  return { ...event, rule: seriesRuleOf(values)! };
}

/** The repeat choice checked with the site's rule; its errors under the fields that show them. */
export function validateRepeat(values: EventFormValues): FieldErrors {
  const rule = seriesRuleOf(values);
  if (!rule) return {};
  const result = seriesRuleSchema.safeParse(rule);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const [key, list] of Object.entries(fieldErrorsOf(result.error)))
    (errors[key === 'until' ? 'repeatUntil' : key.startsWith('dates') ? 'repeatDates' : 'repeat'] ??= []).push(...list);
  return errors;
}
