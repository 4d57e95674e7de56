import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { createDesktopCore, type DesktopCore, type DesktopCoreOptions } from '../index';

/** A fresh data folder for one desktop installation. */
export const tempDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'preserve-desktop-'));

/** The core on `dataDir` with no background timer (tests call syncNow themselves). */
export const openCore = (dataDir: string, options: Partial<DesktopCoreOptions> = {}) =>
  createDesktopCore({ dataDir, reachabilityIntervalMs: 0, ...options });

/** A core connected to the site and signed in as a new admin, as after the first run's questions. */
export async function signedInCore(
  server: TestServer,
  dataDir: string,
  options: Partial<DesktopCoreOptions> = {},
): Promise<DesktopCore> {
  const core = await openCore(dataDir, options);
  const admin = await createUser(server.deps.db, { isAdmin: true });
  await core.connect(server.url);
  await core.signIn(admin.email, TEST_PASSWORD);
  return core;
}

export interface CoreWithSite {
  server: TestServer;
  /** A signed-in admin's web client, for changes made on the site meanwhile. */
  web: TestClient;
  dataDir: string;
  core: DesktopCore;
}

/**
 * Registers the suite's hooks: a test server, an admin signed in on the web and a desktop core signed in on a fresh
 * data folder; all closed and removed after the suite. Fields are filled once the suite starts; `core` may be
 * replaced (an app restart) and the replacement is the one closed.
 */
export function useCoreWithSite(): CoreWithSite {
  const setup = {} as CoreWithSite;
  beforeAll(async () => {
    setup.server = await startTestServer();
    ({ client: setup.web } = await setup.server.signedIn({ admin: true }));
    setup.dataDir = await tempDataDir();
    setup.core = await signedInCore(setup.server, setup.dataDir);
  });
  afterAll(async () => {
    await setup.core?.close();
    await setup.server.close();
    await fs.rm(setup.dataDir, { recursive: true, force: true });
  });
  return setup;
}
