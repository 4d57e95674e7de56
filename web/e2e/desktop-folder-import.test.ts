import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from './support/server';
import { expectAccessible, launchBrowser, pageForTry } from './support/browser';
import { deleteEventViaApi } from './support/events';
import { createAccount, sessionCookie, type Account } from './support/accounts';
import { buildDesktopIfStale, desktopForTry } from './support/desktopHarness';
import type { EventDto } from '../../shared/api/types';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

/**
 * The folder import: a folder of 300 generated photos becomes past events titled and dated from the folder names,
 * with every photo on the public pages, under the site's production rate limits.
 */
const ADMIN: Account = { email: 'office.import@example.org', password: 'Hermit-Thrush-Import-83', admin: true };
const FOLDERS = [
  // A title but no day in the names: the volunteer enters it.
  { dir: '2019/spring-walk', count: 100, year: 2019, title: 'spring walk', day: '2019-05-18' },
  { dir: '2021-12-18 Bird Count', count: 100, year: 2021, title: 'Bird Count', day: null },
  // Only a year: the bulk creator's title and day.
  { dir: '2023', count: 100, year: 2023, title: 'Annual Meeting 2023', day: null },
];
const DROPPED = { dir: '2022/blurry', count: 4 };
const RENAMED = 'Christmas Bird Count';

/** Tiny distinct JPEGs (a colour per file) so no two uploads are the same picture. */
async function writePhotos(root: string, dir: string, count: number, seed: number): Promise<void> {
  await fs.mkdir(path.join(root, dir), { recursive: true });
  for (let i = 0; i < count; i++) {
    const background = { r: (seed * 40 + i) % 256, g: (i * 7) % 256, b: (seed * 90 + i * 3) % 256 };
    const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background } })
      .jpeg({ quality: 60 })
      .toBuffer();
    await fs.writeFile(path.join(root, dir, `photo-${String(i).padStart(3, '0')}.jpg`), jpeg);
  }
}

const imagesOf = (e: EventDto): number => new Set([e.imageUrl, ...e.imageUrls].filter(Boolean)).size;

describe('desktop app: folder import of 300 photos', () => {
  let server: BuiltServer;
  let browser: Browser;
  let photos: string;
  let before: Set<string>;
  /** How many events the preview offered once the dropped folder was unticked. */
  let expected = 0;

  beforeAll(async () => {
    photos = await fs.mkdtemp(path.join(os.tmpdir(), 'preserve-import-'));
    [server, browser] = await Promise.all([
      // The production limits: an admin's import of 300 photos must finish in one go under them.
      startBuiltServer({ RATE_LIMITS: 'on' }),
      launchBrowser(),
      buildDesktopIfStale(),
      ...[...FOLDERS, DROPPED].map((f, seed) => writePhotos(photos, f.dir, f.count, seed)),
    ]);
    await createAccount(server, ADMIN);
    before = new Set(((await (await fetch(`${server.url}/api/events`)).json()) as EventDto[]).map((e) => e.id));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (photos) await fs.rm(photos, { recursive: true, force: true });
  });

  it('previews the events, lets the volunteer rename and drop rows, imports with progress', async () => {
    // A retry starts from the site its first try met: without the events an earlier try imported.
    const cookie = await sessionCookie(server, ADMIN);
    const now = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    for (const e of now.filter((event) => !before.has(event.id))) await deleteEventViaApi(server, cookie, e.id);
    const [harness, page] = await Promise.all([desktopForTry(server.url), pageForTry(browser)]);
    await page.goto(harness.url);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Folder import' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Import past events from a folder' });
    await heading.waitFor();
    // Screen change moves focus to the new screen's heading.
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement), { timeout: 10_000 }).toBe(true);

    // No native dialog in the harness: the path goes in the text field.
    await page.getByLabel('Folder path').fill(photos);
    await page.getByRole('button', { name: 'Scan' }).click();
    const table = page.locator('.dsk-import-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    // One row per folder, large folders split in parts: every folder's rows carry its year and all its images.
    const rowsOf = (dir: string) => table.locator(`tr[data-key="${dir}"], tr[data-key^="${dir}#"]`);
    await rowsOf(DROPPED.dir).first().waitFor();
    await expectAccessible(page);
    let eventRows = 0;
    for (const f of FOLDERS) {
      // Every row names its folder as written, with the title and day read from it.
      const cells = await rowsOf(f.dir).evaluateAll((trs) =>
        trs.map((tr) => ({
          folder: tr.querySelector('th')?.textContent,
          title: tr.querySelector<HTMLInputElement>('input[aria-label^="Title for"]')?.value,
          date: tr.querySelector<HTMLInputElement>('input[type="date"]')?.value,
          images: Number(tr.querySelector('td:last-child')?.textContent),
        })),
      );
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.every((c) => c.folder?.startsWith(f.dir) && c.title?.includes(f.title))).toBe(true);
      expect(cells.reduce((n, c) => n + c.images, 0)).toBe(f.count);
      if (f.day === null) expect(cells.every((c) => c.date?.startsWith(String(f.year)))).toBe(true);
      eventRows += cells.length;
    }
    await expect(rows.count()).resolves.toBe(eventRows + 1);
    await rowsOf(FOLDERS[1].dir).first().locator('input[aria-label^="Title for"]').fill(RENAMED);
    await rowsOf(DROPPED.dir).locator('input[type="checkbox"]').uncheck({ force: true });
    expected = eventRows;
    // The folders whose names give no day wait for one.
    const importButton = page.getByRole('button', { name: `Import ${eventRows} events (300 images)` });
    await expect(importButton.isDisabled()).resolves.toBe(true);
    const undated = await rowsOf(FOLDERS[0].dir).count();
    await page.getByText(`Enter the day of ${undated} folders whose names give no day before importing.`).waitFor();
    for (let i = 0; i < undated; i++)
      await rowsOf(FOLDERS[0].dir).nth(i).locator('input[type="date"]').fill(FOLDERS[0].day!);

    await importButton.click();
    await page.locator('[data-import-state="done"]').waitFor({ timeout: 150_000 });
    await page.getByText(`300 of 300 images uploaded, ${eventRows} events created. Import finished.`).waitFor();
    await expectAccessible(page);
    page.expectNoErrors();
  }, 240_000);

  it('the site has the past events, inactive, with all their images', async () => {
    const all = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const created = all.filter((e) => !before.has(e.id));
    expect(created).toHaveLength(expected);
    expect(created.every((e) => e.isActive === false)).toBe(true);
    expect(new Set(created.map((e) => preserveCalendarDay(new Date(e.date))))).toEqual(
      new Set(['2019-05-18', '2021-12-18', '2023-06-15']),
    );
    expect(created.reduce((n, e) => n + imagesOf(e), 0)).toBe(300);
    expect(created.find((e) => e.title === RENAMED)).toBeTruthy();
    const sample = created[0].imageUrl!;
    const picture = await fetch(`${server.url}${sample}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('every imported photo shows on the public event page, and the event on /past-events', async () => {
    const all = (await (await fetch(`${server.url}/api/events`)).json()) as EventDto[];
    const event = all.find((e) => e.title === RENAMED)!;
    expect(event.imageUrls).toHaveLength(20);
    expect(event.imageUrl).toBe(event.imageUrls[0]);
    const page = await pageForTry(browser);
    await page.goto(`${server.url}/events/${event.id}`);
    const shown = await page
      .locator('.event-media img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    // Each stored photo, by its upload's id, once.
    const idOf = (url: string) => url.match(/[0-9a-f-]{36}/)?.[0];
    expect(shown.map(idOf)).toEqual(event.imageUrls.map(idOf));
    // The list shows a page of cards at a time; the count in the address shows every past event at once.
    await page.goto(`${server.url}/past-events?shown=${all.length}`);
    await page.getByRole('heading', { name: RENAMED }).waitFor();
    // Its card shows the first imported photo, loaded, not a placeholder.
    const card = page.locator('.past-event-card', { has: page.getByRole('heading', { name: RENAMED }) });
    const cover = card.locator('.card-media img').first();
    await cover.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await cover.elementHandle(),
    );
    const coverSrc = await cover.evaluate(
      (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
    );
    expect(idOf(coverSrc)).toBe(idOf(event.imageUrls[0]));
    page.expectNoErrors();
  });
});
