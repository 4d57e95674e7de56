import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { SVG, TEXT_NAMED_JPG } from '@server/test/images';
import { filesInStorage, putFile, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { HttpError } from '@server/errors';
import { decodeOriginal } from '@server/services/images';
import { imageFormatOf, looksLikeOtherImage } from '@server/services/imageFormat';

/**
 * A file's format is judged from its first bytes before any decoder runs: the libraries behind sharp read SVG
 * (librsvg), TIFF, GIF, HEIF and more, and asking sharp what a file is already parses it, so a 9.5 MB SVG used to
 * cost seconds of CPU and hundreds of MB before it was refused. The proof that no decoder ran: markup that is no
 * valid SVG at all is refused as a format we do not accept; a decoder would have failed on it and said it cannot
 * read the file.
 */
const NOT_ACCEPTED = 'Only JPG, PNG and WebP images are accepted.';
const UNREADABLE = 'That file is not an image we can read. Please choose a JPG, PNG or WebP photo.';

/** Starts like an SVG, then is nothing any parser could read. */
const BROKEN_SVG = Buffer.concat([
  Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><path d="'),
  Buffer.from([0x00, 0xff, 0xfe, 0x3c, 0x3c, 0x00]),
  Buffer.from('"<<</svg'),
]);

describe.each([
  ['local disk', false],
  ['S3', true],
])('formats are judged before decoding, through the real upload flow (%s)', (_driver, s3) => {
  let server: TestServer;
  let member: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ s3 });
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  const storedKeys = async () => (s3 ? server.s3!.keys() : await filesInStorage(server));

  /** PUTs `bytes` as a member and, on S3, adds them: answers the refusal, whichever step gave it. */
  async function refusalOf(bytes: Buffer, type: string) {
    const uploadURL = await uploadUrlFor(member);
    const put = await putFile(uploadURL, bytes, { 'content-type': type });
    if (!s3) return { id: uploadIdOf(uploadURL), refusal: put };
    expect(put.status).toBe(200);
    const added = await member.post('/api/images', { imageURL: uploadURL, title: 'Format' });
    return { id: uploadIdOf(uploadURL), refusal: added };
  }

  it('SVG markup that no parser could read is refused as SVG: no decoder was asked', async () => {
    const { id, refusal } = await refusalOf(BROKEN_SVG, 'image/svg+xml');
    expectApiError(refusal as never, 415, NOT_ACCEPTED);
    expect((await storedKeys()).filter((k) => k.includes(id))).toEqual([]);
  });

  it.each([
    ['an SVG', () => SVG],
    [
      'an SVG after a byte order mark and blank lines',
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n\n'), SVG]),
    ],
    ['a gzipped SVG (SVGZ)', () => zlib.gzipSync(SVG)],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
    ],
  ])('%s is refused with 415 and the same words', async (_label, make) => {
    const { refusal } = await refusalOf(await make(), 'image/png');
    expectApiError(refusal as never, 415, NOT_ACCEPTED);
  });

  it('text that is no picture at all still says the file cannot be read', async () => {
    const { refusal } = await refusalOf(TEXT_NAMED_JPG, 'image/jpeg');
    expectApiError(refusal as never, 415, UNREADABLE);
  });
});

describe('the format check', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const flat = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } });
    expect(imageFormatOf(await flat().jpeg().toBuffer())).toBe('jpeg');
    expect(imageFormatOf(await flat().png().toBuffer())).toBe('png');
    expect(imageFormatOf(await flat().webp().toBuffer())).toBe('webp');
    for (const other of [SVG, BROKEN_SVG, zlib.gzipSync(SVG), await flat().gif().toBuffer(), Buffer.alloc(0)])
      expect(imageFormatOf(other)).toBeNull();
    // A RIFF file of another kind (a WAV recording) is not WebP.
    expect(imageFormatOf(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(looksLikeOtherImage(TEXT_NAMED_JPG)).toBe(false);
  });

  it('guards the decoder itself, for any caller that comes to it directly', async () => {
    await expect(decodeOriginal(BROKEN_SVG)).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 415 && e.message === NOT_ACCEPTED,
    );
  });
});
