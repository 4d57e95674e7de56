import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './staticFiles';

/** The raw answer, without the client decoding it, so the encoding the server chose can be checked. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A connection of its own: the shared agent could hand over a kept-alive socket to another test's server that
    // once had this port and is still finishing its connections.
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-static-'));
  const script = 'console.log("a hashed script");'.repeat(50);
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    const app = new Koa();
    app.use(staticFiles(root));
    app.use((ctx) => {
      ctx.status = 418; // reached only when staticFiles passed the request on
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    server?.closeAllConnections();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy the browser takes, else the file itself, cached for a year', async () => {
    const br = await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const gz = await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
  });

  it('answers a hashed asset from memory once read; a plain file is read again each time', async () => {
    await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
    fs.renameSync(path.join(root, 'assets', 'app-abc123.js.br'), path.join(root, 'assets', 'moved.br'));
    const fromMemory = await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
    expect(fromMemory.status).toBe(200);
    expect(zlib.brotliDecompressSync(fromMemory.body).toString()).toBe(script);
    fs.renameSync(path.join(root, 'assets', 'moved.br'), path.join(root, 'assets', 'app-abc123.js.br'));

    expect((await get(`${url}/robots.txt`)).body.toString()).toBe('User-agent: *\n');
    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    expect((await get(`${url}/robots.txt`)).body.toString()).toBe('User-agent: *\nDisallow: /admin\n');
  });

  it('answers 404 for a missing asset and leaves other paths to the app', async () => {
    expect((await get(`${url}/assets/missing-000.js`)).status).toBe(404);
    // Not remembered as missing: it is served once it exists.
    fs.writeFileSync(path.join(root, 'assets', 'missing-000.js'), 'late');
    expect((await get(`${url}/assets/missing-000.js`)).body.toString()).toBe('late');
    expect((await get(`${url}/nothing-here.txt`)).status).toBe(418);
    expect((await get(`${url}/assets/..%2f..%2fetc%2fpasswd.txt`)).status).toBe(418);
  });

  it('answers HEAD without a body and a revalidation with 304', async () => {
    const head = await get(`${url}/assets/app-abc123.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const again = await get(`${url}/assets/app-abc123.js`, { 'if-modified-since': head.headers['last-modified']! });
    expect(again.status).toBe(304);
  });
});
