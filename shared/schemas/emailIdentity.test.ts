import { describe, expect, it } from 'vitest';
import { emailField, emailIdentity, normalizeEmail } from './common';
import { loginSchema, passwordResetRequestSchema } from './auth';

/**
 * Limits per account are keyed on `emailIdentity` of the raw body field; the handlers look the account up by
 * `normalizeEmail` of what the schema made of it. The two must agree on every spelling the schema accepts.
 */
const SPELLINGS = [
  'm2@example.org',
  'm2@exa\u0001mple.org',
  '\u0000M2@Example.ORG',
  ' m2@example.org\t',
  'm2\u001b@example.org\u007f',
  'm2@exam\u0085ple.org\u009f',
  'm2@exa\nmple.org\r',
  'M2@EXAMPLE.ORG\u0007 ',
];

describe('emailIdentity', () => {
  it.each(SPELLINGS)('%j names the account the handler looks up', (raw) => {
    const parsed = emailField.parse(raw);
    expect(emailIdentity(raw)).toBe(normalizeEmail(parsed));
    expect(emailIdentity(raw)).toBe(normalizeEmail(loginSchema.parse({ email: raw, password: 'x' }).email));
    expect(emailIdentity(raw)).toBe(normalizeEmail(passwordResetRequestSchema.parse({ email: raw }).email));
    expect(emailIdentity(raw)).toBe('m2@example.org');
  });

  it('is empty for what is not text, and bounded', () => {
    expect(emailIdentity(undefined)).toBe('');
    expect(emailIdentity(['m2@example.org'])).toBe('');
    expect(emailIdentity(`${'a'.repeat(1000)}@example.org`)).toHaveLength(254);
  });
});
