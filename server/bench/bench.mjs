#!/usr/bin/env node
/**
 * `npm run bench`: the production build on a fresh data folder with demo content plus a large data set, measured
 * side by side in one run (docs/performance.md). Prints one table and writes bench-results/<time>.json and latest.json.
 * Ratios against the static asset measured in the same run matter more than absolute figures on a shared machine.
 *
 *   BENCH_SECONDS=10      autocannon duration per target
 *   BENCH_LIGHTHOUSE=off  skip Lighthouse (throughput only)
 *   BENCH_ADMIN=off       skip the admin screens (their load figures in Chromium, and Lighthouse's desktop preset)
 *   BENCH_ONLY=admin      only the admin screens (start-up and the large data set, then step 5)
 *   BENCH_ONLY=lighthouse only Lighthouse on the public pages (start-up and the large data set, then step 4)
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { seedLargeDataSet } from './largeDataSet.mjs';
import { freePort, rssMb, startProductionServer } from './productionServer.mjs';
import { ADMIN_SCREENS, readVitals, waitForSettled, watchVitals } from '../scripts/pageProbe.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_PAGES='/,/events' audits only those public pages (names as the report gives them). */
const PAGES = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const CONNECTIONS = 50;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

/** The production server on the bench's data folder, without rate limits (the bench is one client sending a lot). */
const startServer = (dataDir, port) => startProductionServer({ dataDir, port, env: { RATE_LIMITS: 'off' } });

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
      outputStream: new (require('node:stream').Writable)({ write: (_c, _e, cb) => cb() }),
    });
  });
}

/**
 * Three Lighthouse runs of one page, and the middle one by performance score: one run moves by several points with
 * whatever else the machine does. A run that fails (no trace recorded, Chromium gone) is tried once more; null when
 * none succeeded.
 */
async function medianOfThree(url, options = {}) {
  const run = () => lighthouse(url, options);
  const runs = [];
  for (let i = 0; i < 3; i++) {
    try {
      runs.push(await run().catch(run));
    } catch (err) {
      console.error(`Lighthouse failed on ${url}: ${err.message.split('\n')[0]}`);
    }
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs.length ? { ...runs[Math.floor(runs.length / 2)], runs: runs.length } : null;
}

/**
 * One Lighthouse run. The mobile preset is its default; `desktop` is the preset for the admin screens, which office
 * volunteers use on laptops, and `cookie` signs the run in (sent with every request of the page).
 */
async function lighthouse(url, { desktop = false, cookie = null } = {}) {
  const out = path.join(os.tmpdir(), `lh-${randomUUID()}.json`);
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(desktop ? ['--preset=desktop'] : []),
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const audit = (a) => report.audits[a]?.numericValue ?? null;
  const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const failed = Object.values(report.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => report.audits[r.id]))
    .filter(
      (a) =>
        a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    scriptKb: scripts ? Number((scripts.transferSize / 1024).toFixed(1)) : 0,
    notPerfect: failed,
  };
}

/**
 * Each admin screen loaded signed in as an admin, in Debian's Chromium at a laptop size: layout shift over the load,
 * largest contentful paint, and blocking time from long tasks, unthrottled. Then, unless BENCH_LIGHTHOUSE=off,
 * Lighthouse's desktop preset on the same screen, signed in by the same cookie (its CPU throttling finds what a
 * fast machine hides: a screen that renders too much at once).
 */
async function adminScreens(url, dataDir) {
  const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password' };
  await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'server', 'dist', 'cli.js'),
      'user',
      'create',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--admin',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.split(' '),
  });
  const rows = [];
  try {
    for (const screen of ADMIN_SCREENS) {
      // A new context per screen: a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      context.setDefaultTimeout(120_000);
      await context.addCookies(cookies);
      await watchVitals(context);
      const page = await context.newPage();
      try {
        await page.goto(url + screen, { waitUntil: 'load' });
        await waitForSettled(page);
        await page.waitForTimeout(500);
        rows.push({ name: screen, ...(await readVitals(page)) });
      } catch (err) {
        console.error(`Admin screen ${screen} not measured: ${err.message.split('\n')[0]}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const row of rows) {
      const median = await medianOfThree(url + row.name, { desktop: true, cookie });
      if (median) row.lighthouse = median;
    }
  }
  return rows;
}

/** Steps 2 to 4: the public pages' weight, throughput and Lighthouse (mobile). */
/** 3. Throughput at 50 connections, each target against the hashed static asset of the same run. */
async function throughput(results, url, server, large) {
  const home = await fetch(url, { headers: BROWSER_HEADERS }).then((r) => r.text());
  const asset = /<script data-entry="([^"]+)"/.exec(home)?.[1];
  const eventId = large.eventId;
  const targets = [
    ['static asset', { url: url + asset }],
    ['/', { url: `${url}/` }],
    ['/events', { url: `${url}/events` }],
    ['event page', { url: `${url}/events/${eventId}` }],
    ['/gallery', { url: `${url}/gallery` }],
    ['GET /api/events', { url: `${url}/api/events` }],
    ['GET /api/gallery', { url: `${url}/api/gallery` }],
  ];
  let peakRss = 0;
  let targetPeak = 0;
  const sampler = setInterval(() => {
    const now = rssMb(server.child.pid) ?? 0;
    peakRss = Math.max(peakRss, now);
    targetPeak = Math.max(targetPeak, now);
  }, 200);
  results.throughput = [];
  let staticRps = 0;
  for (const [name, opts] of targets) {
    targetPeak = 0;
    const r = await cannon({ ...opts, headers: BROWSER_HEADERS });
    if (name === 'static asset') staticRps = r.requests.average;
    results.throughput.push({
      name,
      rps: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      ratio: Number((r.requests.average / staticRps).toFixed(2)),
      non2xx: r.non2xx,
      errors: r.errors,
      peakRssMb: targetPeak,
    });
  }
  targetPeak = 0;
  let n = 0;
  const reg = await cannon({
    url: `${url}/api/events/${large.registrationEventId}/register`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: 'Visitor',
            email: `bench-${process.pid}-${n++}@example.org`,
          }),
        }),
      },
    ],
  });
  results.throughput.push({
    name: 'registration POST',
    rps: Math.round(reg.requests.average),
    p99Ms: reg.latency.p99,
    ratio: Number((reg.requests.average / staticRps).toFixed(2)),
    non2xx: reg.non2xx,
    errors: reg.errors,
    peakRssMb: targetPeak,
  });
  clearInterval(sampler);
  results.rssUnderLoadMb = peakRss;
}

async function publicFigures(results, url, server, large) {
  // 2. Page weight of /gallery with 1,000 pictures: the first HTML carries the data.
  const galleryRaw = await fetch(`${url}/gallery`, { headers: { 'accept-encoding': 'identity' } }).then((r) =>
    r.arrayBuffer(),
  );
  const galleryBr = await fetch(`${url}/gallery`, { headers: { 'accept-encoding': 'br' } });
  results.galleryHtml = {
    rawKb: Number((galleryRaw.byteLength / 1024).toFixed(1)),
    imagesInHtml: (Buffer.from(galleryRaw).toString().match(/<img /g) ?? []).length,
    encoding: galleryBr.headers.get('content-encoding'),
  };

  if (process.env.BENCH_ONLY !== 'lighthouse') await throughput(results, url, server, large);

  // 4. Lighthouse, mobile preset (its default), one page at a time on a quiet server.
  results.lighthouse = [];
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    for (const [name, p] of [
      ['/', '/'],
      ['/events', '/events'],
      ['event page', `/events/${large.upcomingEventId}`],
      ['/gallery', '/gallery'],
      ['/past-events', '/past-events'],
      ['/about', '/about'],
      ['/history', '/history'],
      ['/donate', '/donate'],
    ].filter(([name]) => !PAGES || PAGES.includes(name))) {
      const median = await medianOfThree(url + p);
      results.lighthouse.push(median ? { name, ...median } : { name, error: 'every run failed' });
    }
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) throw new Error('No build: run npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-bench-'));
  const port = await freePort();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    seconds: SECONDS,
    connections: CONNECTIONS,
  };

  // 1. Fresh start (migrations + demo content), then the large data set, then a start on existing data.
  let server = await startServer(dataDir, port);
  results.startupFreshMs = server.startupMs;
  await server.stop();
  const large = seedLargeDataSet(path.join(dataDir, 'preserve.sqlite'), require('better-sqlite3'));
  server = await startServer(dataDir, port);
  results.startupMs = server.startupMs;
  results.dataSet = large;
  const { url } = server;
  await new Promise((r) => setTimeout(r, 1000));
  results.rssAtRestMb = rssMb(server.child.pid);

  results.lighthouse = [];
  if (process.env.BENCH_ONLY !== 'admin') await publicFigures(results, url, server, large);

  // 5. The admin screens over the large data set.
  results.adminScreens = [];
  if (process.env.BENCH_ADMIN !== 'off' && process.env.BENCH_ONLY !== 'lighthouse') {
    try {
      results.adminScreens = await adminScreens(url, dataDir);
    } catch (err) {
      console.error(`Admin screens not measured: ${err.message}`);
    }
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  printTable(results);
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const json = JSON.stringify(results, null, 2);
  fs.writeFileSync(path.join(dir, `${results.date.replace(/[:.]/g, '-')}.json`), json);
  fs.writeFileSync(path.join(dir, 'latest.json'), json);
  console.log(`\nWritten to bench-results/latest.json`);
}

function printAdminTable(r) {
  if (!r.adminScreens?.length) return;
  console.log(
    '\nAdmin screen (signed in)   Chromium 1350x940: CLS  LCP ms  TBT ms | Lighthouse desktop, median of 3: perf  a11y    CLS  TBT ms',
  );
  for (const a of r.adminScreens) {
    const lh = a.lighthouse;
    const lhCols = lh
      ? `${String(lh.performance).padStart(5)} ${String(lh.accessibility).padStart(5)} ${lh.cls.toFixed(3).padStart(6)} ${String(lh.tbtMs).padStart(7)}  ${lh.notPerfect.join(', ')}`
      : '    -';
    console.log(
      `${a.name.padEnd(44)} ${a.cls.toFixed(3).padStart(6)} ${String(a.lcpMs).padStart(7)} ${String(a.tbtMs).padStart(7)} |                    ${lhCols}`,
    );
  }
}

function printTable(r) {
  console.log(
    `\nBench ${r.date} on ${r.cpus} cores, load average before the run ${r.loadAverage.join(' ')}; ${r.connections} connections x ${r.seconds} s per target`,
  );
  console.log(
    `Start-up to first 200 from /api/health: ${r.startupFreshMs} ms fresh (migrations + demo content), ${r.startupMs} ms with the large data set`,
  );
  console.log(
    `Data set: ${r.dataSet.events} events, ${r.dataSet.galleryImages} gallery pictures. RSS at rest ${r.rssAtRestMb} MB, under load (peak) ${r.rssUnderLoadMb} MB`,
  );
  if (r.galleryHtml)
    console.log(
      `/gallery first HTML with its data: ${r.galleryHtml.rawKb} KB uncompressed, ${r.galleryHtml.imagesInHtml} pictures in it`,
    );
  if (r.throughput) console.log('\nTarget                 req/s   ratio   p99 ms  non-2xx  RSS MB');
  for (const t of r.throughput ?? [])
    console.log(
      `${t.name.padEnd(20)} ${String(t.rps).padStart(7)} ${t.ratio.toFixed(2).padStart(7)} ${String(t.p99Ms).padStart(8)} ${String(t.non2xx).padStart(8)} ${String(t.peakRssMb).padStart(7)}`,
    );
  if (r.lighthouse.length) {
    console.log(
      '\nLighthouse mobile, median of 3\nPage            perf  a11y  best   seo   LCP ms  TBT ms    CLS  script KB  below 100%',
    );
    for (const l of r.lighthouse.filter((x) => !x.error))
      console.log(
        `${l.name.padEnd(14)} ${[l.performance, l.accessibility, l.bestPractices, l.seo].map((s) => String(s).padStart(5)).join(' ')} ${String(l.lcpMs).padStart(8)} ${String(l.tbtMs).padStart(7)} ${l.cls.toFixed(3).padStart(6)} ${l.scriptKb.toFixed(1).padStart(10)}  ${l.notPerfect.join(', ')}`,
      );
  }
  printAdminTable(r);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
