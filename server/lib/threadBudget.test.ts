import { describe, expect, it } from 'vitest';
import { THREADS_KEPT_FREE, poolSizeOf, threadShares } from './threadBudget';

describe('the thread budget of images and password hashes', () => {
  it('leaves THREADS_KEPT_FREE of the pool to everything else whenever the pool has room for that', () => {
    for (const poolSize of [4, 5, 6, 8, 16, 64])
      for (const cores of [1, 2, 3, 4, 8, 32]) {
        const { images, hashes } = threadShares(poolSize, cores);
        expect(images + hashes, `pool ${poolSize}, ${cores} cores`).toBeLessThanOrEqual(poolSize - THREADS_KEPT_FREE);
      }
  });

  it("on libuv's default pool of four, one picture and one hash at once, however many cores", () => {
    for (const cores of [2, 4, 8, 64]) expect(threadShares(4, cores)).toEqual({ images: 1, hashes: 1 });
  });

  it('with a larger pool and cores to spare, two of each; never more than a core each can take', () => {
    expect(threadShares(8, 8)).toEqual({ images: 2, hashes: 2 });
    expect(threadShares(8, 2)).toEqual({ images: 1, hashes: 1 });
  });

  it('gives each kind one even on the smallest pool', () => {
    expect(threadShares(1, 1)).toEqual({ images: 1, hashes: 1 });
  });

  it('reads the pool size libuv reads, and its default of four', () => {
    expect(poolSizeOf({})).toBe(4);
    expect(poolSizeOf({ UV_THREADPOOL_SIZE: '12' })).toBe(12);
    expect(poolSizeOf({ UV_THREADPOOL_SIZE: 'lots' })).toBe(4);
  });
});
