import type { Context, Middleware } from 'koa';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
};

/**
 * Serves the built browser files. Everything under /assets/ has a content hash in its name and is cached
 * for a year; the few top-level files (favicon, robots.txt) are revalidated daily.
 */
export function staticFiles(root: string): Middleware {
  const resolvedRoot = path.resolve(root);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/' || ctx.path.endsWith('/')) return next();
    const ext = path.extname(ctx.path);
    if (!ext || !TYPES[ext]) return next();
    const file = path.resolve(resolvedRoot, '.' + decodeURIComponent(ctx.path));
    if (!file.startsWith(resolvedRoot + path.sep) || file.includes(`${path.sep}.`)) return next();
    let stat: fs.Stats;
    try {
      stat = await fsp.stat(file);
    } catch {
      if (ctx.path.startsWith('/assets/')) ctx.throw(404);
      return next();
    }
    if (!stat.isFile()) return next();
    const hashed = ctx.path.startsWith('/assets/');
    ctx.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = TYPES[ext];
    const compressed = hashed ? await precompressed(ctx, file) : null;
    if (compressed) {
      // Already as small as it gets (build.mjs); koa-compress must not touch it again.
      ctx.compress = false;
      ctx.set('Content-Encoding', compressed.encoding);
      ctx.vary('Accept-Encoding');
    }
    ctx.length = compressed?.size ?? stat.size;
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(compressed?.file ?? file);
  };
}

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The build's brotli or gzip copy of a hashed asset, when the client takes that encoding and the copy exists. */
async function precompressed(ctx: Context, file: string): Promise<{ file: string; encoding: string; size: number } | null> {
  for (const [encoding, suffix] of ENCODINGS) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    try {
      const stat = await fsp.stat(file + suffix);
      return { file: file + suffix, encoding, size: stat.size };
    } catch {
      // no copy: small files are not worth compressing
    }
  }
  return null;
}
