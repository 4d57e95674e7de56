import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { DESKTOP, openPage } from './browser';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = path.join(ROOT, 'desktop', 'harness', 'dist', 'main.js');

export interface DesktopHarness {
  /** Where the renderer is served; changes on each restart. */
  url: string;
  dataDir: string;
  logs: string[];
  /** Kills the app without warning (as a crash would) and starts a new one on the same data. */
  crashAndRestart(): Promise<void>;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the renderer and harness when their sources changed; several test files may ask at once. */
export async function buildDesktopIfStale(): Promise<void> {
  const code = await new Promise<number | null>((resolve) => {
    const c = spawn(process.execPath, [path.join(ROOT, 'desktop', 'harness', 'build.mjs'), '--if-stale'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    c.on('close', resolve);
  });
  if (code !== 0) throw new Error('building the desktop renderer and harness failed');
}

export interface DesktopHarnessOptions {
  reachabilityMs?: number;
  /** The app's computer's time zone (TZ), e.g. 'Pacific/Auckland'; the test process's own when absent. */
  timeZone?: string;
}

/**
 * `npm run desktop:harness` as a child process, pre-connected to `serverUrl`, on a fresh data folder. With
 * `reachabilityMs: 0` the app never looks for the site on its own, only when the volunteer syncs: a test that changes
 * the site's data right after bringing it back is not raced by the app's background send.
 */
export async function startDesktopHarness(
  serverUrl: string,
  options: DesktopHarnessOptions = {},
): Promise<DesktopHarness> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-desktop-e2e-'));
  const logs: string[] = [];
  let child: ChildProcess | null = null;
  const harness: DesktopHarness = {
    url: '',
    dataDir,
    logs,
    async start() {
      const c = spawn(process.execPath, [MAIN], {
        cwd: ROOT,
        env: {
          ...process.env,
          DESKTOP_SERVER_URL: serverUrl,
          DESKTOP_DATA_DIR: dataDir,
          DESKTOP_HARNESS_PORT: '0',
          DESKTOP_REACHABILITY_MS: options.reachabilityMs === undefined ? '' : String(options.reachabilityMs),
          ...(options.timeZone ? { TZ: options.timeZone } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      c.stderr!.on('data', (d) => logs.push(String(d)));
      harness.url = await new Promise<string>((resolve, reject) => {
        let out = '';
        c.stdout!.on('data', (d) => {
          logs.push(String(d));
          out += String(d);
          const m = out.match(/Desktop harness at (http:\/\/127\.0\.0\.1:\d+)/);
          if (m) resolve(m[1]);
        });
        c.once('exit', (code) => reject(new Error(`harness exited with ${code}:\n${logs.join('')}`)));
      });
    },
    async kill() {
      const c = child;
      if (c && c.exitCode == null && c.signalCode == null) {
        c.kill('SIGKILL');
        await new Promise((r) => c.once('exit', r));
      }
    },
    async crashAndRestart() {
      await harness.kill();
      await harness.start();
    },
    async stop() {
      const c = child;
      if (c && c.exitCode == null && c.signalCode == null) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        // A clean stop finishes in a moment; one still busy after ten seconds is killed, so a test's end never hangs.
        const late = setTimeout(() => {
          logs.push('harness: no exit 10 s after SIGTERM, killed\n');
          c.kill('SIGKILL');
        }, 10_000);
        await exited;
        clearTimeout(late);
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  await harness.start();
  return harness;
}

/**
 * A desktop app of the running try's own, stopped (its data folder removed) when the try ends: the app keeps its
 * sign-in and drafts in that folder, so a retry starts signed out with nothing queued, as the first try did.
 */
export async function desktopForTry(serverUrl: string, options: DesktopHarnessOptions = {}): Promise<DesktopHarness> {
  const harness = await startDesktopHarness(serverUrl, options);
  onTestFinished(() => harness.stop());
  return harness;
}

/**
 * The app's window for the running try: a browser context of its own (closed when the try ends) on the harness,
 * signed in as `who` and connected to the site.
 */
export async function signedInApp(
  browser: Browser,
  harness: DesktopHarness,
  who: { email: string; password: string },
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...DESKTOP, ...options });
  onTestFinished(() => context.close());
  const page = await openPage(context);
  await page.goto(harness.url);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-sync-status="online"]').waitFor();
  return page;
}
