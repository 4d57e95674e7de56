import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readClientAssets, assetsForRoutes } from '../../server/ssr/manifest';
import { PAGE_MODULES, type PublicPageId } from '../src/pageChunks';

/** Script per public page, compressed, in bytes: at most 100 KB on the wire (ADR 021, ADR 064). */
export const SCRIPT_BUDGET_BYTES = 100 * 1024;

/** Code that belongs to signed-in screens only; none of it may be in a public page's script graph. */
export const ADMIN_ONLY_CODE = [
  /@blueprintjs\//,
  /@uppy\//,
  /react-dnd/,
  /[/\\]web[/\\]src[/\\]admin[/\\]/,
  /[/\\]shared[/\\]admin[/\\]/,
  /[/\\]shared[/\\]upload[/\\]/,
];

export interface PageScripts {
  page: PublicPageId;
  files: string[];
  /** Brotli at the highest quality, as the server sends hashed assets (precompressed at build time). */
  brotliBytes: number;
  gzipBytes: number;
}

/** Every script a public page loads before it is interactive: the entry, its imports and the page's own chunk. */
export function publicPageScripts(clientDir: string): PageScripts[] {
  const assets = readClientAssets(path.join(clientDir, '.vite', 'manifest.json'));
  if (!assets.entry) throw new Error(`No client build in ${clientDir}: run npm run build`);
  return (Object.keys(PAGE_MODULES) as PublicPageId[]).map((page) => {
    const a = assetsForRoutes(assets, ['root', page]);
    const files = [a.entry!, ...a.preload];
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const body = fs.readFileSync(path.join(clientDir, f));
      brotliBytes += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
    }
    return { page, files, brotliBytes, gzipBytes };
  });
}
