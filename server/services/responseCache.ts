import { createHash, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';
import { connectRedis } from './redis';

/** One stored anonymous response, sent byte for byte as stored (publicCache.ts). */
export interface CachedResponse {
  status: number;
  type: string;
  cacheControl: string;
  body: string;
  /** Every other header the handler set (X-Next-Cursor, Vary, Last-Modified, ...), sent again with the body. */
  headers?: Record<string, string | string[]>;
  etag: string;
  /** The body, gzip-encoded once when stored. */
  gzip: Buffer;
  storedAt: number;
}

export interface ResponseCacheOptions {
  /** Upper bound on how long another instance's write can go unseen (no Redis, or a lost message). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const RESPONSE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;
const CHANNEL = 'preserve:content-changed';

/**
 * Anonymous HTML and public API responses, in memory. Every committed database write empties it
 * (Database.onCommit), so a change is visible to the next request on this instance; other instances hear of it
 * through Redis when REDIS_URL is set and otherwise within the TTL.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped on every invalidation: a render that started before a write must not be stored after it. */
  private generation = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RESPONSE_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedResponse | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (this.now() - hit.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return hit;
  }

  /** The ticket a caller takes before producing a response; store() ignores stale tickets. */
  ticket(): number {
    return this.generation;
  }

  store(
    key: string,
    ticket: number,
    response: Omit<CachedResponse, 'etag' | 'storedAt' | 'gzip'>,
  ): CachedResponse | null {
    if (ticket !== this.generation) return null;
    const entry = this.prepare(response);
    // Oldest first out: Maps iterate in insertion order.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  /** A response ready to send (ETag, gzip) without keeping it: for one whose render a write overtook. */
  prepare(response: Omit<CachedResponse, 'etag' | 'storedAt' | 'gzip'>): CachedResponse {
    const etag = `W/"${createHash('sha1').update(response.body).digest('base64url')}"`;
    const gzip = zlib.gzipSync(response.body, { level: 6 });
    return { ...response, etag, gzip, storedAt: this.now() };
  }

  /**
   * Runs `produce` unless another request for the same key is already producing it, in which case it waits
   * for that one: after a write, fifty visitors arriving at once cost one render, not fifty.
   */
  async once(key: string, produce: () => Promise<void>): Promise<'produced' | 'waited'> {
    const running = this.inflight.get(key);
    if (running) {
      await running.catch(() => undefined);
      return 'waited';
    }
    const run = produce().finally(() => this.inflight.delete(key));
    this.inflight.set(key, run);
    await run;
    return 'produced';
  }

  private readonly inflight = new Map<string, Promise<void>>();

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Wires a cache to the database's commits and, with Redis, to the other instances' commits. Returns a stop
 * function for shutdown.
 */
export function connectResponseCache(
  cache: ResponseCache,
  db: Database,
  options: { redisUrl: string | null; log: Logger },
): () => Promise<void> {
  const instance = randomUUID();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  if (options.redisUrl) {
    publisher = connectRedis(options.redisUrl, options.log, 'cache-publish');
    subscriber = connectRedis(options.redisUrl, options.log, 'cache-subscribe');
    // The connection has no offline queue: subscribe once it is ready, and again after each reconnect (an outage
    // is logged by connectRedis; the TTL covers what is missed meanwhile).
    const sub = subscriber;
    sub.on('ready', () => void sub.subscribe(CHANNEL).catch(() => undefined));
    subscriber.on('message', (_channel: string, from: string) => {
      if (from !== instance) cache.clear();
    });
  }
  // One message means "forget everything", so while the connection is down (or still opening) a single
  // message owed is enough; it goes out as soon as Redis is ready again.
  let owed = false;
  const publish = () => {
    if (!publisher) return;
    if (publisher.status !== 'ready') {
      owed = true;
      return;
    }
    owed = false;
    publisher.publish(CHANNEL, instance).catch(() => (owed = true));
  };
  publisher?.on('ready', () => owed && publish());
  const stop = db.onCommit(() => {
    cache.clear();
    publish();
  });
  return async () => {
    stop();
    await Promise.all([publisher?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
  };
}
