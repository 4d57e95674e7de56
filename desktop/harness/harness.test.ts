import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './server';
import { harnessConfig } from './config';

/** Raw HTTP so the Host header can be set (fetch forbids it), as a DNS-rebinding page would send it. */
function post(
  url: string,
  pathname: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, url),
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('desktop harness (real core, no site)', () => {
  let harness: Harness;
  let dataDir: string;
  let rendererDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'harness-test-'));
    rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'harness-renderer-'));
    await fs.writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Preserve Admin</title>');
    harness = await startHarness({ serverUrl: null, dataDir, port: 0, rendererDir });
  });

  afterAll(async () => {
    await harness?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(rendererDir, { recursive: true, force: true });
  });

  it('answers bridge calls from its own origin', async () => {
    const res = await post(harness.url, '/bridge/connection', '[]', { origin: harness.url });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ result: { serverUrl: null, account: null, signedOutNotice: null } });
  });

  it('checks arguments before the core sees them', async () => {
    const bad = await post(harness.url, '/bridge/request', JSON.stringify([{ method: 'GET', path: '/etc/passwd' }]));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toMatch(/^Invalid arguments for request/);
    expect((await post(harness.url, '/bridge/connect', 'not json')).status).toBe(400);
    expect((await post(harness.url, '/bridge/close', '[]')).status).toBe(404);
  });

  it('refuses other host names and cross-site callers', async () => {
    expect((await post(harness.url, '/bridge/connection', '[]', { host: 'attacker.example:80' })).status).toBe(421);
    expect((await post(harness.url, '/bridge/connection', '[]', { origin: 'https://attacker.example' })).status).toBe(
      403,
    );
  });

  it('serves the renderer with a strict CSP and index.html for app paths', async () => {
    const res = await fetch(`${harness.url}/admin/events`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Preserve Admin');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*connect-src 'self'/);
    // An encoded walk out of the folder stays inside it (fetch would normalise a plain ../ itself).
    const escape = await new Promise<string>((resolve, reject) => {
      http
        .get(`${harness.url}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`, (r) => {
          let text = '';
          r.on('data', (d) => (text += d));
          r.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(escape).toContain('Preserve Admin');
    expect(escape).not.toContain('root:');
  });

  it('reads its environment, naming a bad variable', () => {
    expect(harnessConfig({ DESKTOP_SERVER_URL: 'http://127.0.0.1:5000/', DESKTOP_HARNESS_PORT: '0' })).toMatchObject({
      serverUrl: 'http://127.0.0.1:5000',
      port: 0,
    });
    expect(harnessConfig({}).port).toBe(5173);
    expect(() => harnessConfig({ DESKTOP_HARNESS_PORT: 'abc' })).toThrow(/DESKTOP_HARNESS_PORT/);
    expect(() => harnessConfig({ DESKTOP_SERVER_URL: 'ftp://x' })).toThrow(/DESKTOP_SERVER_URL/);
  });

  it('closes at once while a caller still holds a request open', async () => {
    const own = await fs.mkdtemp(path.join(os.tmpdir(), 'harness-close-'));
    const other = await startHarness({ serverUrl: null, dataDir: own, port: 0, rendererDir });
    try {
      // A bridge call whose body never ends: the request stays open until the harness ends it.
      const req = http.request(new URL('/bridge/connection', other.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      req.on('error', () => undefined);
      req.write('[');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = await Promise.race([
        other.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
      ]);
      expect(closed).toBe('closed');
    } finally {
      await fs.rm(own, { recursive: true, force: true });
    }
  });
});
