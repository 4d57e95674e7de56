import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createLogger, type LogLevel } from '../lib/logger';
import { startServer } from '../server';
import type { AppDeps } from '../deps';
import { TestClient } from './client';
import { createTestDatabase } from './database';
import { createUser, TEST_PASSWORD } from './factories';
import { startS3Server, type S3TestServer } from './s3Server';

export interface TestServer {
  url: string;
  deps: AppDeps;
  dataDir: string;
  /** The loopback S3 server the site stores files in, when started with `{ s3: true }`. */
  s3: S3TestServer | null;
  client(): TestClient;
  /**
   * Stops the site (its mail worker finishes the message in hand) and starts a new one on the same data folder
   * and database, as after a restart; `url` and `deps` then belong to the new one. `env` adds or changes variables;
   * `whileStopped` runs between the two (e.g. a restore, which needs the server stopped).
   */
  restart(env?: Record<string, string>, whileStopped?: () => Promise<void>): Promise<void>;
  /**
   * Stops the site, as a crash or an outage would: its address refuses connections until `start()` brings it
   * back on the same port, data folder and database (the desktop app's offline tests).
   */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** A second site on the same data folder and database, as a second instance behind a load balancer. */
  twin(env?: Record<string, string>): Promise<{ url: string; deps: AppDeps; close(): Promise<void> }>;
  /** A client signed in as a new user (an admin when asked). */
  signedIn(options?: { admin?: boolean }): Promise<{ client: TestClient; userId: string; email: string }>;
  close(): Promise<void>;
}

/**
 * The real server on a free loopback port, with its own data folder and an empty database (SQLite, or
 * PostgreSQL in the server-pg project). Set TEST_LOG=info to see its log.
 */
export async function startTestServer(
  options: {
    seed?: 'demo' | 'none';
    env?: Record<string, string>;
    s3?: boolean;
    /** Receives every log line the site writes at `info` and above (the lines it would print on stdout). */
    log?: (line: string) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-test-'));
  const database = await createTestDatabase({ reuse: true });
  // `s3: true` (or TEST_STORAGE=s3 for a whole run) stores files through the S3 driver in a loopback S3
  // server (server/test/s3Server.ts), so any suite can be run against both drivers.
  const s3 = (options.s3 ?? process.env.TEST_STORAGE === 's3') ? await startS3Server() : null;
  const configFor = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: options.seed ?? 'none',
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing',
      DATABASE_URL: database.url ?? '',
      // Suites sign in and submit forms far more often than a visitor; rateLimit.test.ts turns limits on.
      RATE_LIMITS: 'off',
      // Hundreds of accounts are made and signed in: the real scrypt at a cost a test run can pay.
      PASSWORD_HASH_COST: String(2 ** 10),
      ...s3?.env,
      ...options.env,
      ...env,
    });
  const logger = () =>
    options.log ? createLogger('info', options.log) : createLogger((process.env.TEST_LOG as LogLevel) ?? 'silent');
  let server = await startServer(configFor(), logger());
  let stopped = false;
  // A run meant for S3 that silently wrote to disk would prove nothing.
  if (s3 && server.deps.storage.driver !== 's3')
    throw new Error('startTestServer({ s3: true }) did not get the S3 driver');
  const twins: Array<{ close(): Promise<void> }> = [];
  return {
    get url() {
      return server.url;
    },
    get deps() {
      return server.deps;
    },
    dataDir,
    s3,
    client: () => new TestClient(server.url),
    async signedIn({ admin = false } = {}) {
      const user = await createUser(server.deps.db, { isAdmin: admin });
      const client = new TestClient(server.url);
      await client.login(user.email, TEST_PASSWORD);
      return { client, userId: user.id, email: user.email };
    },
    async restart(env, whileStopped) {
      await server.close();
      await whileStopped?.();
      server = await startServer(configFor(env), logger());
    },
    async stop() {
      if (stopped) return;
      await server.close();
      stopped = true;
    },
    async start() {
      if (!stopped) return;
      server = await startServer(configFor({ PORT: String(server.port) }), logger());
      stopped = false;
    },
    async twin(env) {
      const other = await startServer(configFor(env), logger());
      twins.push(other);
      return other;
    },
    async close() {
      for (const t of twins) await t.close();
      if (!stopped) await server.close();
      await database.drop();
      await s3?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
