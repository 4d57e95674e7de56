// The checks that run before any test: the typecheck and the lint (ESLint, then Prettier), side by side, since each
// uses one core. Prints each one's output when it ends and fails if either fails.
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
  run('lint', 'npm run --silent lint'),
]);
process.exit(results.every(Boolean) ? 0 : 1);
