import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The desktop renderer as a static page. The harness serves `desktop/renderer/dist`; electron-vite
 * (desktop/electron.vite.config.ts) builds the same root into the app. Relative asset paths so the page
 * also loads from a file:// URL inside Electron.
 */
export default defineConfig({
  // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
