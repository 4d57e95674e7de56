import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/** The harness as one Node bundle (desktop/core included); packages stay in node_modules. */
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  root,
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'desktop/harness/dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'desktop/harness/main.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
