import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * The server bundle (Koa app, CLI and the web app's server renderer). Packages stay in node_modules;
 * chunks land directly in server/dist so paths.ts finds the repository root two levels up.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  root,
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'server/dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Must match web/vite.config.ts: an asset inlined on one side but not the other breaks hydration.
    assetsInlineLimit: 2048,
    rollupOptions: {
      input: { main: 'server/main.ts', cli: 'server/cli/index.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
