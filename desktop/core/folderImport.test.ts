import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { Event } from '../../server/db/entities';
import { SAMPLE_ORGANISATION } from '../../shared/organisation';
import type { ImportProgress } from '../../shared/desktop/bridge';
import type { DesktopCore } from './index';
import { IMAGES_PER_EVENT } from './folderImport';
import { openCore, signedInCore, tempDataDir } from './test/desktopSetup';

const NOW = new Date('2026-03-01T12:00:00Z');

async function writeImage(file: string, seed: number) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Distinct colours, so distinct bytes: the test tells photos apart by their contents.
  const background = { r: seed % 256, g: Math.floor(seed / 256) * 64, b: 128 };
  await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toFile(file);
}

async function until(core: DesktopCore, done: (p: ImportProgress) => boolean): Promise<ImportProgress> {
  for (;;) {
    const progress = await core.importProgress();
    if (done(progress)) return progress;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('desktop core: folder scan', () => {
  let root: string;
  beforeAll(async () => {
    root = path.join(await tempDataDir(), 'Photos');
    for (const [i, file] of [
      '2019/a.jpg',
      '2017/walk/f.JPG',
      '2018-meeting/c.jpg',
      'trip-2021/b.jpg',
      'misc/d.jpg',
      '.hidden/e.jpg',
    ].entries()) {
      await writeImage(path.join(root, file), i);
    }
    await fs.writeFile(path.join(root, 'misc', 'notes.txt'), 'not a photo');
  });
  afterAll(() => fs.rm(path.dirname(root), { recursive: true, force: true }));

  it('groups images by folder and takes each title and year from the folder names', async () => {
    const core = await openCore(path.join(path.dirname(root), 'data'), { now: () => NOW });
    try {
      const plan = await core.scanFolder(root);
      expect(plan.folder).toBe(root);
      expect(plan.rows.map((r) => [r.key, r.folder, r.year, r.title, r.date, r.files])).toEqual([
        ['2017/walk', '2017/walk', 2017, 'walk', null, ['2017/walk/f.JPG']],
        ['2018-meeting', '2018-meeting', 2018, 'meeting', null, ['2018-meeting/c.jpg']],
        // No title in the name: the bulk creator's title and day of that year.
        ['2019', '2019', 2019, `${SAMPLE_ORGANISATION.abbreviation} Annual Meeting 2019`, '2019-06-15', ['2019/a.jpg']],
        // No year in the name: the current year, and the day is asked for.
        ['misc', 'misc', 2026, 'misc', null, ['misc/d.jpg']],
        ['trip-2021', 'trip-2021', 2021, 'trip', null, ['trip-2021/b.jpg']],
      ]);
      expect(plan.rows.every((r) => r.include && !r.dateFromName && r.description === '')).toBe(true);
      expect(plan.addToGallery).toBe(false);
    } finally {
      await core.close();
    }
  });

  it('a chosen folder named by its year gives that year to images directly inside it', async () => {
    const core = await openCore(path.join(path.dirname(root), 'data'), { now: () => NOW });
    try {
      const plan = await core.scanFolder(path.join(root, '2019'));
      expect(plan.rows.map((r) => [r.key, r.year])).toEqual([['.', 2019]]);
    } finally {
      await core.close();
    }
  });
});

describe('desktop core: importing 300 photos, resumable', () => {
  let server: TestServer;
  let dataDir: string;
  let root: string;
  const puts = new Map<string, number>();
  let failPutsAfter = Infinity;

  /** The network edge: counts every image PUT by the photo's bytes, and can cut the line. */
  const countingFetch: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method === 'PUT' && /\/objects\/upload\//.test(url)) {
      if (failPutsAfter <= 0) throw new TypeError('fetch failed');
      failPutsAfter--;
      const body = Buffer.from(init.body as Uint8Array).toString('base64');
      puts.set(body, (puts.get(body) ?? 0) + 1);
    }
    return fetch(input, init);
  };

  beforeAll(async () => {
    server = await startTestServer();
    dataDir = await tempDataDir();
    root = path.join(dataDir, 'import', 'Annual meetings');
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 300; i++)
      writes.push(writeImage(path.join(root, String(2010 + (i % 10)), `photo-${i}.png`), i));
    await Promise.all(writes);
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stops when the line drops, then resumes after a restart without sending any photo twice', async () => {
    let core = await signedInCore(server, path.join(dataDir, 'app'), { fetch: countingFetch, now: () => NOW });
    const plan = await core.scanFolder(root);
    expect(plan.rows).toHaveLength(10 * Math.ceil(30 / IMAGES_PER_EVENT));
    expect(plan.rows.flatMap((r) => r.files)).toHaveLength(300);

    failPutsAfter = 120;
    expect((await core.startImport(plan)).state).toBe('running');
    const failed = await until(core, (p) => p.state !== 'running');
    expect(failed.state).toBe('failed');
    expect(failed.message).toMatch(/could not be reached/);
    expect(failed.uploadedFiles).toBe(120);
    expect(failed.eventsCreated).toBe(0);
    expect(await server.deps.db.repo(Event).count()).toBe(0);

    await core.close();
    failPutsAfter = Infinity;
    core = await openCore(path.join(dataDir, 'app'), { fetch: countingFetch, now: () => NOW });
    await core.startImport(await core.scanFolder(root));
    const done = await until(core, (p) => p.state !== 'running');
    expect(done).toMatchObject({
      state: 'done',
      totalFiles: 300,
      uploadedFiles: 300,
      eventsCreated: plan.rows.length,
      message: null,
    });
    expect(puts.size).toBe(300);
    expect([...puts.values()].every((n) => n === 1)).toBe(true);

    const events = await server.deps.db.repo(Event).find();
    expect(events).toHaveLength(plan.rows.length);
    expect(events.every((e) => !e.isActive)).toBe(true);
    // Every photo is in its event's list of images, the one the public pages show.
    expect(events.reduce((n, e) => n + (e.imageUrls?.length ?? 0), 0)).toBe(300);
    expect(events.every((e) => e.imageUrl === e.imageUrls?.[0])).toBe(true);
    expect(events.map((e) => e.date.toISOString().slice(0, 4)).sort()).toEqual(
      plan.rows.map((r) => String(r.year)).sort(),
    );

    // A third run finds everything done: nothing sent, nothing created.
    await core.startImport(plan);
    expect(await until(core, (p) => p.state !== 'running')).toMatchObject({
      state: 'done',
      eventsCreated: plan.rows.length,
    });
    expect([...puts.values()].every((n) => n === 1)).toBe(true);
    expect(await server.deps.db.repo(Event).count()).toBe(plan.rows.length);
    await core.close();
  });
});
