#!/usr/bin/env node
/**
 * `npm run bench:uploads`: what a member's hostile uploads cost the server (docs/performance.md, "Hostile uploads").
 * Starts the production server the way `npm start` does (server/scripts/start.mjs) on a fresh data folder, signs a
 * member in, and sends 20 files chosen to be expensive to decode (a 9.5 MB SVG, 16-bit and interlaced PNGs, a large
 * WebP, a progressive JPEG, an animated WebP...), four at a time, while `/api/health` is asked every 250 ms with a
 * 5-second timeout, as a load balancer would. Prints the server process's resident memory (RSS) before, at the peak
 * and 10 seconds after the last upload, every health answer, and what each upload got; writes
 * bench-results/uploads-latest.json. Exits 1 when the targets are missed: RSS 10 seconds after the uploads at
 * RSS_TARGET_MB or more, or any health answer other than 200.
 *
 *   BENCH_UPLOAD_PARALLEL=4   uploads in flight at once
 *   BENCH_SETTLE_SECONDS=10   wait after the last upload before the final RSS
 *   BENCH_SERVER=direct       start server/dist/main.js itself, without the memory settings `npm start` adds
 *                             (server/scripts/memorySettings.mjs), to see what they are worth
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { freePort, rssMb, startProductionServer } from './productionServer.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PARALLEL = Number(process.env.BENCH_UPLOAD_PARALLEL ?? 4);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 5000;
const DIRECT = process.env.BENCH_SERVER === 'direct';
/** The resident size the server must be back under once the uploads are over. */
const RSS_TARGET_MB = 300;
const MEMBER = { email: 'bench-member@example.org', password: 'bench-member-password' };

/** The process that runs the server: the launcher's child when `npm start` starts it in one, else the launcher. */
function serverPid(launcherPid) {
  try {
    const children = fs.readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim();
    return children ? Number(children.split(/\s+/)[0]) : launcherPid;
  } catch {
    return launcherPid;
  }
}

/** The server as `npm start` runs it (or main.js alone with BENCH_SERVER=direct), on an empty site. */
async function startServer(dataDir, port) {
  const entry = DIRECT
    ? path.join(root, 'server', 'dist', 'main.js')
    : path.join(root, 'server', 'scripts', 'start.mjs');
  const server = await startProductionServer({ dataDir, port, entry, env: { SEED: 'none' } });
  return { url: server.url, pid: serverPid(server.child.pid), stop: server.stop };
}

/** A valid SVG of about 9.5 MB: tens of thousands of shapes for the SVG parser to build before anything else. */
function largeSvg() {
  const parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000" viewBox="0 0 6000 4000">'];
  let size = parts[0].length;
  for (let i = 0; size < 9.5 * 1024 * 1024; i++) {
    const s = `<path d="M${i % 6000} ${(i * 7) % 4000} l40 10 l-12 33 l-30 -21 z" fill="#${(i * 2654435761)
      .toString(16)
      .slice(-6)
      .padStart(6, '0')}" opacity="0.5"/>`;
    parts.push(s);
    size += s.length;
  }
  parts.push('</svg>');
  return Buffer.from(parts.join(''));
}

/** Noise that compresses poorly, so encoded files are large for their size in pixels. */
function noise(width, height, channels) {
  const data = Buffer.alloc(width * height * channels);
  let x = 2463534242;
  for (let i = 0; i < data.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data.writeUInt32LE(x >>> 0, i);
  }
  return data;
}

async function hostileFiles() {
  const flat = (width, height, channels) =>
    sharp({ create: { width, height, channels, background: { r: 30, g: 90, b: 60, alpha: 1 } } });
  const files = [];
  const add = (name, type, body) => files.push({ name, type, body });
  add('SVG, 9.5 MB of shapes', 'image/svg+xml', largeSvg());
  add('PNG, 16-bit RGBA, 7000 x 7000', 'image/png', await flat(7000, 7000, 4).toColourspace('rgb16').png().toBuffer());
  add(
    'PNG, 16-bit RGBA interlaced, 7000 x 7000',
    'image/png',
    await flat(7000, 7000, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
  );
  add(
    'PNG, 8-bit RGBA interlaced, 7000 x 7000',
    'image/png',
    await flat(7000, 7000, 4).png({ progressive: true }).toBuffer(),
  );
  add(
    'WebP, lossy noise, 3000 x 3000',
    'image/webp',
    await sharp(noise(3000, 3000, 3), { raw: { width: 3000, height: 3000, channels: 3 } })
      .webp({ quality: 100 })
      .toBuffer(),
  );
  add('WebP, lossless, 7000 x 7000', 'image/webp', await flat(7000, 7000, 3).webp({ lossless: true }).toBuffer());
  add(
    'JPEG, progressive, 7000 x 7000',
    'image/jpeg',
    await sharp(noise(7000, 7000, 3).fill(128, 0, 7000 * 6000 * 3), { raw: { width: 7000, height: 7000, channels: 3 } })
      .jpeg({ progressive: true, quality: 40 })
      .toBuffer(),
  );
  const frames = [];
  for (let i = 0; i < 100; i++) {
    const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 };
    frames.push(
      await sharp({ create: { width: 1500, height: 1500, channels: 3, background } })
        .png()
        .toBuffer(),
    );
  }
  add(
    'WebP, animated, 100 frames of 1500 x 1500',
    'image/webp',
    await sharp(frames, { join: { animated: true } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  // Twenty uploads: the list above, again and again.
  return Array.from({ length: 20 }, (_, i) => files[i % files.length]);
}

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`member sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function upload(url, cookie, file) {
  const started = performance.now();
  const slot = await fetch(`${url}/api/objects/upload`, { method: 'POST', headers: { cookie } });
  if (!slot.ok) return { status: slot.status, message: (await slot.json()).message, ms: 0 };
  const { uploadURL } = await slot.json();
  const put = await fetch(uploadURL, { method: 'PUT', body: file.body, headers: { 'content-type': file.type } });
  const body = await put.json().catch(() => ({}));
  return { status: put.status, message: body.message ?? null, ms: Math.round(performance.now() - started) };
}

async function main() {
  await promisify(execFile)(process.execPath, [path.join(root, 'server', 'scripts', 'build.mjs'), '--if-stale']);
  process.stdout.write('making the hostile files...\n');
  const files = await hostileFiles();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const cli = path.join(root, 'server', 'dist', 'cli.js');
  await promisify(execFile)(
    process.execPath,
    [cli, 'user', 'create', '--email', MEMBER.email, '--password', MEMBER.password],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  const server = await startServer(dataDir, await freePort());
  const result = {
    at: new Date().toISOString(),
    server: DIRECT ? 'server/dist/main.js' : 'npm start',
    loadAverage: os.loadavg()[0],
    uploads: [],
    health: {},
  };
  try {
    const cookie = await signIn(server.url);
    // Let start-up work (first requests, lazy modules) settle before the baseline.
    await new Promise((r) => setTimeout(r, 2000));
    result.rssAtRestMb = rssMb(server.pid);
    let peak = result.rssAtRestMb;
    const rssTimer = setInterval(() => (peak = Math.max(peak, rssMb(server.pid) ?? 0)), 100);

    const health = { answers: 0, ok: 0, notOk: [], slowestMs: 0 };
    let uploading = true;
    const healthLoop = (async () => {
      while (uploading) {
        const started = performance.now();
        let status;
        try {
          const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 'timeout';
        }
        const ms = Math.round(performance.now() - started);
        health.answers += 1;
        health.slowestMs = Math.max(health.slowestMs, ms);
        if (status === 200) health.ok += 1;
        else health.notOk.push({ status, ms });
        await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
      }
    })();

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++];
        result.uploads.push({ name: file.name, bytes: file.body.length, ...(await upload(server.url, cookie, file)) });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    result.uploadSeconds = Math.round((performance.now() - started) / 100) / 10;
    result.rssAfterUploadsMb = rssMb(server.pid);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    uploading = false;
    await healthLoop;
    clearInterval(rssTimer);
    result.rssPeakMb = Math.max(peak, result.rssAfterUploadsMb ?? 0);
    result.rssFinalMb = rssMb(server.pid);
    result.health = health;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const byFile = new Map();
  for (const u of result.uploads) {
    const row = byFile.get(u.name) ?? { name: u.name, kb: Math.round(u.bytes / 1024), answers: new Set(), ms: [] };
    row.answers.add(`${u.status}${u.message ? ` ${u.message}` : ''}`);
    row.ms.push(u.ms);
    byFile.set(u.name, row);
  }
  const lines = [
    `Hostile uploads (${result.server}, load average ${result.loadAverage.toFixed(1)} at the start): ` +
      `${result.uploads.length} files, ${PARALLEL} at a time, ${result.uploadSeconds} s`,
    '',
    '| File | KB | answer | ms each |',
    '|---|---|---|---|',
    ...[...byFile.values()].map((r) => `| ${r.name} | ${r.kb} | ${[...r.answers].join('; ')} | ${r.ms.join(', ')} |`),
    '',
    `RSS at rest ${result.rssAtRestMb} MB, peak ${result.rssPeakMb} MB, right after the uploads ${result.rssAfterUploadsMb} MB, ` +
      `${SETTLE_SECONDS} s later ${result.rssFinalMb} MB`,
    `/api/health: ${result.health.ok} of ${result.health.answers} answers 200, slowest ${result.health.slowestMs} ms` +
      (result.health.notOk.length ? `; not 200: ${JSON.stringify(result.health.notOk)}` : ''),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'uploads-latest.json'), JSON.stringify(result, null, 2));
  const missed = [
    !(result.rssFinalMb < RSS_TARGET_MB) &&
      `RSS ${SETTLE_SECONDS} s after the uploads is not under ${RSS_TARGET_MB} MB`,
    result.health.notOk.length > 0 && `${result.health.notOk.length} health answers were not 200`,
    result.health.answers === 0 && 'no health answer was read',
  ].filter(Boolean);
  for (const m of missed) process.stderr.write(`Target missed: ${m}\n`);
  return missed.length === 0;
}

process.exit((await main()) ? 0 : 1);
