import { describe, expect, it } from 'vitest';
import {
  emailField,
  fieldErrorsOf,
  insertContactSchema,
  insertEventSchema,
  insertRegistrationSchema,
  insertVolunteerSchema,
  isId,
  loginSchema,
  optionalText,
  requiredText,
  updateEventSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
} from './index';
import { VOLUNTEER_INTERESTS } from '../constants';

/** The field errors a schema reports for an input, as the API would send them. */
function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return fieldErrorsOf(r.error as never);
}

describe('building blocks', () => {
  it('requiredText trims, refuses blank, bounds the length', () => {
    const s = requiredText('Name', 5);
    expect(s.parse('  Ann  ')).toBe('Ann');
    expect(s.safeParse('   ').error?.issues[0].message).toBe('Name is required');
    expect(s.safeParse(undefined).error?.issues[0].message).toBe('Name is required');
    expect(s.safeParse(7).error?.issues[0].message).toBe('Name is required');
    expect(s.parse('Abcde')).toBe('Abcde');
    expect(s.safeParse('Abcdef').error?.issues[0].message).toBe('Name must be at most 5 characters');
    // The bound applies after trimming.
    expect(s.parse('  Abcde  ')).toBe('Abcde');
  });

  it("optionalText: '', blanks, null and absence all become null; text is trimmed", () => {
    const s = optionalText('Phone', 5);
    expect(s.parse('')).toBeNull();
    expect(s.parse('   ')).toBeNull();
    expect(s.parse(null)).toBeNull();
    expect(s.parse(undefined)).toBeNull();
    expect(s.parse(' 123 ')).toBe('123');
    expect(s.safeParse('123456').error?.issues[0].message).toBe('Phone must be at most 5 characters');
    expect(s.safeParse(123).error?.issues[0].message).toBe('Phone must be text');
  });

  it('emailField trims and checks the address', () => {
    expect(emailField.parse('  ann@example.org ')).toBe('ann@example.org');
    for (const bad of ['ann', 'ann@', '@example.org', 'ann@example', 'ann example@x.org', 'ann@@example.org']) {
      expect(emailField.safeParse(bad).error?.issues[0].message).toBe('Please enter a valid email address');
    }
    expect(emailField.safeParse('').error?.issues[0].message).toBe('Email is required');
    expect(emailField.safeParse(undefined).error?.issues[0].message).toBe('Email is required');
    expect(emailField.safeParse(`${'a'.repeat(250)}@x.org`).error?.issues[0].message).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('isId accepts uuids only', () => {
    expect(isId('11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(isId('not-a-uuid')).toBe(false);
    expect(isId('')).toBe(false);
    expect(isId("11111111-1111-4111-8111-111111111111' OR 1=1")).toBe(false);
  });

  it('fieldErrorsOf groups messages by field path', () => {
    const errors = errorsOf(insertRegistrationSchema, { email: 'x' });
    expect(errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
    });
  });
});

describe('insertRegistrationSchema', () => {
  const ok = { firstName: ' Robin ', lastName: 'Sample ', email: ' robin@example.org' };

  it('trims, turns blank optionals into null and strips unknown keys', () => {
    expect(insertRegistrationSchema.parse({ ...ok, phone: '', specialRequests: '  ', isAdmin: true })).toEqual({
      firstName: 'Robin',
      lastName: 'Sample',
      email: 'robin@example.org',
      phone: null,
      specialRequests: null,
      guests: 0,
      children: 0,
      answer1: null,
      answer2: null,
      answer3: null,
      answer4: null,
      answer5: null,
    });
  });

  it("reads a party's counts from numbers or a form's text, within 0 to 20", () => {
    expect(insertRegistrationSchema.parse({ ...ok, guests: '2', children: 1 })).toMatchObject({
      guests: 2,
      children: 1,
    });
    expect(insertRegistrationSchema.parse({ ...ok, guests: '' }).guests).toBe(0);
    expect(errorsOf(insertRegistrationSchema, { ...ok, guests: 'two', children: 21 })).toEqual({
      guests: ['Adults coming with you must be a whole number'],
      children: ['Children coming with you must be at most 20'],
    });
  });

  it('takes an optional eventId string (the route decides)', () => {
    expect(insertRegistrationSchema.parse({ ...ok, eventId: 'abc' }).eventId).toBe('abc');
    expect(errorsOf(insertRegistrationSchema, { ...ok, eventId: 5 })).toHaveProperty('eventId');
  });

  it('bounds every field', () => {
    expect(errorsOf(insertRegistrationSchema, { ...ok, lastName: 'x'.repeat(101) })).toEqual({
      lastName: ['Last name must be at most 100 characters'],
    });
    expect(errorsOf(insertRegistrationSchema, { ...ok, phone: '1'.repeat(41) })).toEqual({
      phone: ['Phone must be at most 40 characters'],
    });
    expect(errorsOf(insertRegistrationSchema, { ...ok, specialRequests: 'x'.repeat(2001) })).toEqual({
      specialRequests: ['Special requests must be at most 2000 characters'],
    });
  });
});

describe('insertVolunteerSchema', () => {
  const ok = { firstName: 'Jamie', lastName: 'Sample', email: 'jamie@example.org', interest: 'Event Volunteer' };

  it.each(VOLUNTEER_INTERESTS)('accepts %s', (interest) => {
    expect(insertVolunteerSchema.parse({ ...ok, interest }).interest).toBe(interest);
  });

  it('refuses any other interest', () => {
    for (const interest of ['', 'event volunteer', 'Board', 'All of the above', 3, null]) {
      expect(errorsOf(insertVolunteerSchema, { ...ok, interest })).toEqual({
        interest: ['Please choose an area of interest'],
      });
    }
  });

  it('optional fields become null', () => {
    expect(insertVolunteerSchema.parse({ ...ok, phone: '', experience: ' ', availability: undefined })).toMatchObject({
      phone: null,
      experience: null,
      availability: null,
    });
  });
});

describe('insertContactSchema', () => {
  const ok = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello there' };

  it('requires all five fields', () => {
    expect(insertContactSchema.parse(ok)).toEqual(ok);
    expect(Object.keys(errorsOf(insertContactSchema, {})).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'message',
      'subject',
    ]);
    expect(errorsOf(insertContactSchema, { ...ok, message: '   ' })).toEqual({ message: ['Message is required'] });
  });

  it('bounds subject and message', () => {
    expect(insertContactSchema.parse({ ...ok, message: 'm'.repeat(5000) }).message).toHaveLength(5000);
    expect(errorsOf(insertContactSchema, { ...ok, subject: 's'.repeat(201) })).toEqual({
      subject: ['Subject must be at most 200 characters'],
    });
  });
});

describe('insertEventSchema and updateEventSchema', () => {
  const ok = { title: 'Walk', description: 'A walk', date: '2026-06-15', time: '10:00 AM' };

  it('fills defaults on create: active, no limit, no images', () => {
    expect(insertEventSchema.parse(ok)).toEqual({
      ...ok,
      location: null,
      category: null,
      maxCapacity: null,
      imageUrl: null,
      imageUrls: [],
      eventContent: null,
      isActive: true,
    });
  });

  it("'Date is required' once, for a missing or blank date", () => {
    expect(errorsOf(insertEventSchema, { ...ok, date: undefined })).toEqual({ date: ['Date is required'] });
    expect(errorsOf(insertEventSchema, { ...ok, date: '' })).toEqual({ date: ['Date is required'] });
    expect(errorsOf(insertEventSchema, { ...ok, date: '  ' })).toEqual({ date: ['Date is required'] });
    expect(errorsOf(insertEventSchema, { ...ok, date: '2026-02-30' })).toEqual({
      date: ['Date must be a date like 2026-06-15'],
    });
  });

  it('maxCapacity: a whole number from 1, or null for no limit', () => {
    expect(insertEventSchema.parse({ ...ok, maxCapacity: 12 }).maxCapacity).toBe(12);
    expect(insertEventSchema.parse({ ...ok, maxCapacity: null }).maxCapacity).toBeNull();
    expect(errorsOf(insertEventSchema, { ...ok, maxCapacity: 0 })).toEqual({
      maxCapacity: ['Capacity must be at least 1'],
    });
    expect(errorsOf(insertEventSchema, { ...ok, maxCapacity: 1.5 })).toEqual({
      maxCapacity: ['Capacity must be a whole number'],
    });
    expect(errorsOf(insertEventSchema, { ...ok, maxCapacity: '12' })).toEqual({
      maxCapacity: ['Capacity must be a whole number'],
    });
  });

  it('an update holds only the fields sent: no defaults sneak in', () => {
    expect(updateEventSchema.parse({})).toEqual({});
    expect(updateEventSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
    expect(updateEventSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(updateEventSchema.parse({ maxCapacity: null })).toEqual({ maxCapacity: null });
  });

  it('an update still validates what it holds', () => {
    expect(errorsOf(updateEventSchema, { date: '' })).toEqual({ date: ['Date is required'] });
    expect(errorsOf(updateEventSchema, { title: '  ' })).toEqual({ title: ['Title is required'] });
    expect(errorsOf(updateEventSchema, { isActive: 'no' })).toEqual({ isActive: ['Active must be true or false'] });
  });
});

describe('content schemas', () => {
  it("home content: 'Section name is required' after trimming; defaults visible and order 0", () => {
    expect(upsertHomeContentSchema.parse({ section: ' intro ' })).toEqual({
      section: 'intro',
      title: null,
      content: null,
      isVisible: true,
      displayOrder: 0,
    });
    expect(errorsOf(upsertHomeContentSchema, { section: '   ' })).toEqual({ section: ['Section name is required'] });
    expect(errorsOf(upsertHomeContentSchema, {})).toEqual({ section: ['Section name is required'] });
    expect(errorsOf(upsertHomeContentSchema, { section: 'x', displayOrder: 1.2 })).toEqual({
      displayOrder: ['Order must be a whole number'],
    });
  });

  it('page content: a slug key and a non-blank value', () => {
    expect(upsertPageContentSchema.parse({ key: 'about-image', value: ' /x.jpg ' })).toEqual({
      key: 'about-image',
      value: '/x.jpg',
    });
    expect(errorsOf(upsertPageContentSchema, { key: 'About_Image', value: '/x.jpg' })).toEqual({
      key: ['Key may hold only lowercase letters, digits and dashes'],
    });
    expect(errorsOf(upsertPageContentSchema, { key: 'about-image', value: '' })).toEqual({
      value: ['Value is required'],
    });
  });
});

describe('loginSchema', () => {
  it('needs an e-mail and a password', () => {
    expect(loginSchema.parse({ email: ' a@example.org ', password: 'pw' })).toEqual({
      email: 'a@example.org',
      password: 'pw',
    });
    expect(errorsOf(loginSchema, { email: 'a@example.org' })).toEqual({ password: ['Password is required'] });
    expect(errorsOf(loginSchema, { password: 'pw' })).toEqual({ email: ['Email is required'] });
  });

  it('keeps the password exactly as typed (no trimming)', () => {
    expect(loginSchema.parse({ email: 'a@example.org', password: '  spaced  ' }).password).toBe('  spaced  ');
  });
});
