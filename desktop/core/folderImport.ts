import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { ImportPlan, ImportProgress, ImportRow } from '../../shared/desktop/bridge';
import { mimeTypeOfExtension } from '../../shared/lib/mimeTypes';
import { pastEventDrafts, yearFromPath, type PastEventOrganisation } from '../../shared/lib/pastEvents';
import { ImportedEvent, ImportedFile } from './cache/entities';
import { SiteUnreachable, callServer, messageOf } from './serverClient';
import { SiteRefused } from './upload';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif']);
/** An event holds one main image and at most 20 more (shared/schemas/events.ts). */
export const IMAGES_PER_EVENT = 21;
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
 * One event per folder that holds images (split in parts of 21 when larger), its year by the bulk creator's rule
 * (yearFromPath) on the image's path as the volunteer sees it (the chosen folder's name first, so choosing
 * ".../2019" counts), and the bulk creator's default title.
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
    const year = yearFromPath(`/${path.basename(root)}/${group[0]}`, now);
    const title = pastEventDrafts(`/${year}`, organisation, now)[0].title;
    const parts = Math.ceil(group.length / IMAGES_PER_EVENT);
    for (let part = 0; part < parts; part++) {
      rows.push({
        key: part === 0 ? dir : `${dir}#${part + 1}`,
        year,
        title: parts > 1 ? `${title} (part ${part + 1})` : title,
        files: group.slice(part * IMAGES_PER_EVENT, (part + 1) * IMAGES_PER_EVENT),
        include: true,
      });
    }
  }
  return { folder: root, rows };
}

export const idleProgress = (): ImportProgress => ({
  state: 'idle',
  totalFiles: 0,
  uploadedFiles: 0,
  eventsCreated: 0,
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
  const rows = plan.rows.filter((r) => r.include && r.files.length);
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
  for (const row of rows) {
    const rowKey = `${plan.folder}|${row.key}`;
    if (created.has(rowKey) || ctx.stopped()) continue;
    const urls = row.files.map((f) => done.get(keys.get(path.join(plan.folder, f))!)!);
    const draft = pastEventDrafts(`/${row.year}`, ctx.organisation, ctx.now())[0];
    const answer = await callServer(ctx.fetch, `${ctx.serverUrl}/api/admin/events`, {
      method: 'POST',
      token: ctx.token,
      json: { ...draft, title: row.title, imageUrl: urls[0], imageUrls: urls.slice(1) },
    });
    if (answer.status !== 201)
      throw new SiteRefused(answer.status, messageOf(answer, `The event “${row.title}” could not be created.`));
    await ctx.db.getRepository(ImportedEvent).save({ rowKey, eventId: (answer.body as { id: string }).id });
    progress.eventsCreated++;
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
  const rows = plan.rows.filter((r) => r.include && r.files.length);
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
