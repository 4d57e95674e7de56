import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '@server/test/suites';
import { expectApiError } from '@server/test/assertions';
import { GalleryImage } from '@server/db/entities';
import { addImage, clearGallery } from '@server/test/galleryImages';
import { objectIdFromUrl } from '@shared/lib/objectPaths';

/** The lenient reader 'Fix Gallery URLs' uses for addresses older versions stored. */
const uploadIdOf = (address: string) => objectIdFromUrl(address, 'stored');

const ID = '6f1c2e9a-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

describe('uploadIdOf: the upload id inside an image address', () => {
  it.each([
    [`/objects/uploads/${ID}`],
    [`https://preserve.example.org/objects/uploads/${ID}`],
    [`http://127.0.0.1:5000/objects/uploads/${ID}?w=640`],
    [`/objects/upload/${ID}?expires=1790000000&signature=abc_-123`],
    [`https://preserve.example.org/objects/upload/${ID}?expires=1790000000&signature=abc`],
    [`https://bucket.s3.us-east-1.amazonaws.com/incoming/${ID}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=ff`],
    [`http://127.0.0.1:9000/preserve-bucket/incoming/${ID}?X-Amz-Expires=900`],
    [`https://storage.googleapis.com/replit-objstore-1/.private/uploads/${ID}?X-Goog-Signature=00`],
    [`  /objects/uploads/${ID}  `],
    [`//cdn.example.org/objects/uploads/${ID}`],
  ])('%s', (address) => {
    expect(uploadIdOf(address)).toBe(ID);
  });

  it.each([
    ['an external photo', 'https://example.org/photos/heron.jpg'],
    ['a static asset', '/assets/heron-abc123.webp'],
    ['the placeholder', '/api/placeholder-image'],
    ['a variant file name', `/objects/uploads/${ID}.w640`],
    ['not a uuid', '/objects/uploads/heron'],
    ['a uuid with nothing naming an upload', `/events/${ID}`],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a script URL', `javascript:alert('/objects/uploads/${ID}')`],
    ['a broken escape', '/objects/uploads/%E0%A4%A'],
    ['empty', ''],
  ])('%s names no upload', (_label, address) => {
    expect(uploadIdOf(address)).toBeNull();
  });
});

describe('POST /api/admin/migrate-gallery-urls', () => {
  const t = useSignedInAdmin();
  beforeEach(() => clearGallery(t.server.deps.db));

  const urls = async () =>
    Object.fromEntries((await t.server.deps.db.repo(GalleryImage).find()).map((g) => [g.title, g.imageUrl]));

  it('rewrites raw upload URLs to /objects/uploads/{id}, counts what it cannot read, and leaves the rest', async () => {
    const db = t.server.deps.db;
    const ids = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
      '44444444-4444-4444-8444-444444444444',
    ];
    await addImage(db, { title: 'already fine', imageUrl: `/objects/uploads/${ids[0]}` });
    await addImage(db, { title: 'absolute', imageUrl: `https://preserve.example.org/objects/uploads/${ids[1]}` });
    await addImage(db, {
      title: 'local upload URL',
      imageUrl: `/objects/upload/${ids[2]}?expires=1790000000&signature=abc`,
    });
    await addImage(db, {
      title: 'presigned',
      imageUrl: `http://127.0.0.1:9000/bucket/incoming/${ids[3]}?X-Amz-Signature=ff`,
    });
    await addImage(db, { title: 'external', imageUrl: 'https://example.org/heron.jpg' });
    await addImage(db, { title: 'nonsense', imageUrl: 'not a url at all' });

    const res = await t.admin.post('/api/admin/migrate-gallery-urls');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ migrated: 3, errors: 2 });
    expect(await urls()).toEqual({
      'already fine': `/objects/uploads/${ids[0]}`,
      absolute: `/objects/uploads/${ids[1]}`,
      'local upload URL': `/objects/uploads/${ids[2]}`,
      presigned: `/objects/uploads/${ids[3]}`,
      external: 'https://example.org/heron.jpg',
      nonsense: 'not a url at all',
    });

    // A second run finds nothing more to fix, and still reports the rows it cannot read.
    expect((await t.admin.post('/api/admin/migrate-gallery-urls')).body).toEqual({ migrated: 0, errors: 2 });
  });

  it('an empty gallery: nothing migrated, no errors', async () => {
    expect((await t.admin.post('/api/admin/migrate-gallery-urls')).body).toEqual({ migrated: 0, errors: 0 });
  });

  it('hidden and pending images are migrated too', async () => {
    const db = t.server.deps.db;
    await addImage(db, { title: 'pending', isPublic: false, imageUrl: `https://x.example/objects/uploads/${ID}` });
    expect((await t.admin.post('/api/admin/migrate-gallery-urls')).body).toEqual({ migrated: 1, errors: 0 });
    expect(await urls()).toEqual({ pending: `/objects/uploads/${ID}` });
  });

  it('visitors 401, members 403, and nothing is rewritten', async () => {
    await addImage(t.server.deps.db, {
      title: 'absolute',
      imageUrl: `https://preserve.example.org/objects/uploads/${ID}`,
    });
    expectApiError(await t.server.client().post('/api/admin/migrate-gallery-urls'), 401);
    const { client: member } = await t.server.signedIn();
    expectApiError(await member.post('/api/admin/migrate-gallery-urls'), 403);
    expect(await urls()).toEqual({ absolute: `https://preserve.example.org/objects/uploads/${ID}` });
  });
});
