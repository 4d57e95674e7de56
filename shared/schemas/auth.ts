import { z } from './zod';
import { emailField, optionalText, requiredText } from './common';

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
  })
  .strip();

export type LoginInput = z.input<typeof loginSchema>;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** The rules as people read them, shown as help text next to every new-password box. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN} characters. Not a common password, not your e-mail address.`;

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORD_IS_EMAIL = 'Password must not be your e-mail address.';
export const PASSWORD_ONE_CHARACTER = 'Password must not be one character repeated.';

/**
 * Common passwords that still reach 12 characters (from the lists breached-password checkers start with).
 * Compared without case; a short list is enough to stop the first guesses an attacker tries.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789abc',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'qwertyuiopasdfgh',
  'qwerty123456',
  '1qaz2wsx3edc',
  '1q2w3e4r5t6y',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'passw0rd1234',
  'p@ssw0rd1234',
  'p@ssword1234',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'administrator',
  'admin1234567',
  'abcdefghijkl',
  'abcd12345678',
  'changeme1234',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'starwars1234',
  'superman1234',
  'monkey123456',
  'dragon123456',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'correcthorsebatterystaple',
]);

/** One rule set for every new password (sign-up, reset, change). Whether it equals the e-mail is checked with the e-mail. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((v) => new Set(v).size > 1, PASSWORD_ONE_CHARACTER)
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), PASSWORD_TOO_COMMON);

/** True when the password is the account's e-mail address (any case, surrounding spaces ignored). */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * A sign-up asks for the address only. Names and password are chosen on the e-mailed link's page, by whoever holds
 * the link: nothing typed by someone who merely knew the address can become part of the account.
 */
export const signupSchema = z
  .object({
    email: emailField,
  })
  .strip();

export type SignupInput = z.input<typeof signupSchema>;

/** The token of an e-mailed link; `what` names the link in the messages ('sign-up', 'reset'). */
function linkToken(what: string) {
  return z
    .string({ error: `The ${what} token is missing` })
    .trim()
    .min(1, `The ${what} token is missing`)
    .max(200, `The ${what} token is not valid`);
}

/**
 * The e-mailed sign-up link's page: its token (32 random bytes in base64url, 43 characters) and the account's names
 * and password. Whether the password is the address is checked against the address the link belongs to.
 */
export const signupConfirmSchema = z
  .object({
    token: linkToken('sign-up'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    password: passwordField,
  })
  .strip();

export type SignupConfirmInput = z.input<typeof signupConfirmSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField }).strip();

/** Reset tokens are 32 random bytes in base64url (43 characters); anything much longer is not one. */
export const passwordResetConfirmSchema = z
  .object({
    token: linkToken('reset'),
    password: passwordField,
  })
  .strip();

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1000),
    newPassword: passwordField,
  })
  .strip();

export const tokenRequestSchema = z
  .object({
    email: emailField,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
    deviceName: optionalText('Device name', 100),
  })
  .strip();

export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type TokenRequestInput = z.input<typeof tokenRequestSchema>;
