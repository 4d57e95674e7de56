import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject, onTestFinished } from 'vitest';

/**
 * Debian's Chromium headless shell when installed (.ci/run installs it), else Debian's full Chromium; never a
 * downloaded one. The headless shell is the same engine without the browser's interface layer, and the one
 * Playwright itself picks for headless runs: a page load costs it about a third of the CPU time the full browser
 * spends, which on this 2-core machine is most of the browser suite's time. CHROMIUM_PATH picks another binary.
 */
function chromiumBinary(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** The browser tests' Chromium, with flags that keep it off the network (docs/development.md). */
export const CHROMIUM_OPTIONS = {
  executablePath: chromiumBinary(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The Chromium the browser project's global setup started for the whole run, if this run has one. */
function sharedBrowserEndpoint(): string | undefined {
  try {
    return inject('e2eBrowserEndpoint');
  } catch {
    return undefined; // outside a test worker, or another project
  }
}

/**
 * A browser for a test file: a connection to the run's one Chromium (each file's contexts are its own and close
 * with it), or a Chromium of its own when the run has none. Starting Chromium costs seconds of CPU on a loaded
 * machine; a context costs milliseconds and is as isolated (its own cookies, storage and cache).
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedBrowserEndpoint();
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A page that records console errors and uncaught exceptions; `expectNoErrors()` fails the test if any
 * appeared (hydration mismatches show up here too).
 */
export async function openPage(context: BrowserContext): Promise<Page & { errors: string[]; expectNoErrors(): void }> {
  const page = (await context.newPage()) as Page & { errors: string[]; expectNoErrors(): void };
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.errors.push(`pageerror: ${err.message}`));
  page.expectNoErrors = () => expect(page.errors).toEqual([]);
  return page;
}

/**
 * A page in a context of the running try's own, closed when the try ends: a retry then starts signed out, with empty
 * storage, as the first try did.
 */
export async function pageForTry(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page & { errors: string[]; expectNoErrors(): void }> {
  const context = await browser.newContext(options);
  onTestFinished(() => context.close());
  return openPage(context);
}

/**
 * Waits until React has hydrated the server-rendered page (entry-client marks <html> when done). Like every wait on
 * a page condition here, it checks every 50 ms: Playwright's default checks on every animation frame, which keeps
 * an idle page drawing frames for as long as the test waits, on cores the other browser files need.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 30_000,
    polling: 50,
  });
}

/** Runs axe on the page and fails with a readable list of violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog still fading in has its text at part opacity, which axe reads as too little contrast: let running
  // transitions and animations end first (infinite ones, such as spinners, are left alone).
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
  // Only violations are read: axe then keeps one example of each passing or not-applicable rule instead of every
  // node, which is most of its work on a long page. Every rule still runs on every node.
  // Legacy mode runs axe once in the page itself. The default injects axe into every frame, runs it in parts and
  // joins the parts in a second, blank page: over twice the browser work per check, for frames from other origins,
  // which the site's own pages never have (a video's player is a third party's page, loaded only after a click).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A download's content as text. Read through its stream: the run's shared Chromium is connected remotely, so the
 * file has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
