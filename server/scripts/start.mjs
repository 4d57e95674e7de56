#!/usr/bin/env node
/**
 * `npm start`: build whatever is stale, then run the built server. The memory settings of memorySettings.mjs only
 * work from a process's first instruction, so unless this process already has them (a container or a service unit
 * that sets them) the server runs as a child process started with them; signals are passed on and its exit code
 * is ours.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, isStale } from './build.mjs';
import { MEMORY_ENVIRONMENT, hasMemorySettings } from './memorySettings.mjs';

if (isStale()) build();
if (hasMemorySettings(process.env)) {
  await import('../dist/main.js');
} else {
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  const server = spawn(process.execPath, [...process.execArgv, main], {
    stdio: 'inherit',
    env: { ...process.env, ...MEMORY_ENVIRONMENT },
  });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}
