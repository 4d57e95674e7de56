import type { Context, Middleware } from 'koa';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MIME_TYPES } from '@shared/lib/mimeTypes';

/** The kinds of file the build writes for browsers; any other address falls through to the pages. */
const SERVED_EXTENSIONS = new Set([
  '.js',
  '.css',
  '.svg',
  '.png',
  '.jpg',
  '.webp',
  '.woff2',
  '.ico',
  '.txt',
  '.json',
  '.webmanifest',
  '.mp4',
]);

/**
 * Serves the built browser files. Everything under /assets/ has a content hash in its name and is cached
 * for a year; the few top-level files (favicon, logo, share picture) are revalidated daily.
 */
export function staticFiles(root: string): Middleware {
  const resolvedRoot = path.resolve(root);
  const hashedAsset = assetMemo();
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/' || ctx.path.endsWith('/')) return next();
    const ext = path.extname(ctx.path);
    if (!SERVED_EXTENSIONS.has(ext)) return next();
    const file = path.resolve(resolvedRoot, '.' + decodeURIComponent(ctx.path));
    if (!file.startsWith(resolvedRoot + path.sep) || file.includes(`${path.sep}.`)) return next();
    const hashed = ctx.path.startsWith('/assets/');
    const found = hashed ? await hashedAsset(file) : await plainFile(file);
    if (!found) {
      if (hashed) ctx.throw(404);
      return next();
    }
    ctx.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    ctx.set('Last-Modified', found.mtime.toUTCString());
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = MIME_TYPES[ext];
    const compressed = hashed ? await precompressed(ctx, file, hashedAsset) : null;
    if (compressed) {
      ctx.compress = false;
      ctx.set('Content-Encoding', compressed.encoding);
      ctx.vary('Accept-Encoding');
    }
    const chosen = compressed ?? found;
    ctx.length = chosen.size;
    // Set for HEAD too: Koa sends no body for HEAD itself, and an empty body would turn the answer into a 204.
    ctx.body = chosen.body ?? fs.createReadStream(chosen.file);
  };
}

interface FoundFile {
  file: string;
  size: number;
  mtime: Date;
  /** The bytes, for hashed assets kept in memory; else null and the file is streamed. */
  body: Buffer | null;
}

async function plainFile(file: string): Promise<FoundFile | null> {
  try {
    const stat = await fsp.stat(file);
    return stat.isFile() ? { file, size: stat.size, mtime: stat.mtime, body: null } : null;
  } catch {
    return null;
  }
}

/**
 * A hashed asset never changes under its name, so after the first read it is answered from memory: no stat, open
 * or read stream per request (under a burst of visitors those were most of the static files' cost and garbage).
 * Bounded: files over 1 MB, or beyond 48 MB in all, are streamed as before. Missing files are not remembered.
 */
const MEMO_FILE_LIMIT = 1024 * 1024;
const MEMO_TOTAL_LIMIT = 48 * 1024 * 1024;

/** One memory per served folder: a second site in the same process (a test, a twin) neither fills nor reads it. */
function assetMemo(): (file: string) => Promise<FoundFile | null> {
  const memo = new Map<string, Promise<FoundFile | null>>();
  let memoBytes = 0;
  return (file) => {
    const known = memo.get(file);
    if (known) return known;
    const reading = (async () => {
      const found = await plainFile(file);
      if (!found || found.size > MEMO_FILE_LIMIT || memoBytes + found.size > MEMO_TOTAL_LIMIT) {
        memo.delete(file);
        return found;
      }
      memoBytes += found.size;
      return { ...found, body: await fsp.readFile(file) };
    })().catch((err) => {
      memo.delete(file);
      throw err;
    });
    memo.set(file, reading);
    return reading;
  };
}

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The build's brotli or gzip copy of a hashed asset, when the client takes that encoding and the copy exists. */
async function precompressed(
  ctx: Context,
  file: string,
  hashedAsset: (file: string) => Promise<FoundFile | null>,
): Promise<(FoundFile & { encoding: string }) | null> {
  for (const [encoding, suffix] of ENCODINGS) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const found = await hashedAsset(file + suffix);
    if (found) return { ...found, encoding };
  }
  return null;
}
