import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { Event } from '../../server/db/entities';
import type { ImportProgress } from '../../shared/desktop/bridge';
import type { DesktopCore } from './index';
import { openCore, signedInCore, tempDataDir } from './test/desktopSetup';

const NOW = new Date('2026-03-01T12:00:00Z');

async function until(core: DesktopCore, done: (p: ImportProgress) => boolean): Promise<ImportProgress> {
  for (;;) {
    const progress = await core.importProgress();
    if (done(progress)) return progress;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * ADR 041: an import cut off (the line dropped, the app closed) is remembered in the app's own store with its
 * plan, so at the next start the app offers to resume it and says how many photos are left, without the volunteer
 * choosing the folder again.
 */
describe('desktop core: an interrupted folder import is offered again at start', () => {
  let server: TestServer;
  let dataDir: string;
  let root: string;
  let failPutsAfter = Infinity;

  const cuttingFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method === 'PUT' && /\/objects\/upload\//.test(url)) {
      if (failPutsAfter <= 0) throw new TypeError('fetch failed');
      failPutsAfter--;
    }
    return fetch(input, init);
  };

  beforeAll(async () => {
    server = await startTestServer();
    dataDir = await tempDataDir();
    root = path.join(dataDir, 'Photos');
    for (let i = 0; i < 12; i++) {
      const file = path.join(root, String(2015 + (i % 2)), `walk-${i}.png`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 20, g: 90, b: 40 } } })
        .png()
        .toFile(file);
    }
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('remembers the plan across a restart, counts what is left, resumes, and forgets it once done', async () => {
    const appDir = path.join(dataDir, 'app');
    let core = await signedInCore(server, appDir, { fetch: cuttingFetch, now: () => NOW });
    expect(await core.interruptedImport()).toBeNull();
    const plan = await core.scanFolder(root);
    failPutsAfter = 5;
    await core.startImport(plan);
    expect((await until(core, (p) => p.state !== 'running')).state).toBe('failed');
    await core.close();

    failPutsAfter = Infinity;
    core = await openCore(appDir, { fetch: cuttingFetch, now: () => NOW });
    const interrupted = await core.interruptedImport();
    expect(interrupted).toEqual({ plan, totalFiles: 12, filesLeft: 7, eventsLeft: 2 });

    await core.startImport(interrupted!.plan);
    expect(await core.interruptedImport()).toBeNull(); // not while it runs
    expect(await until(core, (p) => p.state !== 'running')).toMatchObject({ state: 'done', uploadedFiles: 12 });
    expect(await server.deps.db.repo(Event).count()).toBe(2);
    expect(await core.interruptedImport()).toBeNull();
    await core.close();

    core = await openCore(appDir, { fetch: cuttingFetch, now: () => NOW });
    expect(await core.interruptedImport()).toBeNull();
    await core.close();
  });

  it('an app closed in the middle of an import offers it too; Forget drops the offer', async () => {
    const appDir = path.join(dataDir, 'app-closed');
    let core = await signedInCore(server, appDir, { fetch: cuttingFetch, now: () => NOW });
    const plan = await core.scanFolder(root);
    // The 12 photos are uploaded again for this installation (its own record of what it sent).
    await core.startImport({ ...plan, rows: plan.rows.map((r) => ({ ...r, include: r.year === 2015 })) });
    await core.close();

    core = await openCore(appDir, { fetch: cuttingFetch, now: () => NOW });
    const interrupted = await core.interruptedImport();
    expect(interrupted).toMatchObject({ totalFiles: 6, eventsLeft: 1 });
    expect(interrupted!.filesLeft).toBeGreaterThan(0);
    await core.forgetImport();
    expect(await core.interruptedImport()).toBeNull();
    await core.close();
  });
});
