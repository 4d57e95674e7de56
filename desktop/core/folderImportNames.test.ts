import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Event, GalleryImage } from '../../server/db/entities';
import { preserveCalendarDay } from '../../shared/lib/eventTime';
import type { ImportPlan, ImportProgress } from '../../shared/desktop/bridge';
import type { DesktopCore } from './index';
import { useCoreWithSite } from './test/desktopSetup';

const FOLDERS = { '2019-10-12 Annual Meeting': 3, '2021 Fall Walk': 2, '2021 Spring Planting': 2 };

async function until(core: DesktopCore, done: (p: ImportProgress) => boolean): Promise<ImportProgress> {
  for (;;) {
    const progress = await core.importProgress();
    if (done(progress)) return progress;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The folder import uses what the volunteer gave it (ADR 054): each folder's name gives its event's title and day
 * (or year, and the day is asked for), the plan's own words go to the site as written, every photo is in the
 * event's list of images the public pages show, and the photos may also join the gallery.
 */
describe('desktop core: folder import from folder names', () => {
  const t = useCoreWithSite();
  let root: string;

  beforeAll(async () => {
    root = path.join(t.dataDir, 'Photos');
    let seed = 0;
    for (const [folder, count] of Object.entries(FOLDERS)) {
      await fs.mkdir(path.join(root, folder), { recursive: true });
      for (let i = 0; i < count; i++) {
        const background = { r: (seed += 37) % 256, g: 90, b: 140 };
        await sharp({ create: { width: 8, height: 8, channels: 3, background } })
          .png()
          .toFile(path.join(root, folder, `photo-${i}.png`));
      }
    }
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('reads titles and days from the folder names, and asks for the day a name does not give', async () => {
    const plan = await t.core.scanFolder(root);
    expect(plan.rows.map((r) => [r.folder, r.title, r.year, r.date, r.dateFromName, r.description])).toEqual([
      ['2019-10-12 Annual Meeting', 'Annual Meeting', 2019, '2019-10-12', true, ''],
      ['2021 Fall Walk', 'Fall Walk', 2021, null, false, ''],
      ['2021 Spring Planting', 'Spring Planting', 2021, null, false, ''],
    ]);
    await expect(t.core.startImport(plan)).rejects.toThrow(
      'Enter the date of the folders “2021 Fall Walk”, “2021 Spring Planting” first: the folder name gives no day.',
    );
    expect(await t.server.deps.db.repo(Event).count()).toBe(0);
  });

  it('creates each event as planned, with every photo shown, and adds the photos to the gallery when asked', async () => {
    const scanned = await t.core.scanFolder(root);
    const plan: ImportPlan = {
      ...scanned,
      addToGallery: true,
      rows: scanned.rows.map((r) =>
        r.folder === '2021 Fall Walk'
          ? { ...r, date: '2021-10-23', description: 'Leaves at their best along the creek.' }
          : r.folder === '2021 Spring Planting'
            ? { ...r, date: '2021-04-17' }
            : r,
      ),
    };
    await t.core.startImport(plan);
    expect(await until(t.core, (p) => p.state !== 'running')).toMatchObject({
      state: 'done',
      uploadedFiles: 7,
      eventsCreated: 3,
      galleryImagesAdded: 7,
    });

    const events = await t.server.deps.db.repo(Event).find({ order: { date: 'ASC' } });
    expect(events.map((e) => [e.title, preserveCalendarDay(e.date), e.time, e.description, e.isActive])).toEqual([
      ['Annual Meeting', '2019-10-12', '10:00 AM', 'Photos from Annual Meeting.', false],
      ['Spring Planting', '2021-04-17', '10:00 AM', 'Photos from Spring Planting.', false],
      ['Fall Walk', '2021-10-23', '10:00 AM', 'Leaves at their best along the creek.', false],
    ]);
    // The list of images is what the event page and the past events list show: every photo is in it.
    expect(events.map((e) => e.imageUrls?.length)).toEqual([3, 2, 2]);
    expect(events.every((e) => e.imageUrl === e.imageUrls?.[0])).toBe(true);

    const gallery = await t.server.deps.db.repo(GalleryImage).find();
    expect(gallery).toHaveLength(7);
    expect(gallery.every((g) => g.category === 'events' && g.isPublic)).toBe(true);
    expect(new Set(gallery.map((g) => g.imageUrl))).toEqual(new Set(events.flatMap((e) => e.imageUrls ?? [])));
    expect(gallery.filter((g) => g.title === 'Fall Walk')).toHaveLength(2);

    // Nothing twice when the same plan runs again.
    await t.core.startImport(plan);
    await until(t.core, (p) => p.state !== 'running');
    expect(await t.server.deps.db.repo(GalleryImage).count()).toBe(7);
    expect(await t.server.deps.db.repo(Event).count()).toBe(3);
  });
});
