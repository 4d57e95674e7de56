import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_FREE_TEST_FILES } from './server/test/databaseFreeFiles.ts';

/**
 * One config, several suites. The server suite runs on SQLite always, and again on PostgreSQL as
 * `server-pg` whenever TEST_DATABASE_URL is set (.ci/run sets it). Browser tests run against the built
 * server in Debian's Chromium.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

// Every test's data folder (SQLite files with their full-sync commits, uploads, outboxes, browser profiles) is made
// under os.tmpdir(). In memory (/dev/shm) a commit's flush costs microseconds instead of milliseconds on disk; the
// database settings and the code paths are the same. Workers and the servers they start inherit the variable.
if (!process.env.TMPDIR && fs.existsSync('/dev/shm')) {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    process.env.TMPDIR = '/dev/shm';
  } catch {
    // not writable here: the usual temporary folder
  }
}

/**
 * The desktop app's tests run in two time zones, one each side of the date line and both far from the preserve's
 * (America/New_York): a calendar day that follows the computer's zone instead of the preserve's shows in one of them.
 */
const DESKTOP_TIME_ZONES = ['America/Los_Angeles', 'Pacific/Auckland'] as const;

// Names the PostgreSQL databases this run makes (server/test/database.ts), so its teardown drops exactly those.
process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');

export default defineConfig({
  // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  test: {
    // A test that fails is run once more before the run fails: browsers, child servers and kill -9 share two cores
    // with every other worker, and one starved moment must not sink a whole CI run. A real fault fails both times;
    // `--reporter=verbose` marks a test that passed only on its second try with "(retry x1)": look at it, don't ignore it.
    // TEST_RETRY=0 turns retries off.
    retry: Number(process.env.TEST_RETRY ?? 1),
    // Most of a server or desktop test's time is spent waiting (a database commit, a mail round trip, a child
    // process), not computing: with four files side by side the two cores were busy only about half the time, and the
    // non-browser suites took about 450 s; with eight, 255 s. Six keeps PostgreSQL well under its 100 connections (each
    // file's server pools up to 10). The browser suite sets its own.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 6),
    // The usual report, then the tests that passed only on a retry with why their first try failed, then each
    // suite's duration (and, with TEST_TIMINGS_FILE, every file's).
    reporters: ['default', './server/test/retriedTests.ts', './server/test/projectDurations.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: ['shared/**/*.test.ts'], isolate: false } },
      // Script budgets of the public pages, read from the build (npm run test:budgets).
      { extends: true, test: { name: 'budgets', include: ['web/budgets/**/*.test.ts'] } },
      {
        // The shared admin components in jsdom, against the real built server (see componentServer.ts).
        extends: true,
        test: {
          name: 'components',
          include: ['shared/**/*.test.tsx'],
          isolate: false,
          environment: 'jsdom',
          globalSetup: ['web/e2e/support/componentServer.ts'],
          setupFiles: ['shared/admin/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Each file starts its own server, data folder and database, so files share nothing but loaded modules:
          // importing the server (TypeORM, Koa, sharp, the schemas) once per worker instead of once per file saves
          // seconds per file. A test that changes process-wide state (timers, environment) restores it.
          isolate: false,
          include: ['server/**/*.test.ts'],
          env: { DATABASE_URL: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                isolate: false,
                include: ['server/**/*.test.ts'],
                // Files that open no database would only repeat the SQLite suite's run.
                exclude: [...configDefaults.exclude, ...DATABASE_FREE_TEST_FILES],
                env: { DATABASE_URL: pgUrl },
                globalSetup: ['server/test/pgRun.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // The desktop app's Node parts: core (a real SQLite cache against the real server), the Electron main
        // process's policies, the build and packaging config. One project for all of them, in a time zone west of
        // the preserve's; the core's files run again east of the date line (below).
        extends: true,
        test: {
          name: 'desktop',
          isolate: false,
          include: ['desktop/**/*.test.ts'],
          environment: 'node',
          env: { DATABASE_URL: '', TZ: DESKTOP_TIME_ZONES[0] },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The core again on the other side of the date line: an event's day that moves with the computer's zone
        // (a date read as local midnight, or as UTC midnight) shows here or above, never in both.
        extends: true,
        test: {
          name: 'desktop-auckland',
          isolate: false,
          include: ['desktop/core/**/*.test.ts'],
          environment: 'node',
          env: { DATABASE_URL: '', TZ: DESKTOP_TIME_ZONES[1] },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The desktop renderer's own screens (shell, sync, import) in jsdom, with a bridge that answers in-process:
      // once in each zone, as the core.
      ...DESKTOP_TIME_ZONES.map((zone, i) => ({
        extends: true as const,
        test: {
          name: i === 0 ? 'desktop-renderer' : 'desktop-renderer-auckland',
          include: ['desktop/renderer/**/*.test.tsx'],
          environment: 'jsdom',
          env: { TZ: zone },
          setupFiles: ['shared/admin/test/setup.ts'],
          testTimeout: 30_000,
        },
      })),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          // Each file starts its own server and browser contexts and changes no process-wide state, so a worker keeps
          // the modules it loaded (Playwright, axe, the test support) for its next file instead of loading them again.
          isolate: false,
          // Wait limits, not timing assertions: a test that walks several pages with axe at two sizes needs more
          // than a minute when several browser workers share this 2-core machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Browser files run after the server suites, in their own group. A browser test mostly waits (a
          // transition, a server round trip, a mail), so several files side by side finish sooner on this 2-core
          // machine (measured: four 453 s against two 563 s; five 520 s against four 587 s, the two cores then
          // busy nearly all the time). E2E_WORKERS sets another count.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 5),
          sequence: { groupOrder: 1 },
          // The demo content is generated once and copied for each file's server.
          globalSetup: ['web/e2e/support/seedTemplate.ts'],
          setupFiles: process.env.TEST_RETRY_DRILL ? ['web/e2e/support/retryDrill.ts'] : [],
        },
      },
    ],
  },
});
