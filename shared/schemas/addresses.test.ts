import { describe, expect, it } from 'vitest';
import { historySectionSchema, insertEventSchema, isImageAddress, upsertPageContentSchema } from './index';
import { createGalleryImageSchema } from './gallery';

/**
 * Every stored picture address is a site path or an absolute http(s) address: never another scheme a browser
 * might run or fetch (javascript:, data:, vbscript:, file:, blob:), never a protocol-relative or backslash
 * address that a browser reads as another host (`//host`, `/\host`, `\\host`), however it is dressed up
 * (letter case, tabs and line breaks inside, control characters or spaces in front).
 */
const TRICKS = [
  '//evil.example/a.jpg',
  '///evil.example/a.jpg',
  '/\\evil.example/a.jpg',
  '\\/evil.example/a.jpg',
  '\\\\evil.example\\a.jpg',
  ' //evil.example/a.jpg',
  '\t//evil.example/a.jpg',
  '\n/\\evil.example/a.jpg',
  '\u0000//evil.example/a.jpg',
  '\u3000//evil.example/a.jpg',
  '/\t/evil.example/a.jpg',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u001bjavascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
  'ftp://evil.example/a.jpg',
];

const FINE = ['/objects/uploads/11111111-1111-4111-8111-111111111111', '/images/kept.jpg', 'spring-cleanup.jpg', 'https://example.org/a.jpg', 'HTTP://example.org/a.jpg'];

describe('picture addresses', () => {
  it.each(TRICKS)('isImageAddress refuses %j', (value) => {
    // The schemas clean a value before checking it; the check alone must hold for what is left.
    expect(isImageAddress(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim())).toBe(false);
  });

  it.each(FINE)('isImageAddress accepts %j', (value) => {
    expect(isImageAddress(value)).toBe(true);
  });

  const event = { title: 'Walk', description: 'A walk', date: '2027-06-15', time: '10:00 AM' };
  it.each(TRICKS)('every picture field refuses %j', (value) => {
    expect(insertEventSchema.safeParse({ ...event, imageUrl: value }).success, 'event imageUrl').toBe(false);
    expect(insertEventSchema.safeParse({ ...event, imageUrls: [value] }).success, 'event imageUrls').toBe(false);
    expect(upsertPageContentSchema.safeParse({ key: 'about-image', value }).success, 'page-content value').toBe(false);
    expect(historySectionSchema.safeParse({ title: 'Farm', imageUrl: value }).success, 'history imageUrl').toBe(false);
  });

  it.each(FINE)('every picture field accepts %j', (value) => {
    expect(insertEventSchema.parse({ ...event, imageUrl: value, imageUrls: [value] })).toMatchObject({ imageUrl: value, imageUrls: [value] });
    expect(upsertPageContentSchema.parse({ key: 'about-image', value }).value).toBe(value);
    expect(historySectionSchema.parse({ title: 'Farm', imageUrl: value }).imageUrl).toBe(value);
  });

  it('the gallery keeps only our own uploads: the schema passes the address on, the server finds the upload in it', () => {
    // POST /api/images answers 400 for any address that names no upload of ours (images.test.ts, fuzz.test.ts).
    expect(createGalleryImageSchema.parse({ imageURL: ' //evil.example/a.jpg ', title: 'Owl' }).imageUrl).toBe('//evil.example/a.jpg');
  });

  it('an event video must be one of our stored videos', () => {
    expect(insertEventSchema.safeParse({ ...event, imageUrls: ['/objects/videos/walk.mp4', '/objects/uploads/recap.webm'] }).success).toBe(true);
    for (const value of ['https://cdn.example.org/walk.mp4', 'walk.mp4', '/videos/walk.mp4']) {
      expect(insertEventSchema.safeParse({ ...event, imageUrls: [value] }).error?.issues[0].message, value).toBe(
        "A video must be one of the site's own (/objects/videos/… or /objects/uploads/…)",
      );
    }
  });
});
