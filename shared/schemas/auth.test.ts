import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  passwordChangeSchema,
  passwordField,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupConfirmSchema,
  signupSchema,
  tokenRequestSchema,
  updateUserSchema,
} from './index';

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return fieldErrorsOf(r.error as never);
}

const firstMessage = (v: unknown) => passwordField.safeParse(v).error?.issues[0].message;

describe('passwordField', () => {
  it('accepts 12 to 128 characters', () => {
    expect(passwordField.parse('a long secret')).toBe('a long secret');
    expect(passwordField.safeParse('x'.repeat(127) + 'y').success).toBe(true);
  });

  it('refuses short and overlong passwords with the length in the message', () => {
    expect(firstMessage('elevenchars')).toBe('Password must be at least 12 characters');
    expect(firstMessage('ab'.repeat(64) + 'c')).toBe('Password must be at most 128 characters');
    expect(firstMessage(undefined)).toBe('Password is required');
    expect(firstMessage(123456789012)).toBe('Password is required');
  });

  it('refuses one character repeated', () => {
    expect(firstMessage('aaaaaaaaaaaaaaa')).toBe('Password must not be one character repeated.');
  });

  it('refuses common passwords whatever their case', () => {
    expect(firstMessage('Password1234')).toBe('This password is too common. Choose another.');
    expect(firstMessage('123456789012')).toBe('This password is too common. Choose another.');
    expect(firstMessage('QWERTYUIOPASDF')).toBe('This password is too common. Choose another.');
  });
});

describe('signupSchema', () => {
  it('takes the address only, trimmed; anything else (a password, names) is dropped', () => {
    expect(
      signupSchema.parse({ email: ' Ann@Example.org ', password: 'meadow lark singing', firstName: 'Ann' }),
    ).toEqual({ email: 'Ann@Example.org' });
  });

  it('names a missing or bad address', () => {
    expect(errorsOf(signupSchema, {})).toEqual({ email: ['Email is required'] });
    expect(errorsOf(signupSchema, { email: 'nope' })).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('signupConfirmSchema (the sign-up link page)', () => {
  const ok = { token: ' t0ken ', firstName: ' Ann ', lastName: 'Lee', password: ' meadow lark singing ' };

  it('trims the token and names, keeps the password as typed', () => {
    expect(signupConfirmSchema.parse(ok)).toEqual({
      token: 't0ken',
      firstName: 'Ann',
      lastName: 'Lee',
      password: ' meadow lark singing ',
    });
  });

  it('names each missing or bad field', () => {
    expect(errorsOf(signupConfirmSchema, {})).toEqual({
      token: ['The sign-up token is missing'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      password: ['Password is required'],
    });
    expect(errorsOf(signupConfirmSchema, { ...ok, firstName: 'x'.repeat(101) }).firstName).toEqual([
      'First name must be at most 100 characters',
    ]);
    expect(errorsOf(signupConfirmSchema, { ...ok, password: 'password1234' }).password).toEqual([
      'This password is too common. Choose another.',
    ]);
  });
});

describe('password reset, change and token schemas', () => {
  it('reset request needs a valid e-mail', () => {
    expect(passwordResetRequestSchema.parse({ email: 'a@b.org', extra: 1 })).toEqual({ email: 'a@b.org' });
    expect(errorsOf(passwordResetRequestSchema, { email: 'nope' }).email).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('reset confirm needs a bounded token and a good password', () => {
    expect(errorsOf(passwordResetConfirmSchema, { password: 'meadow lark singing' }).token).toEqual([
      'The reset token is missing',
    ]);
    expect(
      errorsOf(passwordResetConfirmSchema, { token: 'x'.repeat(201), password: 'meadow lark singing' }).token,
    ).toEqual(['The reset token is not valid']);
    expect(errorsOf(passwordResetConfirmSchema, { token: 'abc', password: 'short' }).password).toEqual([
      'Password must be at least 12 characters',
    ]);
  });

  it('password change checks the new password only against the rules', () => {
    expect(errorsOf(passwordChangeSchema, { currentPassword: '', newPassword: 'password1234' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['This password is too common. Choose another.'],
    });
  });

  it('token request: device name optional, trimmed, at most 100 characters', () => {
    expect(tokenRequestSchema.parse({ email: 'a@b.org', password: 'x' })).toEqual({
      email: 'a@b.org',
      password: 'x',
      deviceName: null,
    });
    expect(tokenRequestSchema.parse({ email: 'a@b.org', password: 'x', deviceName: ' Office PC ' }).deviceName).toBe(
      'Office PC',
    );
    expect(
      errorsOf(tokenRequestSchema, { email: 'a@b.org', password: 'x', deviceName: 'd'.repeat(101) }).deviceName,
    ).toEqual(['Device name must be at most 100 characters']);
    expect(errorsOf(tokenRequestSchema, { email: 'a@b.org', password: 'x', deviceName: 7 }).deviceName).toEqual([
      'Device name must be text',
    ]);
  });
});

describe('updateUserSchema', () => {
  it('takes isAdmin, disabled or both', () => {
    expect(updateUserSchema.parse({ isAdmin: true })).toEqual({ isAdmin: true });
    expect(updateUserSchema.parse({ disabled: false, isAdmin: false })).toEqual({ disabled: false, isAdmin: false });
  });

  it('refuses an empty change, other fields and non-booleans', () => {
    expect(errorsOf(updateUserSchema, {})).toEqual({ _: ['Send isAdmin, disabled or both'] });
    expect(errorsOf(updateUserSchema, { isAdmin: true, email: 'x@y.org' })).toEqual({
      _: ['Only isAdmin and disabled can be changed'],
    });
    expect(errorsOf(updateUserSchema, { isAdmin: 'yes' }).isAdmin).toEqual(['isAdmin must be true or false']);
  });
});
