import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import {
  cleanText,
  type TextKind,
  historySectionSchema,
  insertContactSchema,
  insertEventSchema,
  insertRegistrationSchema,
  insertVolunteerSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupConfirmSchema,
  signupSchema,
  tokenRequestSchema,
  updateEventSchema,
  cancelEventSchema,
  messageRegistrantsSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
  pageTextSchema,
} from './index';
import { createGalleryImageSchema } from './gallery';
import { createMultipartSchema } from './s3';
import { newsletterMessageSchema } from './newsletter';
import { hasControlCharacters } from '../lib/controlCharacters';

/**
 * Every text field of every input schema that reaches the database drops control characters (NUL, escape,
 * bell, C1...) and keeps only what a person can see (plus tabs and line breaks in free text). Each schema's
 * fields are listed as text or not; a field added later without a place in one list fails here, so nobody
 * can add a text field that skips the shared builder (common.ts textField) without a test noticing.
 */
interface Case {
  schema: z.ZodType;
  /** A body the schema accepts. */
  valid: Record<string, unknown>;
  /**
   * Text fields and a value each accepts ('' = use the valid body's). Output key when it differs; `after` is what
   * follows the tab and line break put into the value (by default 'x'; a digit where only a phone number fits).
   */
  text: Record<string, { sample?: string; out?: string; kind?: TextKind; after?: string }>;
  /** Fields that are not stored text: passwords (hashed), tokens (compared), flags, numbers, lists, the honeypot. */
  other: string[];
  /** The object shape, when the schema is a plain object (a transform hides it). */
  shape?: Record<string, unknown>;
}

const shapeOf = (s: unknown) => (s as { shape?: Record<string, unknown> }).shape;

const EVENT = { title: 'Walk', description: 'A walk', date: '2027-06-15', time: '10:00 AM' };
const EVENT_TEXT: Case['text'] = {
  title: {},
  description: { kind: 'multiline' },
  time: {},
  location: { sample: 'Main trailhead' },
  category: { sample: 'Walk' },
  imageUrl: { sample: '/objects/uploads/abc', kind: 'address' },
  eventContent: { sample: 'Recap', kind: 'multiline' },
  date: { sample: '2027-06-15', out: '' },
};

const CASES: Record<string, Case> = {
  insertRegistrationSchema: {
    schema: insertRegistrationSchema,
    valid: { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org' },
    text: {
      firstName: {},
      lastName: {},
      email: { kind: 'address' },
      phone: { sample: '609-555-0100', after: '1' },
      specialRequests: { sample: 'Ramp', kind: 'multiline' },
      answer1: {},
      answer2: {},
      answer3: {},
      answer4: {},
      answer5: {},
    },
    other: ['website', 'eventId', 'guests', 'children'],
  },
  insertVolunteerSchema: {
    schema: insertVolunteerSchema,
    valid: { firstName: 'Jo', lastName: 'Sample', email: 'jo@example.org', interest: 'Event Volunteer' },
    text: {
      firstName: {},
      lastName: {},
      email: { kind: 'address' },
      phone: { sample: '609-555-0100', after: '1' },
      experience: { sample: 'Trails', kind: 'multiline' },
      availability: { sample: 'Weekends', kind: 'multiline' },
    },
    other: ['website', 'interest'],
  },
  insertContactSchema: {
    schema: insertContactSchema,
    valid: { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' },
    text: { firstName: {}, lastName: {}, email: { kind: 'address' }, subject: {}, message: { kind: 'multiline' } },
    other: ['website'],
  },
  insertEventSchema: {
    schema: insertEventSchema,
    valid: EVENT,
    text: EVENT_TEXT,
    other: [
      'maxCapacity',
      'imageUrls',
      'isActive',
      'startTime',
      'endTime',
      'allDay',
      'recordsHours',
      'guestLimit',
      'childrenTakeSeats',
      'questions',
    ],
  },
  updateEventSchema: {
    schema: updateEventSchema,
    valid: EVENT,
    text: EVENT_TEXT,
    other: [
      'maxCapacity',
      'imageUrls',
      'isActive',
      'startTime',
      'endTime',
      'allDay',
      'recordsHours',
      'guestLimit',
      'childrenTakeSeats',
      'questions',
      'version',
      'notify',
      'scope',
    ],
  },
  cancelEventSchema: {
    schema: cancelEventSchema,
    valid: { message: 'Called off for the storm.' },
    text: { message: { kind: 'multiline' } },
    other: [],
  },
  messageRegistrantsSchema: {
    schema: messageRegistrantsSchema,
    valid: { subject: 'Parking', message: 'Park at the barn.' },
    text: { subject: {}, message: { kind: 'multiline' } },
    other: ['includeWaitlist', 'preview'],
  },
  newsletterMessageSchema: {
    schema: newsletterMessageSchema,
    valid: { subject: 'Spring news', text: 'The **herons** are back.' },
    text: { subject: {}, text: { kind: 'multiline' } },
    other: ['pdfLink'],
  },
  upsertHomeContentSchema: {
    schema: upsertHomeContentSchema,
    valid: { section: 'welcome', title: 'Hello', content: 'Text' },
    text: { section: {}, title: {}, content: { kind: 'multiline' } },
    other: ['isVisible', 'displayOrder', 'version'],
  },
  upsertPageContentSchema: {
    schema: upsertPageContentSchema,
    valid: { key: 'about-image', value: '/objects/uploads/abc' },
    text: { key: { kind: 'address' }, value: { kind: 'address' } },
    other: ['version'],
  },
  historySectionSchema: {
    schema: historySectionSchema,
    valid: { title: 'Farm years' },
    text: {
      title: {},
      content: { sample: 'Text', kind: 'multiline' },
      imageUrl: { sample: '/objects/uploads/abc', kind: 'address' },
      imageAlt: { sample: 'Barn' },
    },
    other: ['isVisible', 'displayOrder', 'version'],
  },
  pageTextSchema: {
    schema: pageTextSchema,
    valid: { body: 'Our story' },
    text: { title: { sample: 'Our Story' }, body: { kind: 'multiline' } },
    other: ['version'],
  },
  createGalleryImageSchema: {
    schema: createGalleryImageSchema,
    // The legacy spelling fills the valid body, so each spelling's own value is the one that comes out.
    valid: { imageURL: '/objects/uploads/abc', title: 'Owl' },
    text: {
      imageUrl: { sample: '/objects/uploads/def', out: 'imageUrl', kind: 'address' },
      imageURL: { out: 'imageUrl', kind: 'address' },
      title: {},
      description: { sample: 'At dusk', kind: 'multiline' },
      category: { sample: 'wildlife' },
      altText: { sample: 'An owl' },
    },
    other: [],
    shape: { imageUrl: 1, imageURL: 1, title: 1, description: 1, category: 1, altText: 1 },
  },
  signupSchema: {
    schema: signupSchema,
    valid: { email: 'new@example.org' },
    text: { email: { kind: 'address' } },
    other: [],
  },
  signupConfirmSchema: {
    schema: signupConfirmSchema,
    valid: { token: 't', firstName: 'New', lastName: 'Member', password: 'quiet heron at dawn' },
    text: { firstName: {}, lastName: {} },
    other: ['token', 'password'],
  },
  tokenRequestSchema: {
    schema: tokenRequestSchema,
    valid: { email: 'a@example.org', password: 'x' },
    text: { email: { kind: 'address' }, deviceName: { sample: 'Office PC' } },
    other: ['password'],
  },
  loginSchema: {
    schema: loginSchema,
    valid: { email: 'a@example.org', password: 'x' },
    text: { email: { kind: 'address' } },
    other: ['password'],
  },
  passwordResetRequestSchema: {
    schema: passwordResetRequestSchema,
    valid: { email: 'a@example.org' },
    text: { email: { kind: 'address' } },
    other: [],
  },
  passwordResetConfirmSchema: {
    schema: passwordResetConfirmSchema,
    valid: { token: 't', password: 'quiet heron at dawn' },
    text: {},
    other: ['token', 'password'],
  },
  passwordChangeSchema: {
    schema: passwordChangeSchema,
    valid: { currentPassword: 'x', newPassword: 'quiet heron at dawn' },
    text: {},
    other: ['currentPassword', 'newPassword'],
  },
  createMultipartSchema: {
    schema: createMultipartSchema,
    valid: { filename: 'walk.mp4' },
    text: { filename: {} },
    other: ['type', 'metadata'],
  },
};

const CONTROL = { NUL: '\u0000', ESC: '\u001b', BEL: '\u0007', DEL: '\u007f', 'C1 NEL': '\u0085', 'C1 CSI': '\u009b' };

/** The value with the control character put in the middle and at both ends. */
const poisoned = (value: string, c: string) => `${c}${value.slice(0, 1)}${c}${value.slice(1)}${c}`;

describe('control characters in every input schema', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: every field is listed as text or not`, () => {
      const shape = c.shape ?? shapeOf(c.schema);
      expect(shape, `${name} has no shape; give it one in the case`).toBeTruthy();
      expect(Object.keys(shape!).sort()).toEqual([...Object.keys(c.text), ...c.other].sort());
    });

    for (const [field, f] of Object.entries(c.text)) {
      it.each(Object.entries(CONTROL))(`${name}.${field}: %s is stripped`, (_label, control) => {
        const clean = f.sample ?? String(c.valid[field]);
        const result = c.schema.safeParse({ ...c.valid, [field]: poisoned(clean, control) });
        expect(result.error?.issues, `${name}.${field}`).toBeUndefined();
        const out = f.out ?? field;
        if (out) expect((result.data as Record<string, unknown>)[out]).toBe(clean);
        expect(hasControlCharacters(JSON.stringify(result.data))).toBe(false);
      });
    }

    for (const [field, f] of Object.entries(c.text).filter(([, f]) => f.out !== '')) {
      const kind = f.kind ?? 'line';
      it(`${name}.${field} (${kind}): tabs and line breaks are ${{ line: 'one space', multiline: 'kept', address: 'removed' }[kind]}`, () => {
        const clean = f.sample ?? String(c.valid[field]);
        const cut = clean.indexOf('@') > 0 ? clean.indexOf('@') : clean.length;
        const after = f.after ?? 'x';
        const result = c.schema.safeParse({
          ...c.valid,
          [field]: `${clean.slice(0, cut)}\r\n\t${after}${clean.slice(cut)}`,
        });
        expect(result.error?.issues).toBeUndefined();
        const expected = { line: ` ${after}`, multiline: `\r\n\t${after}`, address: after }[kind];
        expect((result.data as Record<string, unknown>)[f.out ?? field]).toBe(
          `${clean.slice(0, cut)}${expected}${clean.slice(cut)}`,
        );
      });
    }
  }
});

describe('cleanText', () => {
  it('drops C0 and C1 control characters of every kind, keeps what can be seen', () => {
    expect(cleanText('a\u0000b\u0007c\u001b[31md\u007fe\u0085f\u009bg', 'multiline')).toBe('abc[31mdefg');
    expect(cleanText('é 🦉 \u00a0 \u200b', 'line')).toBe('é 🦉 \u00a0 \u200b');
  });

  it('one line: tabs and line breaks become one space; free text keeps them; addresses lose them', () => {
    expect(cleanText('Robin\r\n\tSample', 'line')).toBe('Robin Sample');
    expect(cleanText('one\r\ntwo\tthree', 'multiline')).toBe('one\r\ntwo\tthree');
    expect(cleanText('java\tscript:\nalert(1)', 'address')).toBe('javascript:alert(1)');
  });

  it('an e-mail address with a control character inside is the address without it', () => {
    expect(
      insertContactSchema.parse({ ...CASES.insertContactSchema.valid, email: ' pa\u0000t@exa\tmple.org ' }).email,
    ).toBe('pat@example.org');
  });
});
