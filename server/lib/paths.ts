import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The repository root. This file sits two folders deep, and so does every chunk of the built server
 * (server/dist/*.js), so the same relative step finds the root from source and from the build.
 */
export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

export const CLIENT_DIST_DIR = path.join(ROOT_DIR, 'web', 'dist', 'client');
export const CLIENT_MANIFEST = path.join(CLIENT_DIST_DIR, '.vite', 'manifest.json');
