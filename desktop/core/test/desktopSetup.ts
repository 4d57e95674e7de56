import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import type { TestServer } from '@server/test/harness';
import { createDesktopCore, type DesktopCore, type DesktopCoreOptions } from '../index';

/** A fresh data folder for one desktop installation. */
export const tempDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'preserve-desktop-'));

/** The core on `dataDir` with no background timer (tests call syncNow themselves). */
export const openCore = (dataDir: string, options: Partial<DesktopCoreOptions> = {}) =>
  createDesktopCore({ dataDir, reachabilityIntervalMs: 0, ...options });

/** A core connected to the site and signed in as a new admin, as after the first run's questions. */
export async function signedInCore(server: TestServer, dataDir: string, options: Partial<DesktopCoreOptions> = {}): Promise<DesktopCore> {
  const core = await openCore(dataDir, options);
  const admin = await createUser(server.deps.db, { isAdmin: true });
  await core.connect(server.url);
  await core.signIn(admin.email, TEST_PASSWORD);
  return core;
}
