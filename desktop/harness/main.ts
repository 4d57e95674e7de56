import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { harnessConfig } from './config';
import { startHarness } from './server';

/** `npm run desktop:harness` runs this (built to desktop/harness/dist/main.js): the desktop app in a browser. */
const root = fileURLToPath(new URL('../../..', import.meta.url));

let config;
try {
  config = harnessConfig(process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const harness = await startHarness({ ...config, rendererDir: path.join(root, 'desktop', 'renderer', 'dist') });
console.log(
  `Desktop harness at ${harness.url} (data in ${config.dataDir}${config.serverUrl ? `, site ${config.serverUrl}` : ''})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void harness.close().then(() => process.exit(0));
  });
}
