import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { ImportPlan, ImportProgress, ImportRow } from '../../shared/desktop/bridge';
import { parseEventDateInput } from '../../shared/lib/eventTime';
import { mimeTypeOfExtension } from '../../shared/lib/mimeTypes';
import {
  defaultPastEventTitle,
  PAST_EVENT_MONTH_DAY,
  PAST_EVENT_TIME,
  pastEventLocation,
  photoEventDescription,
  yearFromPath,
  type PastEventOrganisation,
} from '../../shared/lib/pastEvents';
import { ImportedEvent, ImportedFile, ImportedGalleryImage } from './cache/entities';
import { factsOfFolderPath } from './folderNames';
import { SiteUnreachable, callServer, messageOf } from './serverClient';
import { SiteRefused } from './upload';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif']);
/**
 * An event's pictures are its list of images (at most 20, shared/schemas/events.ts), which the event page and the
 * past events list show; the main image is the list's first, for the admin screens.
 */
export const IMAGES_PER_EVENT = 20;
/** The gallery category imported photos get when the plan adds them to the gallery. */
export const IMPORTED_GALLERY_CATEGORY = 'events';
const PARALLEL_UPLOADS = 3;

async function imagesUnder(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries) {
    // Hidden files and folders (.thumbnails, ._IMG_1.jpg from macOS) are not the volunteer's photos.
    if (entry.name.startsWith('.')) continue;
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await imagesUnder(root, rel)));
    else if (entry.isFile() && IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) found.push(rel);
  }
  return found;
}

const byName = new Intl.Collator(undefined, { numeric: true }).compare;

/**
 * One event per folder that holds images (split in parts of 20 when larger). Its title, and its day or year, come
 * from the folder's name (folderNames.ts); where the name gives no title, the bulk creator's default title and day
 * (June 15) of the year apply; a titled folder without a whole date gets none, and the volunteer is asked for it.
 */
export async function scanFolder(folder: string, organisation: PastEventOrganisation, now: Date): Promise<ImportPlan> {
  const root = path.resolve(folder);
  const files = (await imagesUnder(root)).sort(byName);
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const dir = path.posix.dirname(file);
    groups.set(dir, [...(groups.get(dir) ?? []), file]);
  }
  const rows: ImportRow[] = [];
  for (const [dir, group] of [...groups].sort(([a], [b]) => byName(a, b))) {
    const names = [path.basename(root), ...(dir === '.' ? [] : dir.split('/'))];
    const facts = factsOfFolderPath(names);
    const year = facts.year ?? yearFromPath(`/${path.basename(root)}/${group[0]}`, now);
    const title = facts.title ?? defaultPastEventTitle(organisation, year);
    const date = facts.date ?? (facts.title ? null : `${year}-${PAST_EVENT_MONTH_DAY}`);
    const parts = Math.ceil(group.length / IMAGES_PER_EVENT);
    for (let part = 0; part < parts; part++) {
      rows.push({
        key: part === 0 ? dir : `${dir}#${part + 1}`,
        folder: dir === '.' ? path.basename(root) : dir,
        year,
        date,
        dateFromName: facts.date !== null,
        title: parts > 1 ? `${title} (part ${part + 1})` : title,
        description: '',
        files: group.slice(part * IMAGES_PER_EVENT, (part + 1) * IMAGES_PER_EVENT),
        include: true,
      });
    }
  }
  return { folder: root, rows, addToGallery: false };
}

/**
 * A plan as remembered by an earlier version of the app, which knew no folder names, days or descriptions: its
 * rows get what that version would have sent (the bulk creator's June 15), so resuming it creates the same events.
 */
export function withPlanDefaults(plan: ImportPlan): ImportPlan {
  return {
    ...plan,
    addToGallery: plan.addToGallery ?? false,
    rows: plan.rows.map((r) => ({
      ...r,
      folder: r.folder ?? r.key,
      date: r.date === undefined ? `${r.year}-${PAST_EVENT_MONTH_DAY}` : r.date,
      dateFromName: r.dateFromName ?? false,
      description: r.description ?? '',
    })),
  };
}

/** The rows to import: included and holding photos. */
const importedRows = (plan: ImportPlan) => plan.rows.filter((r) => r.include && r.files.length);

/** Included rows the volunteer has not given a day yet: the import cannot start with them. */
export function rowsWithoutDate(plan: ImportPlan): ImportRow[] {
  return importedRows(plan).filter((r) => !r.date || !parseEventDateInput(r.date, PAST_EVENT_TIME));
}

/** Why an import with undated rows cannot start: the folders named, so the volunteer knows where to look. */
export function withoutDateMessage(rows: ImportRow[]): string {
  const named = rows.slice(0, 3).map((r) => `“${r.folder}”`);
  const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
  return `Enter the date of ${rows.length === 1 ? 'the folder' : 'the folders'} ${named.join(', ')}${more} first: the folder name gives no day.`;
}

export const idleProgress = (): ImportProgress => ({
  state: 'idle',
  totalFiles: 0,
  uploadedFiles: 0,
  eventsCreated: 0,
  galleryImagesAdded: 0,
  message: null,
});

interface ImportContext {
  db: DataSource;
  fetch: typeof fetch;
  serverUrl: string;
  token: string | null;
  organisation: PastEventOrganisation;
  now: () => Date;
  upload(data: Uint8Array, type: string): Promise<string>;
  progress: ImportProgress;
  stopped(): boolean;
}

async function fileKeyOf(absolute: string): Promise<string> {
  const stat = await fs.stat(absolute);
  return `${absolute}|${stat.size}|${Math.floor(stat.mtimeMs)}`;
}

/**
 * Uploads every included file not uploaded before (by path, size and time), then creates each row's event
 * inactive, remembering both in SQLite as it goes: a failed, stopped or restarted run picks up where it was.
 */
export async function runImport(plan: ImportPlan, ctx: ImportContext): Promise<void> {
  const rows = importedRows(plan);
  const files = rows.flatMap((r) => r.files.map((f) => path.join(plan.folder, f)));
  const keys = new Map<string, string>();
  for (const file of files) keys.set(file, await fileKeyOf(file));
  const done = new Map((await ctx.db.getRepository(ImportedFile).find()).map((f) => [f.fileKey, f.url]));
  const progress = ctx.progress;
  progress.totalFiles = files.length;
  progress.uploadedFiles = files.filter((f) => done.has(keys.get(f)!)).length;

  const queue = files.filter((f) => !done.has(keys.get(f)!));
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined && !ctx.stopped(); file = queue.shift()) {
      const data = await fs.readFile(file);
      const url = await ctx.upload(data, mimeTypeOfExtension(path.extname(file)));
      await ctx.db.getRepository(ImportedFile).save({ fileKey: keys.get(file)!, url });
      done.set(keys.get(file)!, url);
      progress.uploadedFiles++;
    }
  };
  const workers = Array.from({ length: PARALLEL_UPLOADS }, worker);
  const results = await Promise.allSettled(workers);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  if (ctx.stopped()) return;

  const created = new Set((await ctx.db.getRepository(ImportedEvent).find()).map((e) => e.rowKey));
  progress.eventsCreated = rows.filter((r) => created.has(`${plan.folder}|${r.key}`)).length;
  const inGallery = new Set((await ctx.db.getRepository(ImportedGalleryImage).find()).map((g) => g.fileKey));
  for (const row of rows) {
    if (ctx.stopped()) return;
    const rowKey = `${plan.folder}|${row.key}`;
    const fileKeys = row.files.map((f) => keys.get(path.join(plan.folder, f))!);
    const urls = fileKeys.map((key) => done.get(key)!);
    if (!created.has(rowKey)) {
      const title = row.title.trim();
      const answer = await callServer(ctx.fetch, `${ctx.serverUrl}/api/admin/events`, {
        method: 'POST',
        token: ctx.token,
        json: {
          title,
          description: row.description.trim() || photoEventDescription(title),
          date: parseEventDateInput(row.date ?? '', PAST_EVENT_TIME)?.toISOString() ?? row.date,
          time: PAST_EVENT_TIME,
          location: pastEventLocation(ctx.organisation),
          // Every photo in the list, which is what the event page and the past events list show.
          imageUrl: urls[0],
          imageUrls: urls,
          isActive: false,
          maxCapacity: null,
        },
      });
      if (answer.status !== 201)
        throw new SiteRefused(answer.status, messageOf(answer, `The event “${title}” could not be created.`));
      await ctx.db.getRepository(ImportedEvent).save({ rowKey, eventId: (answer.body as { id: string }).id });
      created.add(rowKey);
      progress.eventsCreated++;
    }
    if (plan.addToGallery) await addToGallery(row, fileKeys, urls, inGallery, ctx);
  }
}

/** The row's photos as gallery pictures (category "events"), each once, remembered as it goes like the uploads. */
async function addToGallery(
  row: ImportRow,
  fileKeys: string[],
  urls: string[],
  inGallery: Set<string>,
  ctx: ImportContext,
): Promise<void> {
  for (const [i, fileKey] of fileKeys.entries()) {
    if (inGallery.has(fileKey)) continue;
    if (ctx.stopped()) return;
    const answer = await callServer(ctx.fetch, `${ctx.serverUrl}/api/images`, {
      method: 'POST',
      token: ctx.token,
      json: { imageUrl: urls[i], title: row.title.trim(), category: IMPORTED_GALLERY_CATEGORY },
    });
    if (answer.status !== 201)
      throw new SiteRefused(answer.status, messageOf(answer, `A photo of “${row.title}” could not join the gallery.`));
    await ctx.db.getRepository(ImportedGalleryImage).save({ fileKey, imageId: (answer.body as { id: string }).id });
    inGallery.add(fileKey);
    ctx.progress.galleryImagesAdded++;
  }
}

/**
 * What an interrupted import still has to do: photos not uploaded yet (a file that cannot be read any more, on a
 * drive since unplugged say, counts as left) and events not created yet.
 */
export async function importRemaining(
  plan: ImportPlan,
  db: DataSource,
): Promise<{ totalFiles: number; filesLeft: number; eventsLeft: number }> {
  const rows = importedRows(plan);
  const done = new Set((await db.getRepository(ImportedFile).find()).map((f) => f.fileKey));
  const created = new Set((await db.getRepository(ImportedEvent).find()).map((e) => e.rowKey));
  let totalFiles = 0;
  let filesLeft = 0;
  for (const row of rows) {
    for (const file of row.files) {
      totalFiles++;
      const key = await fileKeyOf(path.join(plan.folder, file)).catch(() => null);
      if (!key || !done.has(key)) filesLeft++;
    }
  }
  const eventsLeft = rows.filter((r) => !created.has(`${plan.folder}|${r.key}`)).length;
  return { totalFiles, filesLeft, eventsLeft };
}

export function importFailureMessage(err: unknown): string {
  if (err instanceof SiteUnreachable)
    return 'The site could not be reached. Resume when the connection is back; uploaded photos are kept.';
  if (err instanceof SiteRefused) return `${err.message} Resume to try again; uploaded photos are kept.`;
  if (err instanceof Error && 'code' in err) return `A photo could not be read (${err.message}).`;
  return 'The import stopped. Resume to try again; uploaded photos are kept.';
}
