import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The browser bundle: hashed files and a manifest the server reads to write script and style tags. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
