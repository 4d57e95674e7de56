import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { createStorage } from './index';
import type { Storage } from './types';
import { startS3Server, TEST_S3, type S3TestServer } from '../../test/s3Server';

/**
 * One contract, two drivers: every case below runs against local disk and against S3Storage talking to the
 * loopback S3 server, so code above the Storage interface cannot tell which one it has.
 */

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const s3Settings = () => ({ ...TEST_S3, endpoint: s3.endpoint });

const drivers: Array<[string, () => Storage]> = [
  ['local', () => new LocalStorage(dataDir)],
  ['s3', () => new S3Storage(s3Settings())],
];

describe.each(drivers)('%s storage', (_name, make) => {
  let storage: Storage;
  // Each driver gets its own key prefix so the two never see each other's objects in list().
  const prefix = `contract-${_name}`;
  beforeAll(() => {
    storage = make();
  });

  it('puts, heads, gets and deletes an object with its content type and size', async () => {
    const key = `${prefix}/a.txt`;
    await storage.put(key, Buffer.from('hello, preserve'), 'text/plain');
    expect(await storage.head(key)).toEqual({ contentType: 'text/plain', size: 15, meta: {} });
    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'text/plain', size: 15 });
    expect(await text(got!.body)).toBe('hello, preserve');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it('keeps metadata, including text that is not safe in an HTTP header', async () => {
    const key = `${prefix}/meta.webp`;
    const meta = { width: 2048, height: 1365, widths: [320, 640], caption: 'Orchidée 🦉\nline two' };
    await storage.put(key, Buffer.from([1, 2, 3]), 'image/webp', meta);
    expect((await storage.head(key))?.meta).toEqual(meta);
    const got = await storage.get(key);
    expect(got?.meta).toEqual(meta);
    got?.body.destroy();
  });

  it('overwrites an object in place', async () => {
    const key = `${prefix}/over.bin`;
    await storage.put(key, Buffer.from('first'), 'application/octet-stream', { v: 1 });
    await storage.put(key, Buffer.from('second!'), 'application/x-test', { v: 2 });
    expect(await storage.head(key)).toEqual({ contentType: 'application/x-test', size: 7, meta: { v: 2 } });
  });

  it('answers null for keys that were never stored, and deleting them is not an error', async () => {
    expect(await storage.head(`${prefix}/missing`)).toBeNull();
    expect(await storage.get(`${prefix}/missing`)).toBeNull();
    await expect(storage.delete(`${prefix}/missing`)).resolves.toBeUndefined();
  });

  it('lists keys under a prefix, sorted, and nothing else', async () => {
    await storage.put(`${prefix}/list/b`, Buffer.from('b'), 'text/plain');
    await storage.put(`${prefix}/list/a.w320`, Buffer.from('a'), 'text/plain');
    await storage.put(`${prefix}/list/a`, Buffer.from('a'), 'text/plain');
    await storage.put(`${prefix}/listed-not`, Buffer.from('x'), 'text/plain');
    expect(await storage.list(`${prefix}/list/`)).toEqual([
      `${prefix}/list/a`,
      `${prefix}/list/a.w320`,
      `${prefix}/list/b`,
    ]);
    expect(await storage.list(`${prefix}/nothing-here/`)).toEqual([]);
  });

  it('refuses keys that could climb out of the store', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '', '.hidden', 'a b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.head(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('stores a body larger than one multipart part intact', async () => {
    // 9 MB crosses the S3 driver's 8 MB part size, so lib-storage uploads it in two parts.
    const big = Buffer.alloc(9 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
    const key = `${prefix}/big.bin`;
    await storage.put(key, big, 'application/octet-stream', { big: true });
    const got = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    expect(got!.meta).toEqual({ big: true });
  });
});

describe('the S3 driver specifics', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = new S3Storage(s3Settings());
  });

  it('is what createStorage picks when S3 is configured, local disk otherwise', async () => {
    expect((await createStorage({ dataDir, s3: s3Settings() })).driver).toBe('s3');
    expect((await createStorage({ dataDir, s3: null })).driver).toBe('local');
    expect((new LocalStorage(dataDir) as Storage).presignPut).toBeUndefined();
  });

  it('knows the origin its presigned URLs point at (for the CSP), with or without an endpoint', async () => {
    expect(new URL(await storage.presignPut('incoming/x', { expiresInSec: 60 })).origin).toBe(storage.browserOrigin);
    expect(storage.browserOrigin).toBe(s3.endpoint);
    // Presigning is offline, so AWS's own addresses can be checked without a network.
    for (const region of ['us-east-1', 'eu-west-2']) {
      const aws = new S3Storage({ ...TEST_S3, region, endpoint: null });
      expect(new URL(await aws.presignPut('incoming/x', { expiresInSec: 60 })).origin).toBe(aws.browserOrigin);
    }
  });

  it('a presigned PUT URL takes one file with a plain HTTP PUT', async () => {
    const url = await storage.presignPut('incoming/presigned-ok', { expiresInSec: 900 });
    expect(url.startsWith(`${s3.endpoint}/${TEST_S3.bucket}/incoming/presigned-ok?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const res = await fetch(url, { method: 'PUT', body: 'raw bytes from the browser' });
    expect(res.status).toBe(200);
    expect(s3.object('incoming/presigned-ok')?.body.toString()).toBe('raw bytes from the browser');
    expect((await storage.head('incoming/presigned-ok'))?.size).toBe(26);
  });

  it('a presigned URL stops working once it has expired', async () => {
    const url = await storage.presignPut('incoming/presigned-late', { expiresInSec: 60 });
    s3.advanceClock(61);
    try {
      const res = await fetch(url, { method: 'PUT', body: 'too late' });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Message>Request has expired</Message>');
    } finally {
      s3.advanceClock(-61);
    }
    expect(s3.object('incoming/presigned-late')).toBeUndefined();
  });

  it('a presigned URL with a changed signature, key or expiry is refused', async () => {
    const url = new URL(await storage.presignPut('incoming/presigned-tamper', { expiresInSec: 900 }));
    const sig = url.searchParams.get('X-Amz-Signature')!;
    const flipped = new URL(url);
    flipped.searchParams.set('X-Amz-Signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    const otherKey = new URL(url.href.replace('presigned-tamper', 'presigned-other'));
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    for (const bad of [flipped, otherKey, longer]) {
      const res = await fetch(bad, { method: 'PUT', body: 'x' });
      expect(res.status, bad.href).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    expect(s3.keys().filter((k) => k.startsWith('incoming/presigned-'))).not.toContain('incoming/presigned-tamper');
  });

  it('the presigned content type is part of the signature', async () => {
    const url = await storage.presignPut('incoming/presigned-typed', { contentType: 'image/jpeg', expiresInSec: 900 });
    const wrong = await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'text/html' } });
    expect(wrong.status).toBe(403);
    const right = await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/jpeg' } });
    expect(right.status).toBe(200);
  });

  it('wrong credentials get S3 errors, not data', async () => {
    const wrongSecret = new S3Storage({ ...s3Settings(), secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.list('')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const wrongKey = new S3Storage({ ...s3Settings(), accessKeyId: 'NOBODY' });
    await expect(wrongKey.put('contract-s3/x', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    const unsigned = await fetch(`${s3.endpoint}/${TEST_S3.bucket}/contract-s3/a.txt`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('the loopback S3 server checks requests as S3 does', () => {
  it('refuses a body swapped after the request was signed', async () => {
    const storage = new S3Storage(s3Settings());
    // The deserialize step runs after signing and just before sending: the signed payload hash no longer matches.
    storage.client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body?: unknown; headers: Record<string, string> };
        if (typeof request.body !== 'undefined' && Buffer.isBuffer(request.body)) {
          request.body = Buffer.from('swapped!');
          request.headers['content-length'] = '8';
        }
        return next(args);
      },
      { step: 'deserialize', name: 'swapBodyAfterSigning' },
    );
    await expect(storage.put('contract-s3/swapped', Buffer.from('original'), 'text/plain')).rejects.toMatchObject({
      name: 'XAmzContentSHA256Mismatch',
    });
    expect(s3.object('contract-s3/swapped')).toBeUndefined();
  });

  it('refuses header-signed requests from a clock more than 15 minutes off', async () => {
    const storage = new S3Storage(s3Settings());
    s3.advanceClock(16 * 60);
    try {
      await expect(storage.head('contract-s3/a.txt')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(storage.list('contract-s3/')).rejects.toMatchObject({ name: 'RequestTimeTooSkewed' });
    } finally {
      s3.advanceClock(-16 * 60);
    }
  });

  it('answers CORS like a bucket with a rule for the site: preflights unsigned, the ETag readable, other origins refused', async () => {
    const site = 'http://127.0.0.1:4321';
    const url = await new S3Storage(s3Settings()).presignPut('incoming/cors', { expiresInSec: 60 });
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'Content-Type' },
      });

    // Without a CORS configuration a bucket refuses every cross-origin request.
    expect((await preflight(site)).status).toBe(403);
    s3.allowCorsOrigins([site]);
    try {
      const ok = await preflight(site);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(site);
      expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(ok.headers.get('access-control-allow-headers')).toBe('content-type');
      const refused = await preflight('https://elsewhere.example');
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('CORSResponse');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();

      const put = await fetch(url, { method: 'PUT', body: 'x', headers: { origin: site } });
      expect(put.status).toBe(200);
      expect(put.headers.get('access-control-allow-origin')).toBe(site);
      expect(put.headers.get('access-control-expose-headers')).toContain('ETag');
      // A refusal carries the CORS headers too, so the page can read why (e.g. an expired URL).
      const bad = await fetch(url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`), {
        method: 'PUT',
        body: 'x',
        headers: { origin: site },
      });
      expect(bad.status).toBe(403);
      expect(bad.headers.get('access-control-allow-origin')).toBe(site);
    } finally {
      s3.allowCorsOrigins([]);
    }
  });
});
