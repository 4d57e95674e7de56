import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUILT_MAIN = path.join(ROOT, 'server', 'dist', 'main.js');
/** The built command-line tool, as `npm run user -- ...` runs it. */
export const BUILT_CLI = path.join(ROOT, 'server', 'dist', 'cli.js');

/** Builds the server when its sources are newer than the last build (cheap when `npm test` already built). */
export async function ensureBuilt(): Promise<void> {
  const { isStale, build } = (await import(path.join(ROOT, 'server', 'scripts', 'build.mjs'))) as {
    isStale(): boolean;
    build(): void;
  };
  if (isStale()) build();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ChildServer {
  url: string;
  logs: string[];
  /** Sends a signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The BUILT server (`server/dist/main.js`) as its own process, as `npm start` runs it: for what only a real
 * process can show (kill -9). Resolves once /api/health answers 200.
 */
export async function startChildServer(env: Record<string, string>, waitMs = 90_000): Promise<ChildServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [BUILT_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED: 'none',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode != null) throw new Error(`server exited early:\n${logs.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    logs,
    async kill(signal) {
      if (child.exitCode == null && child.signalCode == null) child.kill(signal);
      await exited;
    },
  };
}
