import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Logger } from '../lib/logger';

type Redis = IORedis.Redis;
const require = createRequire(import.meta.url);

/**
 * The optional Redis connection (REDIS_URL). Redis only ever holds state that instances share and can lose
 * (rate-limit counters, cache invalidation messages); the database stays the source of truth, so a Redis outage
 * degrades to per-instance behaviour instead of failing requests.
 */
export function connectRedis(url: string, logger: Logger, name: string): Redis {
  // Loaded on first use: a site without REDIS_URL never pays for loading the client at start.
  const { Redis } = require('ioredis') as typeof IORedis;
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
