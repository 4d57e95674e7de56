import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The hosted CI workflow runs where the Electron binary can be downloaded: the Electron tests and the installers
 * happen only there. Nothing on this machine runs it, so this test reads it the way the hosted runner will and checks
 * that everything it names still exists: npm scripts, test files, the electron-builder config and its output folder.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  strategy?: { matrix: { include: Array<Record<string, string>> } };
  services?: Record<string, { image: string }>;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = yaml.load(readFileSync(`${root}/.github/workflows/ci.yml`, 'utf8')) as Workflow;
const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { scripts: Record<string, string> };
const builderYml = yaml.load(readFileSync(`${root}/electron-builder.yml`, 'utf8')) as { directories: { output: string } };
const runs = (job: Job) => job.steps.map((s) => s.run ?? '').filter(Boolean);

describe('hosted CI workflow (.github/workflows/ci.yml)', () => {
  it('runs on pushes to main and on pull requests', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  });

  it('every npm script it calls exists in package.json, and every file it names exists', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const run of runs(job)) {
        for (const [, script] of run.matchAll(/npm run ([\w:-]+)/g)) expect(pkg.scripts, `npm run ${script}`).toHaveProperty(script);
        for (const [file] of run.matchAll(/[\w./-]+\.(?:test\.ts|yml|js)\b/g)) {
          expect(existsSync(`${root}/${file}`), `${file} named in "${run}"`).toBe(true);
        }
      }
    }
  });

  it('runs the whole suite on Linux against PostgreSQL and Redis services, under a virtual display', () => {
    const test = workflow.jobs.test;
    expect(test['runs-on']).toMatch(/^ubuntu/);
    expect(Object.values(test.services ?? {}).map((s) => s.image.split(':')[0])).toEqual(expect.arrayContaining(['postgres', 'redis']));
    expect(test.env?.TEST_DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(runs(test)).toContain('npm ci --no-audit --no-fund');
    expect(runs(test)).toContain('xvfb-run -a npm test');
  });

  it('downloads Electron, rebuilds native modules for it after the Node suites, then runs the Electron tests under xvfb', () => {
    const steps = runs(workflow.jobs.test);
    const at = (pattern: RegExp) => steps.findIndex((r) => pattern.test(r));
    const suite = at(/npm test/);
    const binary = at(/node node_modules\/electron\/install\.js/);
    const rebuild = at(/electron-builder install-app-deps/);
    const electronTests = at(/xvfb-run .*desktop\/main\/electronApp\.test\.ts/);
    for (const i of [suite, binary, rebuild, electronTests]) expect(i).toBeGreaterThanOrEqual(0);
    // The rebuild swaps better-sqlite3 to Electron's ABI: the Node suites must have run before it.
    expect(suite).toBeLessThan(rebuild);
    expect(binary).toBeLessThan(electronTests);
    expect(rebuild).toBeLessThan(electronTests);
  });

  it('builds installers for Linux, Windows and macOS and keeps them as artifacts', () => {
    const installers = workflow.jobs.installers;
    expect(installers.needs).toBe('test');
    const targets = installers.strategy!.matrix.include.map((m) => m.target).sort();
    expect(targets).toEqual(['--linux', '--mac', '--win']);
    const pack = runs(installers).find((r) => r.includes('electron-builder --config electron-builder.yml'));
    expect(pack).toContain('${{ matrix.target }}');
    expect(pack).toContain('--publish never');
    const upload = installers.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
    const paths = String(upload?.with?.path ?? '').split('\n').filter(Boolean);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p.startsWith(`${builderYml.directories.output}/`), p).toBe(true);
    for (const ext of ['AppImage', 'deb', 'exe', 'dmg']) expect(paths.some((p) => p.endsWith(`.${ext}`)), ext).toBe(true);
  });
});
