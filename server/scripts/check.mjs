// The checks that run before any test: the typecheck, ESLint and Prettier (what `npm run lint` runs), side by side,
// since each uses about one core; with --build, the build too (`npm test` needs it, and it would otherwise wait for the
// longest check on an idle core). Prints each one's output when it ends and fails if any fails.
import { spawn } from 'node:child_process';

const run = (name, command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all([
  run('typecheck', 'npm run --silent typecheck'),
  run('eslint', 'npx eslint .'),
  run('prettier', 'npx prettier --check .'),
  ...(process.argv.includes('--build') ? [run('build', 'node server/scripts/build.mjs --if-stale')] : []),
]);
process.exit(results.every(Boolean) ? 0 : 1);
