#!/usr/bin/env node
/**
 * `npm run screenshots [-- folder]`: the built site (built first if stale) on a new data folder with demo content,
 * an admin signed in, and a PNG of every public page and every admin screen at phone and laptop widths, written to
 * `screenshots/` (or the folder given). Prints the files, then the layout problems it found (horizontal overflow,
 * clipped text, covered buttons) and exits 1 if there were any. Uses Debian's Chromium like the browser tests
 * (CHROMIUM_PATH to use another).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ADMIN_SCREENS, WIDTHS, findLayoutProblems, publicPages, viewportFor, waitForSettled } from './pageProbe.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'screenshots'));
const ADMIN = { email: 'screenshots-admin@example.org', password: 'screenshots-admin-password' };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

execFileSync(process.execPath, [path.join(root, 'server', 'scripts', 'build.mjs'), '--if-stale'], { stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preserve-screenshots-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  SEED: 'demo',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'off',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'screenshots-only-secret-that-is-long-enough',
};
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
let problemCount;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  execFileSync(
    process.execPath,
    [
      path.join(root, 'server', 'dist', 'cli.js'),
      'user',
      'create',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--admin',
    ],
    { cwd: root, env, stdio: 'ignore' },
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`signing in failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  const events = await fetch(`${url}/api/events`).then((r) => r.json());

  fs.mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const targets = [
    ...publicPages(events[0]?.id ?? 1).map((p) => ({ path: p, admin: false })),
    ...ADMIN_SCREENS.map((p) => ({ path: p, admin: true })),
  ];
  const found = [];
  for (const width of WIDTHS) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({
        viewport: viewportFor(width),
        isMobile: width < 600,
        hasTouch: width < 600,
      });
      if (signedIn) await context.addCookies(cookies);
      const page = await context.newPage();
      for (const target of targets.filter((t) => t.admin === signedIn)) {
        await page.goto(url + target.path, { waitUntil: 'load' });
        await waitForSettled(page);
        const file = path.join(
          outDir,
          `${target.path.replace(/^\/$/, '/home').slice(1).replace(/[/?=]/g, '_')}-${width}.png`,
        );
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
        for (const problem of await findLayoutProblems(page)) found.push(`${target.path} at ${width}px: ${problem}`);
      }
      await context.close();
    }
  }
  problemCount = found.length;
  if (found.length) {
    console.log(`\n${found.length} layout problem(s):`);
    for (const line of found) console.log(`  ${line}`);
  } else {
    console.log('\nNo layout problems found.');
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(problemCount ? 1 : 0);
