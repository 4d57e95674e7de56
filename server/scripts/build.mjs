#!/usr/bin/env node
/**
 * Builds the browser bundle, then the server bundle (which embeds the server-side renderer), and stamps
 * the result. `--if-stale` skips the work when nothing under shared/, server/ or web/ changed since.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { isBuildStale, writeBuildStamp } from '../../shared/build/buildStamp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stamp = path.join(root, 'server', 'dist', '.build-stamp');
const SOURCES = ['shared', 'server', 'web', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist', 'e2e', 'test', '.vite']);

export function isStale() {
  return isBuildStale({ root, stamp, sources: SOURCES, skip: SKIP });
}

function run(args) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Hashed assets never change, so they are compressed once here at the strongest settings (brotli 11, gzip 9)
 * instead of on every request; server/middlewares/staticFiles.ts sends these files as they are.
 */
function precompress(dir) {
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(dir, name);
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

export function build() {
  const started = Date.now();
  run(['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
  precompress(path.join(root, 'web', 'dist', 'client', 'assets'));
  run(['build', '--config', 'server/vite.config.ts', '--logLevel', 'warn']);
  writeBuildStamp(stamp);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  build();
}
