import os from 'node:os';

/**
 * libuv runs file reads and writes, DNS lookups, zlib, scrypt (password hashes) and sharp's steps (pictures) on one
 * small pool of threads: four, unless UV_THREADPOOL_SIZE says otherwise. The two costly kinds each wait in a queue,
 * and together they may hold only what this budget gives them: THREADS_KEPT_FREE threads always stay for everything
 * else, so with both queues full a health check's look at the file store, a page's static file and a backup's
 * read still find a thread. Each kind also keeps to one job per spare core (at most two), because each keeps a core
 * busy and the event loop needs one.
 */
export const THREADS_KEPT_FREE = 2;
/** libuv's default pool size, used when UV_THREADPOOL_SIZE is not set. */
const DEFAULT_POOL_SIZE = 4;

export interface ThreadShares {
  /** Pictures decoded or encoded at once. */
  images: number;
  /** Password hashes or checks at once. */
  hashes: number;
}

/** How the pool is shared for a pool of `poolSize` threads on `cores` cores; each kind gets at least one. */
export function threadShares(poolSize: number, cores: number): ThreadShares {
  const spare = Math.max(2, poolSize - THREADS_KEPT_FREE);
  const perKind = Math.max(1, Math.min(2, cores - 1));
  const images = Math.max(1, Math.min(perKind, Math.floor(spare / 2)));
  const hashes = Math.max(1, Math.min(perKind, spare - images));
  return { images, hashes };
}

/** The pool this process has: libuv reads UV_THREADPOOL_SIZE once, when the pool is first used. */
export function poolSizeOf(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_POOL_SIZE;
}

/** This process's shares. */
export const THREAD_SHARES = threadShares(poolSizeOf(), os.availableParallelism());
