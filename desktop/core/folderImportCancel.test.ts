import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { Event } from '../../server/db/entities';
import type { ImportProgress } from '../../shared/desktop/bridge';
import type { DesktopCore } from './index';
import { IMPORT_CANCELLED } from './index';
import { signedInCore, tempDataDir } from './test/desktopSetup';

async function until(core: DesktopCore, done: (p: ImportProgress) => boolean): Promise<ImportProgress> {
  for (;;) {
    const progress = await core.importProgress();
    if (done(progress)) return progress;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Imports that finish (ADR 054): the volunteer can cancel a running import, which then stops after the photos on
 * their way, stays remembered and resumes where it stopped; and a signed-in admin's import of many photos is not
 * cut short by the site's upload limits, which count an admin's uploads by account.
 */
describe('desktop core: cancelling and resuming an import, under the site’s real limits', () => {
  let server: TestServer;
  let dataDir: string;
  let root: string;
  /** Holds every photo's PUT until released, so the test cancels while uploads are on their way. */
  let gate: Promise<void> | null = null;
  let release = () => {};
  let heldPuts = 0;

  const gatedFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method === 'PUT' && /\/objects\/upload\//.test(url) && gate) {
      heldPuts++;
      await gate;
    }
    return fetch(input, init);
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
    dataDir = await tempDataDir();
    root = path.join(dataDir, 'Photos');
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 80; i++) {
      const file = path.join(root, '2018', `walk-${i}.png`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      writes.push(
        sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 3, g: 90, b: 40 } } })
          .png()
          .toFile(file),
      );
    }
    await Promise.all(writes);
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('Cancel stops the import after the photos on their way; it stays resumable and then finishes all 80', async () => {
    const core = await signedInCore(server, path.join(dataDir, 'app'), { fetch: gatedFetch });
    try {
      const plan = await core.scanFolder(root);
      gate = new Promise((resolve) => (release = resolve));
      await core.startImport(plan);
      await until(core, () => heldPuts > 0);
      const cancelling = core.cancelImport();
      gate = null;
      release();
      const stopped = await cancelling;
      expect(stopped).toMatchObject({ state: 'stopped', message: IMPORT_CANCELLED, eventsCreated: 0 });
      expect(stopped.uploadedFiles).toBeLessThan(80);
      expect(await server.deps.db.repo(Event).count()).toBe(0);
      expect(await core.interruptedImport()).toMatchObject({ totalFiles: 80, filesLeft: 80 - stopped.uploadedFiles });

      // Resumed, past the 60 photos a member may send in 10 minutes: an admin's import finishes in one go.
      await core.startImport(plan);
      expect(await until(core, (p) => p.state !== 'running')).toMatchObject({
        state: 'done',
        uploadedFiles: 80,
        eventsCreated: 4,
        message: null,
      });
      expect(await core.interruptedImport()).toBeNull();
    } finally {
      await core.close();
    }
  });
});
