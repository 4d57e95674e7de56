import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { nodeBundleConfig } from '../../shared/build/nodeBundleConfig.ts';

/** The harness as one Node bundle (desktop/core included); packages stay in node_modules. */
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(nodeBundleConfig(root, 'desktop/harness/dist', { main: 'desktop/harness/main.ts' }));
