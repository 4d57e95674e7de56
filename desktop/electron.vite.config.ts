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
/** A bundle for Node (main, preload): built from its folder's index.ts into out/ under the same name. */
const nodeBundle = (
  name: 'main' | 'preload',
  o: { externalizeDeps: boolean; output?: { format: 'cjs'; entryFileNames: string } },
) => ({
  resolve: { tsconfigPaths: true },
  build: {
    outDir: here(`out/${name}`),
    externalizeDeps: o.externalizeDeps,
    rolldownOptions: {
      input: { index: here(`${name}/index.ts`) },
      ...(o.output ? { output: o.output } : {}),
    },
  },
});

export default defineConfig({
  main: nodeBundle('main', { externalizeDeps: true }),
  preload: nodeBundle('preload', {
    externalizeDeps: false,
    output: { format: 'cjs', entryFileNames: '[name].cjs' },
  }),
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
