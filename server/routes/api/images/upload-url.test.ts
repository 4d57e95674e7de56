import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '@server/test/harness';
import { expectApiError } from '@server/test/assertions';
import {
  carriesExif,
  jpegOfSize,
  photoWithGps,
  pngWithAlpha,
  SVG,
  TEXT_NAMED_JPG,
  truncatedJpeg,
} from '@server/test/images';
import { filesInStorage, putFile, served, uploadIdOf, uploadUrlFor } from '@server/test/uploads';
import { UploadSlot, User } from '@server/db/entities';
import { uploadSignature } from '@server/services/uploads';

const LIMIT = 10_485_760;
const EXPIRED = 'Request has expired';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

describe('upload URLs: POST /api/objects/upload and PUT /objects/upload/:id (local disk)', () => {
  let server: TestServer;
  let photo: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    photo = await photoWithGps();
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The request must be refused with `status` and leave storage exactly as it was. */
  async function expectRefusedAndNothingStored(
    send: () => Promise<{ status: number }>,
    status: number,
    message?: string,
  ) {
    const before = await filesInStorage(server);
    const res = await send();
    expectApiError(res as never, status, message);
    expect(await filesInStorage(server)).toEqual(before);
  }

  it('is for signed-in people only', async () => {
    expectApiError(await server.client().post('/api/objects/upload'), 401);
  });

  it('hands out a signed URL on this server that lives 15 minutes', async () => {
    const { client } = await server.signedIn();
    const res = await client.post('/api/objects/upload');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['uploadURL']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(res.body.uploadURL);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toMatch(new RegExp(`^/objects/upload/${UUID.source}$`));
    expect([...url.searchParams.keys()]).toEqual(['expires', 'signature']);
    const expires = Number(url.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + 15 * 60))).toBeLessThan(5);
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Every call is a new object.
    expect(uploadIdOf(await uploadUrlFor(client))).not.toBe(uploadIdOf(res.body.uploadURL));
  });

  it('a photo with GPS is stored upright as WebP with no location or other metadata left', async () => {
    expect(carriesExif(photo)).toBe(true);
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const id = uploadIdOf(uploadURL);
    const res = await putFile(uploadURL, photo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: `/objects/uploads/${id}` });

    // Not added anywhere yet: its uploader (and admins) may see it.
    const main = await served(server, `/objects/uploads/${id}`, client);
    expect(main.status).toBe(200);
    expect(main.type).toBe('image/webp');
    const meta = await sharp(main.bytes).metadata();
    // The EXIF orientation (rotate 90°) was applied to the pixels, then dropped with everything else.
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(carriesExif(main.bytes)).toBe(false);

    const small = await served(server, `/objects/uploads/${id}?w=320`, client);
    expect(small.status).toBe(200);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 427 });
    expect(carriesExif(small.bytes)).toBe(false);
  });

  it('works once: a second PUT to the same URL is refused and changes nothing', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    expect((await putFile(uploadURL, photo)).status).toBe(200);
    const first = await served(server, `/objects/uploads/${uploadIdOf(uploadURL)}`, client);
    await expectRefusedAndNothingStored(async () => putFile(uploadURL, await pngWithAlpha()), 403, EXPIRED);
    expect((await served(server, `/objects/uploads/${uploadIdOf(uploadURL)}`, client)).bytes.equals(first.bytes)).toBe(
      true,
    );
  });

  it('two PUTs racing on one URL: exactly one is accepted', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const answers = await Promise.all([
      putFile(uploadURL, photo),
      putFile(uploadURL, photo),
      putFile(uploadURL, photo),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
  });

  it('refuses a URL whose id, expiry or signature was changed, or that lacks them', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const url = new URL(uploadURL);
    const id = uploadIdOf(uploadURL);
    const expires = url.searchParams.get('expires') as string;
    const signature = url.searchParams.get('signature') as string;
    const other = uploadIdOf(await uploadUrlFor(client));
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const tampered = [
      `/objects/upload/${other}?expires=${expires}&signature=${signature}`,
      `/objects/upload/${id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/objects/upload/${id}?expires=${expires}&signature=${flipped}`,
      `/objects/upload/${id}?expires=${expires}`,
      `/objects/upload/${id}?signature=${signature}`,
      `/objects/upload/${id}`,
      `/objects/upload/${id}?expires=${expires}&signature=${signature}&signature=${signature}`,
      `/objects/upload/${id}?expires=1e12&signature=${signature}`,
      `/objects/upload/not-a-uuid?expires=${expires}&signature=${signature}`,
      `/objects/upload/..%2F..%2Fsession-secret?expires=${expires}&signature=${signature}`,
    ];
    for (const path of tampered)
      await expectRefusedAndNothingStored(() => putFile(server.url + path, photo), 403, EXPIRED);
    // The untouched URL still works: refusals did not spend it.
    expect((await putFile(uploadURL, photo)).status).toBe(200);
  });

  it('expires after 15 minutes', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const spare = await uploadUrlFor(client);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 14 * 60 * 1000 });
    expect((await putFile(spare, photo)).status).toBe(200);
    vi.setSystemTime(Date.now() + 61 * 1000);
    await expectRefusedAndNothingStored(() => putFile(uploadURL, photo), 403, EXPIRED);

    // A URL re-signed by someone who knows the secret but with a past expiry is refused as well.
    const id = uploadIdOf(await uploadUrlFor(client));
    const slot = await server.deps.db.repo(UploadSlot).findOneByOrFail({ id });
    const past = Math.floor(Date.now() / 1000) - 1;
    const signature = uploadSignature(server.deps.config.sessionSecret, id, past, slot.userId);
    await expectRefusedAndNothingStored(
      () => putFile(`${server.url}/objects/upload/${id}?expires=${past}&signature=${signature}`, photo),
      403,
      EXPIRED,
    );
  });

  it('refuses the URL of an account that was disabled after asking for it', async () => {
    const { client, userId } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    await server.deps.db.write((m) => m.update(User, { id: userId }, { disabled: true }));
    await expectRefusedAndNothingStored(() => putFile(uploadURL, photo), 403, EXPIRED);
  });

  it.each([
    [
      'text named .jpg',
      () => TEXT_NAMED_JPG,
      'image/jpeg',
      'That file is not an image we can read. Please choose a JPG, PNG or WebP photo.',
    ],
    ['an SVG', () => SVG, 'image/svg+xml', 'Only JPG, PNG and WebP images are accepted.'],
    [
      'a truncated JPEG',
      truncatedJpeg,
      'image/jpeg',
      'That image could not be processed. It may be damaged; please try another file.',
    ],
    [
      'an empty body',
      () => Buffer.alloc(0),
      'image/jpeg',
      'That file is not an image we can read. Please choose a JPG, PNG or WebP photo.',
    ],
  ])('refuses %s with 415, stores nothing, and the URL is spent', async (_label, make, type, message) => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const bytes = await make();
    await expectRefusedAndNothingStored(() => putFile(uploadURL, bytes, { 'content-type': type }), 415, message);
    await expectRefusedAndNothingStored(() => putFile(uploadURL, photo), 403, EXPIRED);
  });

  it('accepts a PNG with transparency and keeps the transparency', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const res = await putFile(uploadURL, await pngWithAlpha(), { 'content-type': 'image/png' });
    expect(res.status).toBe(200);
    const meta = await sharp((await served(server, res.body.url, client)).bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });
  });

  it('judges the bytes, not the declared type: JSON, form or no Content-Type at all', async () => {
    const { client } = await server.signedIn();
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ]) {
      const res = await putFile(await uploadUrlFor(client), photo, headers as Record<string, string>);
      expect(res.status).toBe(200);
    }
  });

  it('accepts exactly 10,485,760 bytes', async () => {
    const { client } = await server.signedIn();
    const res = await putFile(await uploadUrlFor(client), jpegOfSize(photo, LIMIT));
    expect(res.status).toBe(200);
    expect(carriesExif((await served(server, res.body.url, client)).bytes)).toBe(false);
  });

  it('refuses 10,485,761 bytes with 413 and stores nothing', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    await expectRefusedAndNothingStored(
      () => putFile(uploadURL, jpegOfSize(photo, LIMIT + 1)),
      413,
      'Images must be 10 MB or smaller.',
    );
  });

  it('counts while the file streams in: a stream with no length is refused as soon as it passes the limit', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    // 11 MB, then the sender stalls for good: only a server that stops at the limit can answer at all.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 11) return new Promise(() => undefined);
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    await expectRefusedAndNothingStored(
      () => putFile(uploadURL, endless, { 'content-type': 'image/jpeg' }),
      413,
      'Images must be 10 MB or smaller.',
    );
    expect(sent).toBeLessThanOrEqual(11);
  });

  it('a signed-in browser PUT from this site passes the cross-site check; one from another site does not', async () => {
    const { client } = await server.signedIn();
    const cookie = client.cookieHeader();
    const sameSite = await putFile(await uploadUrlFor(client), photo, {
      'content-type': 'image/jpeg',
      cookie,
      // The site's own origin is PUBLIC_URL's (here the default, as the test server sets none).
      origin: new URL(server.deps.config.publicUrl).origin,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.status).toBe(200);
    const crossSite = await putFile(await uploadUrlFor(client), photo, {
      'content-type': 'image/jpeg',
      cookie,
      origin: 'https://evil.example',
    });
    expectApiError(crossSite as never, 403, 'Cross-site request refused.');
  });

  it('desktop tokens get upload URLs too', async () => {
    const { email } = await server.signedIn();
    const token = await server
      .client()
      .post('/api/auth/token', { email, password: 'correct horse battery', deviceName: 'Desk' });
    const desk = server.client().bearer(token.body.token);
    const res = await putFile(await uploadUrlFor(desk), photo, { 'content-type': 'image/jpeg' });
    expect(res.status).toBe(200);
  });
});

describe('upload URLs with PUBLIC_URL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://preserve.example.org' } });
  });
  afterAll(() => server.close());

  it('point at the public address, not the one the request came in on', async () => {
    const { client } = await server.signedIn();
    const uploadURL = await uploadUrlFor(client);
    expect(uploadURL).toMatch(
      new RegExp(`^https://preserve\\.example\\.org/objects/upload/${UUID.source}\\?expires=\\d+&signature=`),
    );
    // The same path and query work when they reach this server (as they would through the proxy).
    const local = new URL(uploadURL);
    const res = await putFile(server.url + local.pathname + local.search, await photoWithGps());
    expect(res.status).toBe(200);
  });
});
