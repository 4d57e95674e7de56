import { describe, expect, it } from 'vitest';
import { z } from './zod';
import {
  insertContactSchema,
  insertEventSchema,
  insertRegistrationSchema,
  insertVolunteerSchema,
  loginSchema,
  updateEventSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
} from './index';

/**
 * Every text field of every input schema has a sane maximum length, so an absurdly long text is refused.
 * Walking the shapes means a field added later without a bound fails here.
 */
const SCHEMAS: Record<string, z.ZodObject> = {
  insertContactSchema,
  insertEventSchema,
  insertRegistrationSchema,
  insertVolunteerSchema,
  loginSchema,
  updateEventSchema,
  upsertHomeContentSchema,
  upsertPageContentSchema,
};

// The honeypot takes anything on purpose (a bot must never get a validation error from it); the request body
// limit bounds it, and its value is never stored.
const UNBOUNDED_ON_PURPOSE = new Set(['website']);

const HUGE = 'x'.repeat(100_001);

describe('every text field is bounded', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it.each(Object.keys(schema.shape))(`${name}.%s refuses 100001 characters`, (field) => {
      const result = schema.safeParse({ [field]: HUGE });
      if (UNBOUNDED_ON_PURPOSE.has(field)) return;
      expect(result.success).toBe(false);
      const fieldErrors = result.error!.issues.filter((i) => i.path[0] === field);
      expect(fieldErrors.length, `${name}.${field} accepted a 100001-character text`).toBeGreaterThan(0);
    });
  }

  it('only the honeypot is unbounded', () => {
    for (const schema of [insertContactSchema, insertVolunteerSchema, insertRegistrationSchema]) {
      expect(schema.safeParse({ website: HUGE }).error?.issues.some((i) => i.path[0] === 'website')).toBe(false);
    }
  });
});

describe('control characters', () => {
  it('are dropped from text before the length and blank checks', () => {
    const ok = { firstName: 'Pat', lastName: 'Sample', email: 'pat@example.org', subject: 'Hi', message: 'Hello' };
    expect(insertContactSchema.parse({ ...ok, subject: '\u0000H\u0007i\u001b' }).subject).toBe('Hi');
    expect(insertContactSchema.safeParse({ ...ok, subject: '\u0000\u0001' }).error?.issues[0].message).toBe(
      'Subject is required',
    );
    // Exactly 200 visible characters plus control characters still fits the 200 limit.
    expect(insertContactSchema.parse({ ...ok, subject: `${'s'.repeat(200)}\u0000\u0000` }).subject).toHaveLength(200);
    expect(upsertHomeContentSchema.parse({ section: 'a\u0000b', content: 'line\nnext\ttab' })).toMatchObject({
      section: 'ab',
      content: 'line\nnext\ttab',
    });
  });
});

describe('image addresses', () => {
  const ok = { title: 'Walk', description: 'A walk', date: '2026-06-15', time: '10:00 AM' };
  it.each([
    '/objects/uploads/abc',
    'https://example.org/a.jpg',
    'http://example.org/a.jpg',
    'spring-cleanup.jpg',
    'photos/2019/a.jpg',
  ])('accepts %s', (imageUrl) => {
    expect(insertEventSchema.parse({ ...ok, imageUrl, imageUrls: [imageUrl] }).imageUrl).toBe(imageUrl);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.jpg',
    '\\\\evil/a.jpg',
    'vbscript:x',
  ])('refuses %s', (imageUrl) => {
    expect(insertEventSchema.safeParse({ ...ok, imageUrl }).error?.issues[0].message).toBe(
      'Image address must be a path or an http(s) address',
    );
    expect(insertEventSchema.safeParse({ ...ok, imageUrls: [imageUrl] }).success).toBe(false);
  });
});

describe('page images', () => {
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.jpg'])('refuses %s', (value) => {
    expect(upsertPageContentSchema.safeParse({ key: 'about-image', value }).error?.issues[0].message).toBe(
      'Value must be an image path or an http(s) address',
    );
  });
  it('accepts a stored upload and a web address', () => {
    expect(upsertPageContentSchema.parse({ key: 'about-image', value: '/objects/uploads/abc' }).value).toBe(
      '/objects/uploads/abc',
    );
    expect(upsertPageContentSchema.parse({ key: 'about-image', value: 'https://example.org/a.jpg' }).value).toBe(
      'https://example.org/a.jpg',
    );
  });
});
