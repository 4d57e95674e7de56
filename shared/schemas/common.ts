import { z } from './zod';
import { stripControlCharacters } from '../lib/controlCharacters';

/**
 * What a stored text field may hold. Every kind loses the control characters of `shared/lib/controlCharacters.ts` (stripped, never refused:
 * they are invisible, so a person could not see what to correct); they differ in tabs and line breaks:
 * - `line`: one line (names, titles, subjects, phone numbers): tabs and line breaks become one space;
 * - `multiline`: free text (messages, descriptions, page blocks): tabs and line breaks stay;
 * - `address`: a web or e-mail address, or a key: tabs and line breaks are removed, as browsers do in URLs.
 */
export type TextKind = 'line' | 'multiline' | 'address';

export function cleanText(value: string, kind: TextKind = 'line'): string {
  const stripped = stripControlCharacters(value);
  if (kind === 'multiline') return stripped;
  return kind === 'address' ? stripped.replace(/[\t\n\r]/g, '') : stripped.replace(/[\t\n\r]+/g, ' ');
}

/**
 * The one builder every stored text field starts from: text only, cleaned for its kind, trimmed, bounded.
 * Cleaning comes before the blank and length checks, so a field of nothing but control characters is blank.
 * `typeError` is the message for a value that is not text at all.
 */
export function textField(label: string, max: number, options: { kind?: TextKind; typeError?: string } = {}) {
  const kind = options.kind ?? 'line';
  return (
    z
      .string({ error: options.typeError ?? `${label} must be text` })
      .overwrite((v) => cleanText(v, kind))
      .trim()
      // abort: an overlong value gets this one message; refinements a field adds (an address check, a date) never run on it.
      .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
  );
}

/** A required text field: cleaned, trimmed, not blank, bounded. */
export function requiredText(label: string, max: number, kind: TextKind = 'line') {
  // abort: a blank field gets its one message, not also the refinements a caller may add.
  return textField(label, max, { kind, typeError: `${label} is required` }).min(1, {
    error: `${label} is required`,
    abort: true,
  });
}

/**
 * An optional text field. Forms send '' for an untouched box; that, null and absence all mean "not given"
 * and become null, so the database never holds empty strings for missing values.
 */
export function optionalText(label: string, max: number, kind: TextKind = 'line') {
  return textField(label, max, { kind })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Most digits and fewest a phone number may have: an extension or a country code fits, a typo of a few does not. */
export const PHONE_DIGITS = { min: 7, max: 20 } as const;

export const PHONE_MESSAGE = `Please enter a valid phone number: ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, using only digits, spaces and + ( ) -`;

/**
 * The one rule for every phone number the site keeps (visitors', walk-ins', the organisation's): digits, spaces and
 * + ( ) - only, with 7 to 20 digits. Letters ('555-CALL-NOW'), dots and other marks are refused rather than
 * guessed at, so every stored number can be dialled as written.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^[\d +()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** An optional phone number: '' or absent is none (null); anything else must pass `isPhoneNumber`. */
export function optionalPhone(label = 'Phone', max = 40) {
  return textField(label, max)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * The form of an e-mail address that decides whether two are the same: trimmed and lower-cased. Accounts keep
 * their address in this form; a registration keeps it beside the address as typed.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account a typed address names, as the handlers find it: the e-mail field's cleaning (control characters and
 * line breaks removed, trimmed) and then `normalizeEmail`. Whatever is counted per address (the sign-in lock, reset
 * and sign-up mails) is keyed on this, so a spelling the schema cleans away cannot start a fresh counter for the
 * same account. Not text: ''. Bounded, as the field is, so a key never grows with the body.
 */
export function emailIdentity(value: unknown): string {
  return typeof value === 'string' ? normalizeEmail(cleanText(value, 'address')).slice(0, 254) : '';
}

export const emailField = textField('Email', 254, { kind: 'address', typeError: 'Email is required' })
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

/**
 * The honeypot: a box on the public forms that people never see or hear (HoneypotField.tsx) but form-filling
 * bots do. Any value means a bot; the server then answers as if it had worked and keeps nothing. It takes any
 * type, so a bot never learns from a validation error which box gave it away.
 */
// The name lives in constants.ts so public pages can render the box without loading zod.
export { HONEYPOT_FIELD } from '../constants';
export const honeypotField = z.unknown().optional();

/** A request body of these fields; anything else is dropped. */
export function strippedObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).strip();
}

/** A public form's body: its fields and the honeypot; anything else is dropped. */
export function visitorFormSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return strippedObject({ ...shape, website: honeypotField });
}

/** A yes/no choice a body may leave out, meaning `fallback`. */
export function optionalFlag(label: string, fallback: boolean) {
  return z
    .boolean({ error: `${label} must be true or false` })
    .optional()
    .default(fallback);
}

/** The names and address every public form about a person starts with. */
export const personFields = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
};

export function honeypotFilled(input: { website?: unknown }): boolean {
  const v = input.website;
  return v != null && v !== '' && v !== false;
}

/**
 * Image addresses admins store: a path (absolute, or relative as the bulk past-event creator sends them) or a
 * web address; never javascript:, data: or another scheme a browser might run, nor protocol-relative '//host'.
 * Browsers ignore tabs and line breaks inside URLs ('java\tscript:'), so the check does too.
 */
export function isImageAddress(value: string): boolean {
  const v = value.replace(/[\t\n\r]/g, '');
  if (/^[/\\]{2}/.test(v)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  return !scheme || /^https?$/i.test(scheme[1]);
}

/** Ids are app-generated UUIDs; anything else cannot name a record. */
export const idSchema = z.uuid();

export function isId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** Shape of every error body the API sends. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** With a 409 for a stale version: the record as it is now (ADR 018). */
  current?: unknown;
}

/**
 * The version of a record the client loaded (ADR 018). Optional: without it a write works as it always did
 * (last writer wins); with it, a write against a newer record is refused with 409.
 */
const versionNumber = z
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .min(1, 'Version must be a whole number')
  .max(2_147_483_647, 'Version must be a whole number');
export const versionField = versionNumber.optional();

/** An admin sets one flag on a record a visitor sent; nothing else about it can be changed. */
export function flagUpdateSchema<Flag extends string>(flag: Flag) {
  const shape = { [flag]: z.boolean({ error: `${flag} must be true or false` }) } as Record<Flag, z.ZodBoolean>;
  return z.strictObject(
    { ...shape, version: versionField },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only ${flag} can be changed` : undefined) },
  );
}

/** `?version=` on a delete: digits only, else a field error. */
export const versionQuerySchema = z
  .object({ version: z.coerce.number({ error: 'Version must be a whole number' }).pipe(versionNumber).optional() })
  .strip();

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
