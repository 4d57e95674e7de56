import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { carriesExif, photoWithGps, TEXT_NAMED_JPG } from '@server/test/images';
import { putFile, served, uploadUrlFor } from '@server/test/uploads';
import { GalleryImage } from '@server/db/entities';

/**
 * The whole upload flow on the S3 driver: the browser PUTs straight to a presigned URL on the (loopback) S3
 * server, and the photo is checked and processed when it is added to the gallery. Local-disk uploads are
 * covered in upload-url.test.ts and images.test.ts.
 */
describe('uploads through S3 storage', () => {
  let server: TestServer;
  let member: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ s3: true });
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  const s3Keys = () => server.s3!.keys();

  it('hands out a presigned URL to incoming/{id} on the storage server, not on this one', async () => {
    const uploadURL = await uploadUrlFor(member);
    const url = new URL(uploadURL);
    expect(url.origin).not.toBe(new URL(server.url).origin);
    expect(url.pathname).toMatch(/\/incoming\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(900);
  });

  it('a photo PUT to the presigned URL becomes a processed gallery image with no location left', async () => {
    const uploadURL = await uploadUrlFor(member);
    const id = new URL(uploadURL).pathname.split('/').pop()!;
    expect((await putFile(uploadURL, await photoWithGps())).status).toBe(200);
    expect(s3Keys()).toContain(`incoming/${id}`);

    const res = await member.post('/api/images', { imageURL: uploadURL, title: 'Orchid (sample)', category: 'wildlife' });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/objects/uploads/${id}`);
    // Processed into the same keys as on local disk; the raw upload is gone.
    expect(s3Keys()).toContain(`uploads/${id}`);
    expect(s3Keys()).not.toContain(`incoming/${id}`);

    // Waiting for approval: its uploader may fetch it.
    const main = await served(server, res.body.imageUrl, member);
    expect(main.status).toBe(200);
    expect(main.type).toBe('image/webp');
    expect(carriesExif(main.bytes)).toBe(false);
    expect((await sharp(main.bytes).metadata()).exif).toBeUndefined();
    // Every size the pages' srcset asks for is read from the bucket, and carries no location either.
    for (const w of [320, 640, 960, 1280, 1600]) {
      const variant = await served(server, `${res.body.imageUrl}?w=${w}`, member);
      expect(variant.status).toBe(200);
      expect(variant.type).toBe('image/webp');
      expect(carriesExif(variant.bytes)).toBe(false);
      expect((await sharp(variant.bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('a file that is not an image is refused when it is added, and nothing of it stays in the bucket', async () => {
    const uploadURL = await uploadUrlFor(member);
    const id = new URL(uploadURL).pathname.split('/').pop()!;
    expect((await putFile(uploadURL, TEXT_NAMED_JPG)).status).toBe(200);
    const before = await server.deps.db.repo(GalleryImage).count();

    const res = await member.post('/api/images', { imageURL: uploadURL, title: 'Not a photo' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectApiError(res, res.status);
    expect(await server.deps.db.repo(GalleryImage).count()).toBe(before);
    expect(s3Keys().filter((k) => k.includes(id))).toEqual([]);
  });

  it("another member cannot add someone's upload: 403, the raw file stays, and its owner adds it afterwards", async () => {
    const uploadURL = await uploadUrlFor(member);
    const id = new URL(uploadURL).pathname.split('/').pop()!;
    expect((await putFile(uploadURL, await photoWithGps())).status).toBe(200);
    const { client: other } = await server.signedIn();
    const before = await server.deps.db.repo(GalleryImage).count();
    expectApiError(await other.post('/api/images', { imageURL: uploadURL, title: 'Not mine' }), 403, 'You can only add images you uploaded.');
    expect(await server.deps.db.repo(GalleryImage).count()).toBe(before);
    expect(s3Keys()).toContain(`incoming/${id}`);
    expect(s3Keys()).not.toContain(`uploads/${id}`);
    expect((await member.post('/api/images', { imageURL: uploadURL, title: 'Mine' })).status).toBe(201);
  });

  it('an upload URL that was never used cannot be added', async () => {
    const uploadURL = await uploadUrlFor(member);
    expectApiError(await member.post('/api/images', { imageURL: uploadURL, title: 'Nothing sent' }), 400, 'Could not get uploaded file URL. Please try again.');
  });
});
