import type { Config } from './config';
import type { Database } from './db/database';
import type { Storage } from './services/storage';
import type { Logger } from './lib/logger';
import type { Organisation } from '../shared/organisation';
import type { ApiToken, User } from './db/entities';
import type { PageRenderer } from './ssr/render';
import type { Mailer } from './services/mail';
import type { EntityManager } from 'typeorm';
import type { OutboundEmail } from './db/entities';
import type { QueuedMessage } from './services/mail/messages';
import type { RequestMetrics } from './lib/metrics';
import type { ResponseCache } from './services/responseCache';
import type { SiteSettingsStore } from './services/siteSettings';
import type { PasswordHasher } from './services/passwords';
import type { AccountRequestRunner } from './services/accountRequests';

/**
 * The durable outgoing-mail queue (ADR 013): enqueue inside a write, kick after it commits. `enqueue` answers null
 * for a message held back because its mailbox has had its allowance (ADR 051): nothing is sent, the rest stands.
 */
export interface MailQueue {
  enqueue(m: EntityManager, message: QueuedMessage): Promise<OutboundEmail | null>;
  kick(): void;
}

/** Everything a request handler may use; built once at start-up and reachable as ctx.deps. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  log: Logger;
  /** The organisation as the site settings now hold it (read per use: an admin's save shows at once). */
  readonly org: Organisation;
  siteSettings: SiteSettingsStore;
  pages: PageRenderer;
  mail: Mailer;
  mailQueue: MailQueue;
  /** Password hashes and checks, a few at a time (services/passwords.ts). */
  passwords: PasswordHasher;
  /** Does the work of recorded sign-up and reset requests after their answer (services/accountRequests.ts). */
  accountRequests: AccountRequestRunner;
  /** This instance's request counts and latencies (GET /api/admin/metrics). */
  metrics: RequestMetrics;
  /** Anonymous pages and public API answers, emptied on every committed write (middlewares/publicCache.ts). */
  responseCache: ResponseCache;
}

declare module 'koa' {
  interface DefaultContext {
    deps: AppDeps;
  }
  interface DefaultState {
    requestId: string;
    user: User | null;
    /** The bearer token this request authenticated with, if any (desktop app). */
    apiToken?: ApiToken | null;
  }
}
