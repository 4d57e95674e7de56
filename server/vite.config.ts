import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { nodeBundleConfig } from '../shared/build/nodeBundleConfig.ts';

/**
 * The server bundle (Koa app, CLI and the web app's server renderer). Packages stay in node_modules;
 * chunks land directly in server/dist so paths.ts finds the repository root two levels up.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig(
  nodeBundleConfig(
    root,
    'server/dist',
    { main: 'server/main.ts', cli: 'server/cli/index.ts' },
    // Must match web/vite.config.ts: an asset inlined on one side but not the other breaks hydration.
    { assetsInlineLimit: 2048 },
  ),
);
