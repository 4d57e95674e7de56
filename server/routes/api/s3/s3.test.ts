import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError as expectApiErrorText } from '@server/test/assertions';
import type { TestResponse } from '@server/test/client';
import { FOREIGN_KEY_MESSAGE, INCOMING_KEY, SIGN_PART_MESSAGE } from '@shared/schemas/s3';
import { NEEDS_S3_MESSAGE, NO_STS_MESSAGE, PART_EXPIRES_SEC } from './router';

/**
 * The multipart companion endpoints against the loopback S3 server: the same calls @uppy/aws-s3 makes,
 * with the parts PUT straight to the signed URLs as a browser would.
 */

const MiB = 1024 * 1024;

/** The shared error contract, with a pattern allowed for messages that name details. */
function expectApiError(res: TestResponse, status: number, message?: string | RegExp) {
  expectApiErrorText(res, status);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}
/** The sources of the Content-Security-Policy's connect-src. */
const connectSources = (res: TestResponse) =>
  /(?:^|;)\s*connect-src ([^;]*)/
    .exec(res.headers.get('content-security-policy') ?? '')?.[1]
    .trim()
    .split(/\s+/);

/** Bytes that differ from part to part, so a part stored in the wrong place shows. */
const bytes = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) & 0xff));

describe('S3 multipart companion endpoints (S3 storage)', () => {
  let server: TestServer;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ s3: true });
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  async function start(type = 'video/mp4') {
    const res = await member.post('/api/s3/multipart', {
      filename: 'walk.mp4',
      type,
      metadata: { name: 'walk.mp4', type },
    });
    expect(res.status).toBe(200);
    return res.body as { key: string; uploadId: string };
  }
  const q = (key: string) => `?key=${encodeURIComponent(key)}`;
  async function putPart(key: string, uploadId: string, n: number, body: Buffer) {
    const signed = await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/${n}${q(key)}`);
    expect(signed.status).toBe(200);
    expect(signed.body.expires).toBe(PART_EXPIRES_SEC);
    const res = await fetch(signed.body.url, { method: 'PUT', body: new Uint8Array(body) });
    expect(res.status).toBe(200);
    return res.headers.get('etag')!;
  }

  it('uploads a file in parts: start, sign, PUT, list, complete', async () => {
    const { key, uploadId } = await start();
    expect(key).toMatch(INCOMING_KEY);
    const first = bytes(5 * MiB, 1);
    const second = bytes(1234, 2);
    const etag1 = await putPart(key, uploadId, 1, first);
    const etag2 = await putPart(key, uploadId, 2, second);

    const listed = await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { PartNumber: 1, ETag: etag1, Size: first.length },
      { PartNumber: 2, ETag: etag2, Size: second.length },
    ]);

    const done = await member.post(`/api/s3/multipart/${encodeURIComponent(uploadId)}/complete${q(key)}`, {
      parts: [
        { PartNumber: 1, ETag: etag1 },
        { PartNumber: 2, ETag: etag2 },
      ],
    });
    expect(done.status).toBe(200);
    expect(done.body.location).toBe(`${server.s3!.endpoint}/${server.s3!.bucket}/${key}`);
    const stored = server.s3!.object(key)!;
    expect(stored.contentType).toBe('video/mp4');
    expect(stored.body.equals(Buffer.concat([first, second]))).toBe(true);
    expect(server.s3!.openUploads()).toBe(0);
  });

  it('aborts an upload: its parts are gone and it can no longer be listed or completed', async () => {
    const { key, uploadId } = await start();
    const etag = await putPart(key, uploadId, 1, bytes(100, 3));
    const before = server.s3!.openUploads();
    const res = await member.delete(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`);
    expect(res.status).toBe(204);
    expect(server.s3!.openUploads()).toBe(before - 1);
    expectApiError(
      await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`),
      404,
      /does not exist/,
    );
    expectApiError(
      await member.post(`/api/s3/multipart/${encodeURIComponent(uploadId)}/complete${q(key)}`, {
        parts: [{ PartNumber: 1, ETag: etag }],
      }),
      404,
      /does not exist/,
    );
    expect(server.s3!.keys()).not.toContain(key);
  });

  it('signing without a key, an upload id or a part number gets SIGN_PART_MESSAGE', async () => {
    const { key, uploadId } = await start();
    expectApiError(await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/1`), 400, SIGN_PART_MESSAGE);
    expectApiError(
      await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/1?key=`),
      400,
      SIGN_PART_MESSAGE,
    );
    // A repeated ?key= is not one key.
    expectApiError(
      await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/1${q(key)}&key=${encodeURIComponent(key)}`),
      400,
      SIGN_PART_MESSAGE,
    );
    for (const n of ['0', '10001', '1.5', 'abc', '-1']) {
      expectApiError(
        await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/${n}${q(key)}`),
        400,
        /partNumber must be a whole number/,
      );
    }
  });

  it('refuses keys the server did not issue, so no URL can be signed for other objects', async () => {
    const { uploadId } = await start();
    const foreign = [
      'uploads/11111111-1111-4111-8111-111111111111',
      'incoming/../uploads/x',
      'incoming/not-a-uuid',
      '../etc/passwd',
      'incoming/11111111-1111-4111-8111-111111111111/x',
    ];
    for (const key of foreign) {
      expectApiError(
        await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/1${q(key)}`),
        400,
        FOREIGN_KEY_MESSAGE,
      );
      expectApiError(
        await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`),
        400,
        FOREIGN_KEY_MESSAGE,
      );
      expectApiError(
        await member.delete(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`),
        400,
        FOREIGN_KEY_MESSAGE,
      );
      expectApiError(
        await member.post(`/api/s3/multipart/${encodeURIComponent(uploadId)}/complete${q(key)}`, {
          parts: [{ PartNumber: 1, ETag: '"x"' }],
        }),
        400,
        FOREIGN_KEY_MESSAGE,
      );
    }
  });

  it('an upload id that exists nowhere is 404, and a part URL for it is refused by storage', async () => {
    const key = 'incoming/22222222-2222-4222-8222-222222222222';
    expectApiError(await member.get(`/api/s3/multipart/no-such-upload${q(key)}`), 404, /does not exist/);
    expectApiError(await member.delete(`/api/s3/multipart/no-such-upload${q(key)}`), 404, /does not exist/);
    // Signing needs no call to storage; the PUT to the URL is where S3 says no.
    const signed = await member.get(`/api/s3/multipart/no-such-upload/1${q(key)}`);
    expect(signed.status).toBe(200);
    expect((await fetch(signed.body.url, { method: 'PUT', body: 'x' })).status).toBe(404);
  });

  it('completing with parts that do not match what was uploaded is a 400, and the upload stays open', async () => {
    const { key, uploadId } = await start();
    const etag1 = await putPart(key, uploadId, 1, bytes(100, 4));
    const etag2 = await putPart(key, uploadId, 2, bytes(100, 5));
    const complete = (parts: unknown) =>
      member.post(`/api/s3/multipart/${encodeURIComponent(uploadId)}/complete${q(key)}`, { parts });
    expectApiError(await complete([{ PartNumber: 1, ETag: '"0000"' }]), 400, /do not match.*InvalidPart/);
    expectApiError(await complete([{ PartNumber: 3, ETag: etag1 }]), 400, /do not match.*InvalidPart/);
    // Part 1 is under S3's 5 MiB minimum for a part that is not the last.
    expectApiError(
      await complete([
        { PartNumber: 1, ETag: etag1 },
        { PartNumber: 2, ETag: etag2 },
      ]),
      400,
      /EntityTooSmall/,
    );
    expectApiError(
      await complete([
        { PartNumber: 2, ETag: etag2 },
        { PartNumber: 1, ETag: etag1 },
      ]),
      400,
      /ascending PartNumber/,
    );
    expectApiError(await complete([]), 400, /at least one part/);
    expectApiError(await complete('parts'), 400, /parts must be a list/);
    expect(server.s3!.keys()).not.toContain(key);
    expect((await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}${q(key)}`)).body).toHaveLength(2);
  });

  it('a signed part URL stops working when it expires', async () => {
    const { key, uploadId } = await start();
    const signed = await member.get(`/api/s3/multipart/${encodeURIComponent(uploadId)}/1${q(key)}`);
    server.s3!.advanceClock(PART_EXPIRES_SEC + 1);
    try {
      const res = await fetch(signed.body.url, { method: 'PUT', body: 'late' });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Request has expired');
    } finally {
      server.s3!.advanceClock(-(PART_EXPIRES_SEC + 1));
    }
  });

  it('start validates the filename and type', async () => {
    expectApiError(await member.post('/api/s3/multipart', { type: 'video/mp4' }), 400, 'filename is required');
    expectApiError(
      await member.post('/api/s3/multipart', { filename: 'a.mp4', type: 'not a type' }),
      400,
      /media type/,
    );
    expectApiError(
      await member.post('/api/s3/multipart', ['walk.mp4']),
      400,
      'Please send the fields as a JSON object.',
    );
    // An empty type (a browser that does not know the file) is stored as plain bytes.
    const res = await member.post('/api/s3/multipart', { filename: 'a.bin', type: '' });
    expect(res.status).toBe(200);
  });

  it('params: one presigned PUT for a small file, bound to its content type', async () => {
    const res = await member.get('/api/s3/params?filename=owl.jpg&type=image%2Fjpeg');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'PUT', fields: {}, headers: { 'content-type': 'image/jpeg' } });
    const url = new URL(res.body.url);
    const key = decodeURIComponent(url.pathname.slice(`/${server.s3!.bucket}/`.length));
    expect(key).toMatch(INCOMING_KEY);
    expect(
      (await fetch(url, { method: 'PUT', body: 'jpeg bytes', headers: { 'content-type': 'text/html' } })).status,
    ).toBe(403);
    expect((await fetch(url, { method: 'PUT', body: 'jpeg bytes', headers: res.body.headers })).status).toBe(200);
    expect(server.s3!.object(key)?.contentType).toBe('image/jpeg');
    expectApiError(await member.get('/api/s3/params?type=image%2Fjpeg'), 400, 'filename is required');
  });

  it('the CSP lets the browser PUT to the storage origin, and nowhere else new', async () => {
    expect(connectSources(await server.client().get('/api/health'))).toEqual(["'self'", server.s3!.endpoint]);
  });

  it('sts hands out no credentials', async () => {
    expectApiError(await member.get('/api/s3/sts'), 501, NO_STS_MESSAGE);
  });

  it('visitors get 401 from every companion call and start nothing', async () => {
    const visitor = server.client();
    const key = 'incoming/33333333-3333-4333-8333-333333333333';
    const before = server.s3!.openUploads();
    expectApiError(await visitor.post('/api/s3/multipart', { filename: 'a.mp4', type: 'video/mp4' }), 401);
    expectApiError(await visitor.get(`/api/s3/multipart/x/1${q(key)}`), 401);
    expectApiError(await visitor.get(`/api/s3/multipart/x${q(key)}`), 401);
    expectApiError(
      await visitor.post(`/api/s3/multipart/x/complete${q(key)}`, { parts: [{ PartNumber: 1, ETag: 'x' }] }),
      401,
    );
    expectApiError(await visitor.delete(`/api/s3/multipart/x${q(key)}`), 401);
    expectApiError(await visitor.get('/api/s3/params?filename=a.jpg&type=image%2Fjpeg'), 401);
    expectApiError(await visitor.get('/api/s3/sts'), 401);
    expect(server.s3!.openUploads()).toBe(before);
  });
});

describe('S3 multipart companion endpoints (local storage)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ s3: false });
  });
  afterAll(() => server.close());

  it('answer 501 with a message naming what is missing, after checking the input', async () => {
    const { client } = await server.signedIn();
    const key = 'incoming/33333333-3333-4333-8333-333333333333';
    expectApiError(
      await client.post('/api/s3/multipart', { filename: 'a.mp4', type: 'video/mp4' }),
      501,
      NEEDS_S3_MESSAGE,
    );
    expectApiError(await client.get(`/api/s3/multipart/u/1?key=${key}`), 501, NEEDS_S3_MESSAGE);
    expectApiError(await client.get(`/api/s3/multipart/u?key=${key}`), 501, NEEDS_S3_MESSAGE);
    expectApiError(
      await client.post(`/api/s3/multipart/u/complete?key=${key}`, { parts: [{ PartNumber: 1, ETag: 'x' }] }),
      501,
      NEEDS_S3_MESSAGE,
    );
    expectApiError(await client.delete(`/api/s3/multipart/u?key=${key}`), 501, NEEDS_S3_MESSAGE);
    expectApiError(await client.get('/api/s3/params?filename=a.jpg&type=image%2Fjpeg'), 501, NEEDS_S3_MESSAGE);
    expectApiError(await client.get('/api/s3/sts'), 501, NEEDS_S3_MESSAGE);
    // Bad input is still a 400, whatever the storage.
    expectApiError(await client.get('/api/s3/multipart/u/1'), 400, SIGN_PART_MESSAGE);
  });

  it('the CSP allows fetches to this site only', async () => {
    expect(connectSources(await server.client().get('/api/health'))).toEqual(["'self'"]);
  });
});
