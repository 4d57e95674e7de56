import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { tinyPngOfHugeSize } from '@server/test/images';
import { filesInStorage, putFile, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { GalleryImage } from '@server/db/entities';
import { HttpError } from '@server/errors';
import { decodeOriginal, ingestImage, mainKeyOf, variantKeyOf, type RawImage } from '@server/services/images';

/**
 * A file's size says little about its pixels: a PNG of one-bit rows that are all the same deflates to almost
 * nothing, yet decoding it means unpacking every pixel. The pipeline reads the dimensions from the header and
 * refuses more than 50 megapixels before decoding anything; an accepted original is decoded once for all its sizes.
 */
const TOO_MANY_PIXELS = (w: number, h: number) =>
  `Images must be 50 megapixels or smaller; this one is ${w} × ${h} pixels. Please choose a smaller photo.`;
const TOO_NARROW = 'That image is too long and narrow to show on the site. Please crop it or choose another photo.';
const TOO_DEEP = (w: number, h: number) =>
  `Images with 16 bits per colour must be 12 megapixels or smaller; this one is ${w} × ${h} pixels. ` +
  'Please save it with 8 bits per colour or choose a smaller picture.';

describe.each([
  ['local disk', false],
  ['S3', true],
])('the pixel limit through the real upload flow (%s)', (_driver, s3) => {
  let server: TestServer;
  let member: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ s3 });
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  const storedKeys = async () => (s3 ? server.s3!.keys() : await filesInStorage(server));

  /** Uploads `png` as a member and adds it to the gallery: on local disk the PUT itself answers, on S3 the add does. */
  async function uploadAndAdd(png: Buffer) {
    const uploadURL = await uploadUrlFor(member);
    const put = await putFile(uploadURL, png, { 'content-type': 'image/png' });
    if (!s3 && put.status !== 200) return { id: uploadIdOf(uploadURL), refusal: put };
    expect(put.status).toBe(200);
    const added = await member.post('/api/images', { imageURL: uploadURL, title: 'Pixels' });
    return { id: uploadIdOf(uploadURL), refusal: added.status === 201 ? null : added, added };
  }

  it('a 30 KB PNG of 16000 x 16000 pixels is refused with 413, and nothing of it is stored', async () => {
    const png = tinyPngOfHugeSize(16000, 16000);
    expect(png.length).toBeLessThan(40 * 1024);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 16000, height: 16000 });
    const rows = await server.deps.db.repo(GalleryImage).count();

    const { id, refusal } = await uploadAndAdd(png);
    expectApiError(refusal as never, 413, TOO_MANY_PIXELS(16000, 16000));
    expect((await storedKeys()).filter((k) => k.includes(id))).toEqual([]);
    expect(await server.deps.db.repo(GalleryImage).count()).toBe(rows);
  });

  it('50 megapixels are accepted; one row of pixels more is refused', async () => {
    const justUnder = await uploadAndAdd(tinyPngOfHugeSize(7072, 7070)); // 49,999,040 pixels
    expect(justUnder.refusal).toBeNull();
    expect(justUnder.added?.body.imageUrl).toBe(`/objects/uploads/${justUnder.id}`);

    const justOver = await uploadAndAdd(tinyPngOfHugeSize(7072, 7071)); // 50,006,112 pixels
    expectApiError(justOver.refusal as never, 413, TOO_MANY_PIXELS(7072, 7071));
  });

  // 16 bits a channel doubles what the decoder inflates and converts: a few hundred KB of such PNG cost seconds.
  it('a 16-bit PNG over 12 megapixels is refused with 413 before decoding; 12 megapixels are accepted', async () => {
    const deep = tinyPngOfHugeSize(3465, 3464, 16); // 12,002,760 pixels
    expect(await sharp(deep).metadata()).toMatchObject({ format: 'png', depth: 'ushort', width: 3465 });
    const over = await uploadAndAdd(deep);
    expectApiError(over.refusal as never, 413, TOO_DEEP(3465, 3464));
    expect((await storedKeys()).filter((k) => k.includes(over.id))).toEqual([]);

    const under = await uploadAndAdd(tinyPngOfHugeSize(3464, 3464, 16)); // 11,999,296 pixels
    expect(under.refusal).toBeNull();
    // The same size at 8 bits is far from any limit.
    expect((await uploadAndAdd(tinyPngOfHugeSize(3465, 3464, 8))).refusal).toBeNull();
  });

  it('an animated WebP is stored as its first frame: the other frames are never decoded', async () => {
    const frame = (r: number, g: number, b: number) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    const frames = [await frame(200, 20, 20), await frame(20, 200, 20), await frame(20, 20, 200)];
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ lossless: true })
      .toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ format: 'webp', pages: 3, height: 200 });
    const uploadURL = await uploadUrlFor(member);
    expect((await putFile(uploadURL, animated, { 'content-type': 'image/webp' })).status).toBe(200);
    expect((await member.post('/api/images', { imageURL: uploadURL, title: 'Frames' })).status).toBe(201);
    const stored = await server.deps.storage.get(`uploads/${uploadIdOf(uploadURL)}`);
    const main = Buffer.concat(await stored!.body.toArray());
    expect(await sharp(main).metadata()).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(main).metadata()).pages ?? 1).toBe(1);
    const { channels } = await sharp(main).stats();
    expect(channels[0].mean).toBeGreaterThan(150); // the first frame's red
  });

  it('a picture too long and narrow for WebP is refused with a clear 415, not a failure half-way', async () => {
    const { id, refusal } = await uploadAndAdd(tinyPngOfHugeSize(100, 20000));
    expectApiError(refusal as never, 415, TOO_NARROW);
    expect((await storedKeys()).filter((k) => k.includes(id))).toEqual([]);
  });
});

describe('the image pipeline decodes an original once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** The real decoder, counted, with every pixel it hands back painted blue: whatever comes from it is blue. */
  function countingBlueDecoder() {
    const seen = { decodes: 0 };
    const decode = async (input: Buffer): Promise<RawImage> => {
      seen.decodes += 1;
      const raw = await decodeOriginal(input);
      const { channels } = raw.info;
      for (let i = 0; i < raw.data.length; i += channels) {
        raw.data[i] = 0;
        raw.data[i + 1] = 0;
        raw.data[i + 2] = 255;
      }
      return raw;
    };
    return { seen, decode };
  }

  const isBlue = async (bytes: Buffer) => {
    const { channels } = await sharp(bytes).stats();
    return channels[0].mean < 8 && channels[1].mean < 8 && channels[2].mean > 247;
  };

  it('every stored width comes from the one decode of the original', async () => {
    const green = await sharp({
      create: { width: 1700, height: 1100, channels: 3, background: { r: 40, g: 160, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const { seen, decode } = countingBlueDecoder();
    const stored = await ingestImage(server.deps.storage, green, randomUUID(), { decode });
    expect(seen.decodes).toBe(1);
    expect(stored.widths).toEqual([320, 640, 960, 1280, 1600]);
    for (const key of [mainKeyOf(stored.id), ...stored.widths.map((w) => variantKeyOf(stored.id, w))]) {
      const obj = await server.deps.storage.get(key);
      const bytes = Buffer.concat(await obj!.body.toArray());
      expect(await isBlue(bytes), key).toBe(true);
    }
    const main = await sharp(
      Buffer.concat(await (await server.deps.storage.get(mainKeyOf(stored.id)))!.body.toArray()),
    ).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 1700, height: 1100 });
  });

  it('a picture over the pixel limit is refused before it is decoded at all', async () => {
    const { seen, decode } = countingBlueDecoder();
    const id = randomUUID();
    await expect(ingestImage(server.deps.storage, tinyPngOfHugeSize(16000, 16000), id, { decode })).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 413 && e.message === TOO_MANY_PIXELS(16000, 16000),
    );
    expect(seen.decodes).toBe(0);
    expect(await server.deps.storage.list(`uploads/${id}`)).toEqual([]);
  });

  it("the decoder itself refuses more than 50 megapixels (sharp's limitInputPixels), as a second guard", async () => {
    await expect(decodeOriginal(tinyPngOfHugeSize(7072, 7071))).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 413 && e.message === TOO_MANY_PIXELS(7072, 7071),
    );
  });
});
