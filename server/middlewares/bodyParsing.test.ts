import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, pathOf } from '@shared/api/routes';
import { ContactSubmission } from '../db/entities';
import { startTestServer, type TestServer } from '../test/harness';
import { BODY_ENCODING_NOT_ACCEPTED, BODY_NOT_DECOMPRESSED } from './bodyParsing';

/**
 * Compressed request bodies on every route that reads one: a body that does not decompress as its
 * Content-Encoding says is the client's mistake (400), an encoding the server does not read is a 415, both with
 * the usual {message} and nothing at error level in the log. Runs on both databases.
 */

const contact = { firstName: 'Robin', lastName: 'Sample', email: 'robin@example.org', subject: 'Hi', message: 'Hello' };

/** Bytes that are not what each encoding says: plain text, and a real stream cut short. */
const broken: Record<string, Buffer[]> = {
  gzip: [Buffer.from('this is not gzip at all'), zlib.gzipSync(JSON.stringify(contact)).subarray(0, 20)],
  deflate: [Buffer.from('this is not deflate'), zlib.deflateSync(JSON.stringify(contact)).subarray(0, 12)],
  br: [
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x01]),
    zlib.brotliCompressSync(JSON.stringify(contact)).subarray(0, 8),
  ],
};

const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/** Every write of the route table whose body the body parser reads, with made-up parameters (parsing comes first). */
const writes = ROUTE_NAMES.filter((name) => ['POST', 'PUT', 'PATCH'].includes(ROUTES[name].method)).map((name) => {
  const params = Object.fromEntries(
    [...ROUTES[name].path.matchAll(/:(\w+)/g)].map(([, key]) => [key, '00000000-0000-4000-8000-000000000000']),
  );
  return { name, method: ROUTES[name].method, path: pathOf(name, params) };
});

describe('compressed request bodies', () => {
  let server: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ log: (line) => log.push(line) });
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body: Buffer, headers: Record<string, string>) =>
    fetch(server.url + path, {
      method,
      body: new Uint8Array(body),
      headers: { accept: 'application/json', ...headers },
    }).then(async (res) => ({ status: res.status, headers: res.headers, text: await res.text() }));

  const errorLines = () => log.filter((line) => (JSON.parse(line) as { level: string }).level === 'error');

  it('the upload target alone takes its body raw (it is the file itself): every other write is walked', () => {
    const raw = writes.filter((w) => w.path.startsWith('/objects/upload/'));
    expect(raw.map((w) => w.name)).toEqual(['uploadPut']);
    expect(writes.length).toBeGreaterThan(40);
  });

  it.each(Object.keys(broken))('a body that is not %s: 400 {message} on every write route', async (encoding) => {
    const before = errorLines().length;
    for (const { method, path } of writes.filter((w) => !w.path.startsWith('/objects/upload/')))
      for (const type of CONTENT_TYPES)
        for (const body of broken[encoding]) {
          const res = await send(method, path, body, { 'content-type': type, 'content-encoding': encoding });
          const label = `${method} ${path} ${type} ${encoding}`;
          expect(res.status, label).toBe(400);
          expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
          expect(JSON.parse(res.text), label).toEqual({ message: BODY_NOT_DECOMPRESSED });
        }
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('an encoding the server does not read: 415 naming the ones it does, on every write route', async () => {
    const before = errorLines().length;
    for (const { method, path } of writes.filter((w) => !w.path.startsWith('/objects/upload/')))
      for (const encoding of ['compress', 'zstd', 'gzip, br']) {
        const res = await send(method, path, Buffer.from('{}'), {
          'content-type': 'application/json',
          'content-encoding': encoding,
        });
        const label = `${method} ${path} ${encoding}`;
        expect(res.status, label).toBe(415);
        expect(res.headers.get('accept-encoding'), label).toBe('gzip, deflate, br');
        expect(JSON.parse(res.text), label).toEqual({ message: BODY_ENCODING_NOT_ACCEPTED });
      }
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('a well-compressed body is read as before, whatever the case of its encoding', async () => {
    const json = JSON.stringify(contact);
    const bodies: Array<[string, Buffer]> = [
      ['gzip', zlib.gzipSync(json)],
      ['DEFLATE', zlib.deflateSync(json)],
      ['br', zlib.brotliCompressSync(json)],
    ];
    for (const [encoding, body] of bodies) {
      const res = await send('POST', '/api/contact', body, {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect(res.status, encoding).toBe(201);
    }
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(bodies.length);
  });

  it('a compressed body that decompresses to bad JSON is the parser’s usual 400', async () => {
    const bad = await send('POST', '/api/contact', zlib.gzipSync('{"firstName":'), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ message: 'The request body could not be read. Please send valid JSON.' });
  });
});
