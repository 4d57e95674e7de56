import fs from 'node:fs/promises';
import path from 'node:path';
import type http from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.json': 'application/json',
};

/**
 * The same policy the Electron window gets: only the app's own files and its own origin's bridge.
 * Images may come from the site (uploaded pictures) and from data/blob URLs made in the page.
 */
const CSP =
  "default-src 'self'; img-src 'self' data: blob: http: https:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/** Serves the built renderer; unknown paths get index.html (the app routes in memory). */
export async function serveStatic(root: string, pathname: string, res: http.ServerResponse): Promise<void> {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  let file = path.join(root, safe);
  if (!file.startsWith(root + path.sep) && file !== root) file = path.join(root, 'index.html');
  let data: Buffer;
  try {
    const stat = await fs.stat(file);
    if (stat.isDirectory()) file = path.join(file, 'index.html');
    data = await fs.readFile(file);
  } catch {
    file = path.join(root, 'index.html');
    try {
      data = await fs.readFile(file);
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The desktop renderer is not built: run `npm run desktop:harness` (it builds first).');
      return;
    }
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  res.end(data);
}
