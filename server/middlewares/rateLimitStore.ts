type MaybePromise<T> = T | Promise<T>;

/**
 * Where rate-limit counters live: this process's memory (RateLimitStore) or, with REDIS_URL, Redis shared by
 * every instance (RedisRateLimitStore in rateLimitRedis.ts). Each counter lives for a fixed window from its
 * first hit.
 */
export interface CounterStore {
  get(key: string): MaybePromise<Counter | null>;
  increment(key: string, windowMs: number): MaybePromise<Counter>;
  decrement(key: string): MaybePromise<void>;
  reset(key: string): MaybePromise<void>;
}

/**
 * Counters in this process's memory, each living for a fixed window from its first hit. Per instance: without
 * REDIS_URL several instances behind a load balancer each count on their own (docs/security.md, ADR 022).
 * Expired counters are dropped as they are met and in an occasional sweep, so memory stays bounded by the
 * number of clients active within one window.
 */
export interface Counter {
  count: number;
  resetAt: number;
}

export class RateLimitStore implements CounterStore {
  private counters = new Map<string, Counter>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The live counter for a key, or null if it never started or its window has passed. */
  get(key: string): Counter | null {
    const c = this.counters.get(key);
    if (!c) return null;
    if (c.resetAt <= this.now()) {
      this.counters.delete(key);
      return null;
    }
    return c;
  }

  increment(key: string, windowMs: number): Counter {
    this.maybeSweep();
    const live = this.get(key);
    if (live) {
      live.count += 1;
      return live;
    }
    const fresh = { count: 1, resetAt: this.now() + windowMs };
    this.counters.set(key, fresh);
    return fresh;
  }

  /** Gives back one hit (a reserved attempt that turned out not to count). */
  decrement(key: string): void {
    const live = this.get(key);
    if (!live) return;
    live.count -= 1;
    if (live.count <= 0) this.counters.delete(key);
  }

  reset(key: string): void {
    this.counters.delete(key);
  }

  get size(): number {
    return this.counters.size;
  }

  private maybeSweep() {
    if (++this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    const now = this.now();
    for (const [key, c] of this.counters) if (c.resetAt <= now) this.counters.delete(key);
  }
}
