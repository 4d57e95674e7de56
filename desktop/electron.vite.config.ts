import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { trimBlueprintCss } from '../web/blueprintCss.ts';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The desktop app: main process, sandboxed preload and renderer, built into desktop/out (`npm run build:desktop`).
 *
 * - main: ESM; every package (typeorm, better-sqlite3 with its native addon, ...) stays external and is required
 *   from node_modules at run time, which electron-builder packs (and rebuilds for Electron) from package.json.
 * - preload: one CommonJS file with everything bundled in, because a sandboxed preload can only require
 *   'electron' and a few Node built-ins.
 * - all three resolve the path aliases (@shared/, ...) from tsconfig.json's paths.
 * - renderer: desktop/renderer (index.html + src/main.tsx), relative asset paths so app://renderer serves it.
 */
export default defineConfig({
  main: {
    resolve: { tsconfigPaths: true },
    build: {
      outDir: here('out/main'),
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: here('main/index.ts') },
      },
    },
  },
  preload: {
    resolve: { tsconfigPaths: true },
    build: {
      outDir: here('out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: here('preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: here('renderer'),
    base: './',
    resolve: { tsconfigPaths: true },
    plugins: [react()],
    css: { postcss: { plugins: [trimBlueprintCss()] } },
    build: {
      outDir: here('out/renderer'),
      target: 'es2022',
      rolldownOptions: {
        input: { index: here('renderer/index.html') },
      },
    },
  },
});
