import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { TestClient } from '../test/client';
import { ingestImage } from '../services/images';
import { pngWithAlpha } from '../test/images';
import { BAD_ADDRESS_MESSAGE } from './urlEncoding';
import { addImage } from '@server/test/galleryImages';

/** Percent-escapes that decodeURIComponent refuses: cut short, not UTF-8, not hex, overlong, a lone surrogate. */
const BROKEN = ['%E0%A4%A', '%ff', '%', '%zz', '%C0%80', '%ED%A0%80'];

describe('addresses with broken percent-encoding', () => {
  let server: TestServer;
  let admin: TestClient;
  let image: string;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    image = (await ingestImage(server.deps.storage, await pngWithAlpha())).url;
    // An approved gallery photo: only public files are served to everyone.
    await addImage(server.deps.db, { imageUrl: image });
    // Whatever the server logs as a failure or warning, and what a library writes to the console.
    const log = server.deps.log;
    for (const level of ['error', 'warn'] as const) {
      const original = log[level].bind(log);
      log[level] = (msg, fields) => {
        logged.push(`${level} ${msg} ${JSON.stringify(fields)}`);
        original(msg, fields);
      };
      const consoleOriginal = console[level];
      console[level] = (...args: unknown[]) => {
        logged.push(`console.${level} ${args.map(String).join(' ')}`);
        consoleOriginal(...args);
      };
    }
  });
  afterEach(() => {
    expect(logged).toEqual([]);
  });
  afterAll(() => server.close());

  const json = (method: string, path: string, body?: unknown) =>
    admin.request(method, path, body === undefined ? {} : { json: body });

  /** Where each broken escape goes: static files, stored files, route parameters, queries and page paths. */
  const apiAddresses = (bad: string) => [
    ['GET', `/objects/videos/${bad}.mp4`],
    ['GET', `/objects/uploads/${bad}`],
    ['GET', `/objects/uploads/00000000-0000-4000-8000-000000000000?w=${bad}`],
    ['PUT', `/objects/upload/${bad}?expires=1&signature=x`],
    ['PUT', `/objects/upload/00000000-0000-4000-8000-000000000000?expires=1&signature=${bad}`],
    ['GET', `/api/events/${bad}`],
    ['GET', `/api/events?page=${bad}`],
    ['GET', `/api/page-content/${bad}`],
    ['GET', `/api/gallery/after/${bad}`],
    ['POST', `/api/events/${bad}/register`],
    ['PUT', `/api/admin/events/${bad}`],
    ['DELETE', `/api/admin/home-content/${bad}`],
    ['GET', `/api/admin/emails?limit=${bad}`],
    ['GET', `/api/s3/params?filename=${bad}&type=image%2Fjpeg`],
    ['GET', `/api/reset-password?token=${bad}`],
    ['GET', `/api/login?returnTo=${bad}`],
    ['GET', `/api/no-such-route/${bad}`],
  ];
  const pageAddresses = (bad: string) => [
    `/${bad}.js`,
    `/assets/${bad}.css`,
    `/${bad}`,
    `/events/${bad}`,
    `/?q=${bad}`,
    `/gallery?x=1&y=${bad}`,
  ];

  it.each(BROKEN)('%s under /api/ and /objects/: 400 {message}, nothing logged', async (bad) => {
    for (const [method, path] of apiAddresses(bad)) {
      const res = await json(method, path, method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.body, path).toEqual({ message: BAD_ADDRESS_MESSAGE });
    }
  });

  it.each(BROKEN)('%s in a page or static file address: 400 error page, nothing logged', async (bad) => {
    for (const path of pageAddresses(bad)) {
      for (const method of ['GET', 'HEAD']) {
        const res = await server.client().request(method, path, { headers: { accept: 'text/html' } });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
        if (method === 'GET') {
          expect(res.text, path).toContain(BAD_ADDRESS_MESSAGE);
          expect(res.text, path).not.toMatch(/\n\s+at |URIError|node_modules/);
        }
      }
    }
  });

  it('well-formed escapes still work', async () => {
    expect((await server.client().get(`${image}?w=%36%34%30`)).status).toBe(200);
    expect((await server.client().get('/events?q=%E2%9C%93%20ok')).status).toBe(200);
    expect((await server.client().get('/api/page-content/no%2Dsuch%2Dkey')).status).toBe(404);
    expect((await server.client().get('/api/events?x=%25ff')).status).toBe(200);
  });
});
