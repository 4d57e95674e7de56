import { expect } from 'vitest';
import type { TestResponse } from './client';

/**
 * The error contract every API answer keeps: the given status, a JSON body of only `{message, fieldErrors?}`,
 * and nothing of the server's insides (no stack frames, no file paths).
 */
export function expectApiError(res: TestResponse, status: number, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof res.body.message).toBe('string');
  expect(Object.keys(res.body).every((k) => k === 'message' || k === 'fieldErrors')).toBe(true);
  expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  if (message !== undefined) expect(res.body.message).toBe(message);
}
