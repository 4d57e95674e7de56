import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { publicCommonChunk } from './publicCommonChunk.ts';
import { trimBlueprintCss } from './blueprintCss.ts';

/** The browser bundle: hashed files and a manifest the server reads to write script and style tags. */
export default defineConfig({
  // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  css: { postcss: { plugins: [trimBlueprintCss()] } },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      // One chunk for the code public pages share, instead of a dozen small ones: each file costs a request and
      // about 1 KB of headers on a weak line (docs/performance.md).
      output: {
        codeSplitting: { groups: [{ name: publicCommonChunk, debugName: 'public-common', minShareCount: 2 }] },
      },
    },
  },
});
