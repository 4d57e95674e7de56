import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { RateLimitStore, type Counter, type CounterStore } from './rateLimitStore';

const PREFIX = 'preserve:rate:';

// One round trip each, atomic in Redis: concurrent hits on several instances never lose a count.
const INCREMENT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
const DECREMENT = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local c = redis.call('DECR', KEYS[1])
if c <= 0 then redis.call('DEL', KEYS[1]) end
return c`;
const READ = `local c = redis.call('GET', KEYS[1])
if not c then return nil end
return {tonumber(c), redis.call('PTTL', KEYS[1])}`;

/**
 * Rate-limit counters in Redis (REDIS_URL), shared by every instance, so a client cannot multiply its tries by
 * the number of instances. Counters expire with their window. While Redis is unreachable the counts fall back to
 * this instance's memory: limits stay in force (per instance) and requests never fail for it (ADR 022).
 */
export class RedisRateLimitStore implements CounterStore {
  private readonly fallback = new RateLimitStore();

  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
  ) {}

  private async attempt<T>(op: () => Promise<T>, local: () => T): Promise<T> {
    if (this.redis.status !== 'ready') return local();
    try {
      return await op();
    } catch (err) {
      this.log.warn('rate limits: redis failed, counting in memory', { err });
      return local();
    }
  }

  private counter(reply: unknown): Counter | null {
    if (!Array.isArray(reply)) return null;
    const [count, ttl] = reply.map(Number);
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  get(key: string): Promise<Counter | null> {
    return this.attempt(async () => this.counter(await this.redis.eval(READ, 1, PREFIX + key)), () => this.fallback.get(key));
  }

  increment(key: string, windowMs: number): Promise<Counter> {
    return this.attempt(
      async () => this.counter(await this.redis.eval(INCREMENT, 1, PREFIX + key, windowMs))!,
      () => this.fallback.increment(key, windowMs),
    );
  }

  decrement(key: string): Promise<void> {
    return this.attempt(
      async () => void (await this.redis.eval(DECREMENT, 1, PREFIX + key)),
      () => this.fallback.decrement(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.attempt(
      async () => void (await this.redis.del(PREFIX + key)),
      () => this.fallback.reset(key),
    );
  }
}

/** Waits (briefly) for Redis at start-up, so the first requests already count in the shared store. */
export function redisReady(redis: Redis, limitMs = 2000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), limitMs);
    redis.once('ready', onReady);
  });
}
