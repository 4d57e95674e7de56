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

export interface TestServer {
  url: string;
  deps: AppDeps;
  dataDir: string;
  client(): TestClient;
  /** A client signed in as a new user (an admin when asked). */
  signedIn(options?: { admin?: boolean }): Promise<{ client: TestClient; userId: string; email: string }>;
  close(): Promise<void>;
}

/**
 * The real server on a free loopback port, with its own data folder and an empty database (SQLite, or
 * PostgreSQL in the server-pg project). Set TEST_LOG=info to see its log.
 */
export async function startTestServer(options: { seed?: 'demo' | 'none'; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: options.seed ?? 'none',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing',
    DATABASE_URL: database.url ?? '',
    // Suites sign in and submit forms far more often than a visitor; rateLimit.test.ts turns limits on.
    RATE_LIMITS: 'off',
    ...options.env,
  });
  const server = await startServer(config, createLogger((process.env.TEST_LOG as LogLevel) ?? 'silent'));
  return {
    url: server.url,
    deps: server.deps,
    dataDir,
    client: () => new TestClient(server.url),
    async signedIn({ admin = false } = {}) {
      const user = await createUser(server.deps.db, { isAdmin: admin });
      const client = new TestClient(server.url);
      await client.login(user.email, TEST_PASSWORD);
      return { client, userId: user.id, email: user.email };
    },
    async close() {
      await server.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
