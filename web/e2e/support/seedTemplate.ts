import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { startBuiltServer } from './server';
import { CHROMIUM_OPTIONS } from './browser';

/**
 * Vitest global setup for the browser project. It starts the one Chromium every file connects to. And the demo content is generated once per run, by starting the built
 * server on an empty data folder and stopping it, and each browser test file's server starts from a copy of that
 * folder instead of drawing and storing every picture again (seconds of CPU per file on a loaded machine). The
 * copy is the same thing a first start would produce. Leases taken by that first server are cleared, so the copies'
 * chores (session purge, upload sweep, mail) run at once rather than waiting for a lease nobody will renew.
 */
let template: string | undefined;
/** One Chromium for the run: each test file connects to it and works in its own contexts (browser.ts). */
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  browserServer = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('e2eBrowserEndpoint', browserServer.wsEndpoint());
  const server = await startBuiltServer({}, { fresh: true });
  await server.halt();
  template = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-e2e-template-'));
  await fs.cp(server.dataDir, template, { recursive: true });
  await server.stop();
  const db = new Database(path.join(template, 'preserve.sqlite'));
  try {
    db.prepare("DELETE FROM app_state WHERE key LIKE 'lease:%'").run();
  } finally {
    db.close();
  }
  project.provide('e2eDataTemplate', template);
}

export async function teardown() {
  await browserServer?.close();
  if (template) await fs.rm(template, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplate: string;
    e2eBrowserEndpoint: string;
  }
}
