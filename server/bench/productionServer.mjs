import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the built server as production runs it (`server/dist/main.js`, or another entry such as the `npm start`
 * launcher) on a data folder of the bench's own, and resolves once `/api/health` answers 200. The bench's settings
 * come on top of the environment: SQLite (no DATABASE_URL), quiet logs, the given port on 127.0.0.1.
 */
export async function startProductionServer({
  dataDir,
  port,
  entry = path.join(root, 'server', 'dist', 'main.js'),
  env = {},
}) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startupMs = Math.round(performance.now() - started);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, child, startupMs, stop };
}
