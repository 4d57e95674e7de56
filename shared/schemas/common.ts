import { z } from 'zod';

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * An optional text field. Forms send '' for an untouched box; that, null and absence all mean "not given"
 * and become null, so the database never holds empty strings for missing values.
 */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/** Ids are app-generated UUIDs; anything else cannot name a record. */
export const idSchema = z.uuid();

export function isId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** Shape of every error body the API sends. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
