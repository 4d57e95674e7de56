#!/usr/bin/env node
/**
 * Builds the desktop renderer (static page) and the harness (Node bundle with desktop/core), and stamps the
 * result. `--if-stale` skips the work when nothing the two read changed since. Browser test files may call
 * this at once: a lock folder makes the second wait for the first instead of building over it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale, writeBuildStamp } from '../../shared/build/buildStamp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stamp = path.join(root, 'desktop', 'harness', 'dist', '.build-stamp');
const lock = path.join(root, 'desktop', 'harness', '.build-lock');
const SOURCES = [
  'shared',
  'desktop/renderer',
  'desktop/harness',
  'desktop/core',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const SKIP = new Set(['node_modules', 'dist', '.vite', '.build-lock']);
const LOCK_WAIT_MS = 5 * 60_000;

export function isStale() {
  return isBuildStale({ root, stamp, sources: SOURCES, skip: SKIP });
}

function run(args) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function build({ ifStale = false } = {}) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} is held: remove it if no build is running.`);
      sleep(250);
    }
  }
  try {
    if (ifStale && !isStale()) return;
    const started = Date.now();
    run(['build', '--config', 'desktop/renderer/vite.config.ts', '--logLevel', 'warn']);
    run(['build', '--config', 'desktop/harness/vite.config.ts', '--logLevel', 'warn']);
    writeBuildStamp(stamp);
    console.log(`Desktop renderer and harness built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ ifStale: process.argv.includes('--if-stale') });
