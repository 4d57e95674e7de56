import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appProtocolResponse, mimeTypeFor, resolveAppFile, siteAddressFor } from './appProtocol';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { APP_ENTRY_URL, decideNavigation, decideNewWindow, isAppUrl, opensExternally } from './policy';

const dev = { devServerUrl: 'http://localhost:5173/' };

describe('what the app window may show', () => {
  it('treats only app:// pages (and the dev server in development) as the app', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://renderer/assets/index.js')).toBe(true);
    expect(isAppUrl('app://elsewhere/index.html')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
    expect(isAppUrl('http://localhost:5173/index.html')).toBe(false);
    expect(isAppUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('sends web and mail links to the system, and drops everything else', () => {
    expect(opensExternally('https://www.example.org/events')).toBe(true);
    expect(opensExternally('http://example.org')).toBe(true);
    expect(opensExternally('mailto:office@example.org')).toBe(true);
    expect(opensExternally('file:///C:/Windows/system32/calc.exe')).toBe(false);
    expect(opensExternally('javascript:alert(1)')).toBe(false);
    expect(opensExternally('smb://server/share')).toBe(false);
    expect(opensExternally('https://user:secret@example.org')).toBe(false);
  });

  it('keeps navigation inside the app and never opens a second window', () => {
    expect(decideNavigation('app://renderer/index.html#/events')).toBe('allow');
    expect(decideNavigation('https://www.example.org/')).toBe('open-externally');
    expect(decideNavigation('file:///home/office/photo.jpg')).toBe('block');
    expect(decideNavigation('http://localhost:5173/', dev)).toBe('allow');
    expect(decideNewWindow('https://www.example.org/gallery')).toBe('open-externally');
    expect(decideNewWindow(APP_ENTRY_URL)).toBe('block');
    expect(decideNewWindow('about:blank')).toBe('block');
  });
});

describe('the renderer content security policy', () => {
  const directives = (csp: string) =>
    Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows scripts and connections only from the app itself', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", 'app://renderer']);
    expect(csp['connect-src']).toEqual(["'self'", 'app://renderer']);
    for (const name of ['object-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors']) expect(csp[name]).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets the dev server in only during development', () => {
    const csp = directives(contentSecurityPolicy(dev));
    expect(csp['script-src']).toContain('http://localhost:5173');
    expect(csp['connect-src']).toContain('ws://localhost:5173');
    expect(contentSecurityPolicy()).not.toContain('localhost:5173');
  });
});

describe('the app:// file server', () => {
  it('serves files of the renderer folder only', () => {
    const root = path.resolve('/opt/app/renderer');
    expect(resolveAppFile('app://renderer/index.html', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile('app://renderer/', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile('app://renderer/assets/a%20b.js', root)).toBe(path.join(root, 'assets', 'a b.js'));
    expect(resolveAppFile('app://renderer/..%2F..%2Fsecret.txt', root)).toBeNull();
    // The URL parser folds encoded dots first, so this stays inside the folder.
    expect(resolveAppFile('app://renderer/%2e%2e/main/index.js', root)).toBe(path.join(root, 'main', 'index.js'));
    expect(resolveAppFile('app://renderer/%00', root)).toBeNull();
    expect(resolveAppFile('app://other/index.html', root)).toBeNull();
    expect(resolveAppFile('https://renderer/index.html', root)).toBeNull();
    expect(mimeTypeFor('x/index.HTML')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('x/blob.bin')).toBe('application/octet-stream');
  });

  it('answers with the file, its type and the CSP header, or 404', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'renderer-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    const found = await appProtocolResponse('app://renderer/assets/app.js', root, 'default-src x', readFile);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(found.headers.get('content-security-policy')).toBe('default-src x');
    expect(await found.text()).toBe('console.log(1)');
    expect((await appProtocolResponse('app://renderer/missing.js', root, 'x', readFile)).status).toBe(404);
    expect((await appProtocolResponse('app://renderer/../../etc/passwd', root, 'x', readFile)).status).toBe(404);
  });

  it('fetches stored pictures (/objects/...) from the connected site as the signed-in person, and nothing else', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'renderer-'));
    const site = 'https://preserve.example.org/';
    const asked: string[] = [];
    const connected = {
      url: site,
      fetch: async (address: string) => {
        asked.push(address);
        return new Response('webp bytes', { status: 200, headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' } });
      },
    };
    const picture = await appProtocolResponse('app://renderer/objects/uploads/abc?w=400', root, 'x', readFile, connected);
    expect(asked).toEqual(['https://preserve.example.org/objects/uploads/abc?w=400']);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(await picture.text()).toBe('webp bytes');
    // Not a stored file of the site: the core declines, and the app answers 404.
    const declined = await appProtocolResponse('app://renderer/objects/uploads/abc', root, 'x', readFile, { url: site, fetch: async () => null });
    expect(declined.status).toBe(404);
    expect(siteAddressFor('app://renderer/assets/app.js', site)).toBeNull();
    expect(siteAddressFor('app://other/objects/x', site)).toBeNull();
    // Before the first run's question is answered there is no site to send anyone to.
    expect((await appProtocolResponse('app://renderer/objects/uploads/abc', root, 'x', readFile, null)).status).toBe(404);
  });
});
