import { describe, expect, it } from 'vitest';
import { normaliseObjectUrl, objectIdFromUrl, objectPathOf } from './objectPaths';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('objectIdFromUrl', () => {
  it.each([
    ['the public path', `/objects/uploads/${ID}`],
    ['the public path with a width', `/objects/uploads/${ID}?w=640`],
    ['the public path on a full address', `https://preserve.example.org/objects/uploads/${ID}`],
    ['our signed upload URL', `http://127.0.0.1:5000/objects/upload/${ID}?expires=1790000000&signature=abc_-123`],
    ['our signed upload URL without a host', `/objects/upload/${ID}?expires=1790000000&signature=abc`],
    [
      'an S3 presigned URL, path style',
      `http://127.0.0.1:9000/photos/incoming/${ID}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=ff`,
    ],
    [
      'an S3 presigned URL, virtual-hosted',
      `https://photos.s3.us-east-1.amazonaws.com/incoming/${ID}?X-Amz-Expires=900`,
    ],
    ['upper-case hex', `/objects/uploads/${ID.toUpperCase()}`],
    ['surrounding spaces', `  /objects/uploads/${ID}  `],
    ['a fragment', `/objects/uploads/${ID}#top`],
  ])('finds the id in %s', (_label, url) => {
    expect(objectIdFromUrl(url)).toBe(ID);
  });

  it.each([
    ['nothing', ''],
    ['null', null],
    ['a number', 42 as unknown as string],
    ['a path elsewhere', `/images/${ID}`],
    ['a variant key', `/objects/uploads/${ID}.w640`],
    ['a longer path after the id', `/objects/uploads/${ID}/extra`],
    ['an id that is not a uuid', '/objects/uploads/not-an-id'],
    ['a short id', '/objects/uploads/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6'],
    ['a javascript: address', `javascript:alert(1)//objects/uploads/${ID}`],
    ['a data: address', `data:text/plain,/objects/uploads/${ID}`],
    ['a broken escape', `/objects/uploads/%E0%A4%A`],
    ['a prefix that only ends like ours', `/notobjects/uploads/${ID}`],
    ['the id in the query only', `/somewhere?file=/objects/uploads/${ID}`],
  ])('answers null for %s', (_label, url) => {
    expect(objectIdFromUrl(url as string)).toBeNull();
  });
});

describe('normaliseObjectUrl', () => {
  it('turns every accepted form into the public path', () => {
    expect(objectPathOf(ID)).toBe(`/objects/uploads/${ID}`);
    expect(normaliseObjectUrl(`https://photos.s3.amazonaws.com/incoming/${ID}?X-Amz-Signature=1`)).toBe(
      `/objects/uploads/${ID}`,
    );
    expect(normaliseObjectUrl(`http://localhost:5000/objects/upload/${ID.toUpperCase()}?expires=1&signature=x`)).toBe(
      `/objects/uploads/${ID}`,
    );
    expect(normaliseObjectUrl('https://example.org/photo.jpg')).toBeNull();
  });
});

describe("objectIdFromUrl(url, 'stored'): the lenient reading for addresses older versions stored", () => {
  const LEGACY = '3f2b8c1e-9a4d-0e6f-0b7a-1c2d3e4f5a6b'; // uuid-shaped, not RFC: refused for new uploads

  it('accepts everything the strict reading does', () => {
    for (const url of [
      `/objects/uploads/${ID}`,
      `/objects/upload/${ID}?expires=1&signature=x`,
      `https://b.s3.amazonaws.com/incoming/${ID}?X-Amz-Expires=9`,
    ]) {
      expect(objectIdFromUrl(url, 'stored')).toBe(objectIdFromUrl(url));
    }
  });

  it('also reads other storage folders and non-RFC ids, which new uploads never use', () => {
    const replit = `https://storage.googleapis.com/replit-objstore-1/.private/uploads/${ID}?X-Goog-Signature=00`;
    expect(objectIdFromUrl(replit, 'stored')).toBe(ID);
    expect(objectIdFromUrl(replit)).toBeNull();
    expect(objectIdFromUrl(`/objects/uploads/${LEGACY}`, 'stored')).toBe(LEGACY);
    expect(objectIdFromUrl(`/objects/uploads/${LEGACY}`)).toBeNull();
  });

  it.each([
    `javascript:alert('/objects/uploads/${ID}')`,
    `/objects/uploads/${ID}.w640`,
    '/objects/uploads/heron',
    '/objects/uploads/%E0%A4%A',
    `/somewhere?file=/uploads/${ID}`,
  ])('still refuses %s', (url) => expect(objectIdFromUrl(url, 'stored')).toBeNull());
});
