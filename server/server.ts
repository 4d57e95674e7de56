import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { Database } from './db/database';
import { createStorage } from './services/storage';
import { createLogger, type Logger } from './lib/logger';
import { createApp } from './app';
import { createPageRenderer } from './ssr/render';
import { createMailer, senderAddressOf } from './services/mail';
import { seedDemoNewsletter } from './seed/newsletter';
import { enqueueMail, messageDomainFor } from './services/mail/queue';
import { RECIPIENT_CAP } from './services/mail/recipientCap';
import { startMailWorker } from './services/mail/worker';
import { seedIfEmpty } from './seed';
import { seedDemoLogo } from './seed/logo';
import { startSessionPurge } from './middlewares/session';
import { startRegistrationRetention } from './services/registrationRetention';
import { startFormResultPurge } from './services/formResults';
import { startReminders } from './services/reminders';
import { startNewsletterForgetting } from './services/newsletterSubscriptions';
import { startNewsletterSending } from './services/newsletterRuns';
import type { AppDeps } from './deps';
import { RequestMetrics } from './lib/metrics';
import { connectRedis } from './services/redis';
import { RedisRateLimitStore, redisReady } from './middlewares/rateLimitRedis';
import { RateLimitStore } from './middlewares/rateLimitStore';
import { connectResponseCache, ResponseCache } from './services/responseCache';
import { seedSettingsIfEmpty, SiteSettingsStore, warnIfSample } from './services/siteSettings';
import { createPasswordHasher } from './services/passwords';
import { startAccountRequests } from './services/accountRequests';
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
  const siteSettings = new SiteSettingsStore(db, config.organisation, responseCache);
  // ORG_* fill an empty database once; from then on the stored settings are the organisation. The sample stand-ins
  // fill the gaps only on a demo site: a site started without demo content (SEED=none) starts with what ORG_* give
  // and nothing else, and its pages leave the rest out until an admin enters it (the dashboard's launch checklist).
  await seedSettingsIfEmpty(
    db,
    siteSettings,
    config.seed === 'demo' ? config.organisation : config.organisationWithoutSamples,
  );
  if (config.seed === 'demo' && (await seedIfEmpty({ db, storage, log, org: siteSettings.current }))) {
    await seedDemoLogo({ db, storage }, siteSettings);
    await seedDemoNewsletter({ db, storage }, siteSettings.current);
  }
  const mail = createMailer(config, log);
  // The worker starts at once: mail queued before a restart (or left by a crashed instance) goes out now.
  // MAIL_FROM gives only the sending address; the name is the organisation's as the settings have it at sending,
  // asked of the database first so a rename saved on another instance is seen too.
  const senderAddress = senderAddressOf(config.mailFrom);
  const sender = async () => {
    await siteSettings.fresh();
    return { name: siteSettings.current.name.trim(), address: senderAddress };
  };
  const mailWorker = startMailWorker({ db, mailer: mail, log, settings: config.mailQueue, sender });
  const messageDomain = messageDomainFor(config.mailFrom, config.publicUrl);
  // The per-mailbox cap goes with the other limits: RATE_LIMITS=off (load tests) lifts it too.
  const recipientCap = config.rateLimits ? RECIPIENT_CAP : null;
  const mailQueue = {
    async enqueue(m: EntityManager, message: QueuedMessage) {
      // A person answering any mail reaches the office (the settings' e-mail), unless the message names someone
      // else to answer (a notice to the office names the visitor who wrote).
      const officeEmail = siteSettings.current.email.trim();
      const replyTo = message.replyTo ?? (officeEmail || undefined);
      const row = await enqueueMail(m, { ...message, replyTo }, messageDomain, recipientCap);
      if (!row) log.warn('mail held back: its mailbox has had its allowance', { kind: message.kind, to: message.to });
      return row;
    },
    kick: () => mailWorker.kick(),
  };
  // Sign-ups and reset requests recorded before a restart are handled at once.
  const accountRequests = startAccountRequests({
    db,
    config,
    log,
    mailQueue,
    get org() {
      return siteSettings.current;
    },
  });
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
    passwords: createPasswordHasher(config.passwordHashCost),
    accountRequests,
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
  const stopFormResultPurge = startFormResultPurge(db);

  const handle = app.callback();
  // Koa's handler answers every failure itself; its promise only says the response is done.
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (err) => {
    await accountRequests.stop();
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
      const choresStopped = Promise.all([
        stopPurge(),
        stopRetention(),
        stopReminders(),
        stopNewsletterSending(),
        stopFormResultPurge(),
      ]);
      // No new rounds; a message being sent finishes (and is marked) before the database closes.
      const mailStopped = mailWorker.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 10 s are cut off so shutdown always finishes.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await accountRequests.stop();
      await mailStopped;
      await rateRedis?.quit().catch(() => rateRedis.disconnect());
      await stopCache();
      await choresStopped;
      await db.close();
    })());

  return { url, port, deps, close };
}
