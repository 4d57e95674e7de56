import { z } from '../../shared/schemas/zod';
import { badRequest } from '../errors';
import { fieldErrorsOf } from '../../shared/schemas/common';

/** Parses outside input with a shared schema: the parsed value, or a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const value = input ?? {};
  // A list or a bare value where fields are expected gets a plain answer, not zod's "expected object".
  if (schema instanceof z.ZodObject && (typeof value !== 'object' || Array.isArray(value))) {
    throw badRequest('Please send the fields as a JSON object.');
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = result.error.issues[0]?.message ?? 'Invalid input';
  throw badRequest(first, fieldErrors);
}
