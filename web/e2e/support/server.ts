import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3Server, type S3TestServer } from '@server/test/s3Server';
import { freePort } from '@server/test/childServer';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = path.join(ROOT, 'server', 'dist', 'main.js');

export interface BuiltServer {
  url: string;
  dataDir: string;
  logs: string[];
  /** The loopback S3 server the site stores files in, when started with `{ s3: true }`. */
  s3: S3TestServer | null;
  /** Runs the project's CLI (`npm run user -- ...`) against this server's data. */
  cli(args: string[]): Promise<{ code: number; output: string }>;
  /** Stops the server process but keeps its data and port, as when the office loses the site for a while. */
  halt(): Promise<void>;
  /** Starts it again after `halt()` on the same data and port, and waits until it is ready. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The data folder the browser project's global setup seeded once (seedTemplate.ts), if this run has one. */
function seededTemplate(): string | undefined {
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined; // outside a test worker (a global setup)
  }
}

/**
 * The production build (`npm run build`), started as `npm start` would start it, on a fresh data folder
 * with demo content. Browser tests always exercise what visitors get. The demo content comes from a copy of the
 * folder the run's global setup seeded, which is what a first start would write; `fresh` (or other storage, seed or
 * database settings) starts on an empty folder instead.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { s3?: boolean; fresh?: boolean } = {},
): Promise<BuiltServer> {
  try {
    await fs.access(MAIN);
  } catch {
    throw new Error('server/dist/main.js is missing: run `npm run build` first (npm test does it).');
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-e2e-'));
  const template = options.s3 || options.fresh || env.SEED || env.DATABASE_URL ? undefined : seededTemplate();
  if (template) await fs.cp(template, dataDir, { recursive: true });
  const port = await freePort();
  // With `s3`, files go to a loopback S3 server whose CORS rule lets this site's pages PUT to it, as a
  // real bucket configured for browser uploads would (docs/development.md, "S3 in tests").
  const s3 = options.s3 ? await startS3Server() : null;
  s3?.allowCorsOrigins([`http://127.0.0.1:${port}`]);
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The origin the browser uses: the server refuses writes whose Origin is not PUBLIC_URL's.
    PUBLIC_URL: url,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-secret-that-is-long-enough-for-signing',
    // Browser suites sign in and submit forms often; tests about limits pass RATE_LIMITS: 'on'.
    RATE_LIMITS: 'off',
    // Accounts are made and signed in often: the real scrypt at a cost a test run can pay.
    PASSWORD_HASH_COST: String(2 ** 10),
    ...s3?.env,
    ...env,
  };
  const logs: string[] = [];
  let child: ChildProcess = await launch(url, fullEnv, logs);
  const halt = async () => {
    if (child.exitCode == null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  return {
    url,
    dataDir,
    logs,
    s3,
    async cli(args) {
      const once = () =>
        new Promise<{ code: number; output: string }>((resolve) => {
          const c = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'cli.js'), ...args], {
            cwd: ROOT,
            env: fullEnv,
          });
          let output = '';
          c.stdout.on('data', (d) => (output += d));
          c.stderr.on('data', (d) => (output += d));
          c.on('close', (code) => resolve({ code: code ?? 1, output }));
        });
      // The running server writes too (chores renew their leases every few seconds). SQLite refuses a transaction
      // that read before another connection's commit ("database is locked") without waiting, so the command is
      // tried again, as an admin would run it again; any other failure is reported at once.
      let result = await once();
      for (let attempt = 1; attempt < 4 && result.code !== 0 && /database is locked/.test(result.output); attempt++)
        result = await once();
      return result;
    },
    halt,
    async resume() {
      await halt();
      child = await launch(url, fullEnv, logs);
    },
    async stop() {
      await halt();
      await s3?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server and waits for /api/health. E2E_SERVER_NODE_ARGS passes Node options to every server a
 * browser test starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
 */
async function launch(url: string, env: NodeJS.ProcessEnv, logs: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.E2E_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), MAIN],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
