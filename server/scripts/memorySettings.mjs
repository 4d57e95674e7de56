/**
 * Environment the server process must start with, because the C library reads it before any of our code runs
 * (ADR 049). glibc's malloc gives threads that allocate at the same time arenas of their own, up to eight per core,
 * and keeps what is freed in them for reuse; libvips (sharp) decodes a picture on several threads, so every large
 * upload used to leave hundreds of MB resident for good. Two arenas keep that memory in use instead of stranded.
 * `npm start` (start.mjs) sets these; docs/deploy/Dockerfile and preserve.service set the same values, and
 * server/ops/deploymentFiles.test.ts checks that they do.
 */
export const MEMORY_ENVIRONMENT = Object.freeze({ MALLOC_ARENA_MAX: '2' });

/** True when `env` already carries every memory setting with its value. */
export const hasMemorySettings = (env) => Object.entries(MEMORY_ENVIRONMENT).every(([k, v]) => env[k] === v);
