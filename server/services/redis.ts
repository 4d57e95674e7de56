import { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';

/**
 * The optional Redis connection (REDIS_URL). Redis only ever holds state that instances share and can lose
 * (rate-limit counters, cache invalidation messages); the database stays the source of truth, so a Redis outage
 * degrades to per-instance behaviour instead of failing requests.
 */
export function connectRedis(url: string, logger: Logger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: `preserve-${name}`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return; // ioredis retries on its own; one line per outage is enough
    reported = true;
    logger.warn('redis unavailable', { name, err: error });
  });
  redis.on('ready', () => {
    if (reported) logger.info('redis reachable again', { name });
    reported = false;
  });
  return redis;
}
