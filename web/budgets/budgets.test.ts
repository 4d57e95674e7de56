import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../e2e/support/server';
import { CLIENT_DIST_DIR } from '../../server/lib/paths';
import { PAGE_MODULES } from '../src/pageChunks';
import { ADMIN_ONLY_CODE, publicPageScripts, SCRIPT_BUDGET_BYTES } from './pageScripts';

/**
 * Reads the built browser bundle (npm test builds first): compressed sizes and contents, never timings. A chunk's
 * manifest key names its main module only, so the admin-code check also looks for text each library always
 * leaves in its minified code (Blueprint's class prefix, Uppy's package names, react-dnd's invariant messages).
 */
const pages = publicPageScripts(CLIENT_DIST_DIR);
const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean; imports?: string[] }
>;

describe('public page script budget', () => {
  it('covers every lazily loaded public page', () => {
    for (const source of Object.values(PAGE_MODULES)) expect(manifest[source], source).toBeDefined();
    expect(pages.map((p) => p.page).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    // A page split into its own chunk but missing from PAGE_MODULES would escape the budget (and load late).
    const lazyPages = Object.entries(manifest).filter(
      ([key, chunk]) => key.startsWith('src/pages/') && chunk.isDynamicEntry,
    );
    for (const [key] of lazyPages) expect(Object.values(PAGE_MODULES), key).toContain(key);
  });

  it.each(pages.map((p) => [p.page, p] as const))('%s loads at most 100 KB of compressed script', (_, p) => {
    expect(p.brotliBytes, `${p.page}: ${p.files.join(', ')}`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
  });

  it.each(pages.map((p) => [p.page, p] as const))(
    '%s loads no admin, Blueprint, Uppy, react-dnd or react-router code',
    (_, p) => {
      const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
      for (const file of p.files) {
        const key = byFile.get(file) ?? '';
        for (const pattern of ADMIN_ONLY_CODE) expect(key, `${p.page} loads ${file}`).not.toMatch(pattern);
        const text = fs.readFileSync(path.join(CLIENT_DIST_DIR, file), 'utf8');
        expect(text, `${p.page}: ${file} holds Blueprint`).not.toMatch(/bp6-|@blueprintjs/);
        expect(text, `${p.page}: ${file} holds Uppy`).not.toMatch(/@uppy\//);
        expect(text, `${p.page}: ${file} holds react-dnd`).not.toMatch(
          /Expected drag drop context|Cannot have two HTML5 backends|dragDropManager/,
        );
        // Public pages run on the site's own router (ADR 064); react-router is for the admin screens only.
        expect(text, `${p.page}: ${file} holds react-router`).not.toMatch(/in the context of a <Router>/);
      }
    },
  );
});

/** Bytes one GET puts on the wire from the server: status line, headers and the (compressed) body, as Lighthouse counts. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

describe('public page script budget, as the built server sends it', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    // Only the built scripts are fetched: an empty site starts in a second, where drawing the demo pictures takes ten.
    server = await startBuiltServer({ SEED: 'none' });
  }, 120_000);
  afterAll(() => server?.stop());

  // Every file also carries about 1 KB of response headers (security headers included): many small chunks
  // cost more than their code, so the count on the wire is what the budget holds.
  it.each(pages.map((p) => [p.page, p] as const))(
    '%s: its scripts with their headers stay within 100 KB',
    async (_, p) => {
      let total = 0;
      for (const file of p.files) total += await wireBytes(server.url + file);
      expect(total, `${p.page}: ${p.files.join(', ')}`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    },
  );
});
