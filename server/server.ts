import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { Database } from './db/database';
import { createStorage } from './services/storage';
import { createLogger, type Logger } from './lib/logger';
import { createApp } from './app';
import { createPageRenderer } from './ssr/render';
import { createMailer } from './services/mail';
import { enqueueMail, messageDomainFor } from './services/mail/queue';
import { startMailWorker } from './services/mail/worker';
import { seedIfEmpty } from './seed';
import { startSessionPurge } from './middlewares/session';
import { startRegistrationRetention } from './services/registrationRetention';
import { startReminders } from './services/reminders';
import { startNewsletterForgetting } from './services/newsletterSubscriptions';
import { startNewsletterSending } from './services/newsletterRuns';
import type { AppDeps } from './deps';
import { RequestMetrics } from './lib/metrics';
import { connectRedis } from './services/redis';
import { RedisRateLimitStore, redisReady } from './middlewares/rateLimitRedis';
import { RateLimitStore } from './middlewares/rateLimitStore';
import { connectResponseCache, ResponseCache } from './services/responseCache';
import { seedSettingsIfEmpty, SiteSettingsStore, warnIfSample, withoutPlaceholders } from './services/siteSettings';
import { ORGANISATION_FACTS } from '../shared/organisation';
import type { EntityManager } from 'typeorm';
import type { QueuedMessage } from './services/mail/messages';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Opens the database (running migrations), seeds demo content into an empty one, then listens. The port
 * opens only when everything is ready, so the first answer from /api/health means "ready".
 */
export async function startServer(config: Config, log: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  const db = await Database.open(config.database, log);
  const storage = await createStorage(config);
  const responseCache = new ResponseCache();
  const siteSettings = new SiteSettingsStore(
    db,
    { ...ORGANISATION_FACTS, preserveName: config.organisation.preserveName },
    responseCache,
  );
  // ORG_* fill an empty database once; from then on the stored settings are the organisation. The sample stand-ins
  // fill the gaps only on a demo site: a real one (SEED=none) leaves unset details empty, and pages leave them out.
  await seedSettingsIfEmpty(
    db,
    siteSettings,
    config.seed === 'demo' ? config.organisation : withoutPlaceholders(config.organisation).values,
  );
  if (config.seed === 'demo') await seedIfEmpty({ db, storage, log, org: siteSettings.current });
  const mail = createMailer(config, log);
  // The worker starts at once: mail queued before a restart (or left by a crashed instance) goes out now.
  const mailWorker = startMailWorker({ db, mailer: mail, log, settings: config.mailQueue });
  const messageDomain = messageDomainFor(config.mailFrom, config.publicUrl);
  const mailQueue = {
    enqueue: (m: EntityManager, message: QueuedMessage) => enqueueMail(m, message, messageDomain),
    kick: () => mailWorker.kick(),
  };
  const stopCache = connectResponseCache(responseCache, db, { redisUrl: config.redisUrl, log });
  const deps: AppDeps = {
    config,
    db,
    storage,
    log,
    get org() {
      return siteSettings.current;
    },
    siteSettings,
    pages: createPageRenderer(() => siteSettings.current),
    mail,
    mailQueue,
    metrics: new RequestMetrics(),
    responseCache,
  };
  // With REDIS_URL, rate-limit counters are shared by every instance (ADR 022); otherwise each counts its own.
  const rateRedis = config.redisUrl ? connectRedis(config.redisUrl, log, 'rate-limits') : null;
  if (rateRedis && !(await redisReady(rateRedis)))
    log.warn('redis not reachable at start: rate limits count per instance until it is');
  const rateLimitStore = rateRedis ? new RedisRateLimitStore(rateRedis, log) : new RateLimitStore();
  const app = createApp(deps, { rateLimitStore });
  const stopPurge = startSessionPurge(db);
  const stopRetention = startRegistrationRetention(db, config.registrationRetentionDays);
  const stopReminders = startReminders(deps);
  const stopForgetting = startNewsletterForgetting(db);
  const stopNewsletterSending = startNewsletterSending(deps);

  const handle = app.callback();
  // Koa's handler answers every failure itself; its promise only says the response is done.
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (err) => {
    await mailWorker.stop();
    rateRedis?.disconnect();
    await stopCache();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  warnIfSample(siteSettings, log);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      // The chores stop and give up their leases while the database is still open.
      stopForgetting();
      const choresStopped = Promise.all([stopPurge(), stopRetention(), stopReminders(), stopNewsletterSending()]);
      // No new rounds; a message being sent finishes (and is marked) before the database closes.
      const mailStopped = mailWorker.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 10 s are cut off so shutdown always finishes.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await mailStopped;
      await rateRedis?.quit().catch(() => rateRedis.disconnect());
      await stopCache();
      await choresStopped;
      await db.close();
    })());

  return { url, port, deps, close };
}
