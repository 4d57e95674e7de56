import type { BuildEnvironmentOptions, UserConfig } from 'vite';

/**
 * The Vite settings of a Node program bundled from this repository (the server, the desktop harness): ES modules
 * for Node 20 with source maps, packages left in node_modules, and chunks beside the entry files.
 */
export function nodeBundleConfig(
  root: string,
  outDir: string,
  input: Record<string, string>,
  build: BuildEnvironmentOptions = {},
): UserConfig {
  return {
    // Path aliases (@shared/, @server/, @web/, @desktop/) come from tsconfig.json's paths, the one place they are written.
    resolve: { tsconfigPaths: true },
    root,
    publicDir: false,
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      ...build,
      rollupOptions: {
        input,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
}
