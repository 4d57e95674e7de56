import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../deps';
import {
  Event,
  EventRegistration,
  EventWaitlistEntry,
  GalleryImage,
  HistorySection,
  HomePageContent,
  NewsletterIssue,
  PageContent,
  PageText,
} from '../db/entities';
import { objectIdFromUrl } from '@shared/lib/objectPaths';
import type { DemoContentItem, DemoContentSummaryDto } from '@shared/api/types';
import { deleteUploadIfUnreferenced } from './uploadReferences';
import { clearSettingsPlaceholders, countSettingsPlaceholders } from './siteSettings';
import { countOf } from '@shared/lib/plural';

/**
 * One kind of demo content "Remove all demo content" deletes (ADR 043). Each remover finds its rows by the demo
 * mark the seed set, never by what they look like, so nothing an admin made is touched. `remove` runs inside the
 * one transaction of the removal and returns the stored-file addresses its rows showed, which are deleted after
 * the commit if nothing else shows them.
 */
export interface DemoRemover {
  name: string;
  /** "3 demo events": how the confirmation names what goes. */
  label: (count: number) => string;
  count: (m: EntityManager) => Promise<number>;
  /** `storageKeys`: other stored files only these rows had (a newsletter PDF), deleted after the commit too. */
  remove: (m: EntityManager) => Promise<{ removed: number; files?: string[]; storageKeys?: string[] }>;
}

const demoEvents: DemoRemover = {
  name: 'events',
  label: (n) => countOf(n, 'demo event', 'demo events'),
  count: (m) => m.count(Event, { where: { isDemo: true } }),
  async remove(m) {
    const rows = await m.find(Event, {
      where: { isDemo: true },
      select: { id: true, imageUrl: true, imageUrls: true },
    });
    const ids = rows.map((r) => r.id);
    // Registrations and waiting lists go with their events (the foreign keys cascade too; this says it).
    for (const id of ids) {
      await m.delete(EventRegistration, { eventId: id });
      await m.delete(EventWaitlistEntry, { eventId: id });
    }
    if (ids.length) await m.delete(Event, { isDemo: true });
    return { removed: ids.length, files: rows.flatMap((r) => [r.imageUrl, ...(r.imageUrls ?? [])]).filter(isText) };
  },
};

const demoPhotos: DemoRemover = {
  name: 'photos',
  label: (n) => countOf(n, 'demo photo', 'demo photos'),
  count: (m) => m.count(GalleryImage, { where: { isDemo: true } }),
  async remove(m) {
    const rows = await m.find(GalleryImage, { where: { isDemo: true }, select: { id: true, imageUrl: true } });
    if (rows.length) await m.delete(GalleryImage, { isDemo: true });
    return { removed: rows.length, files: rows.map((r) => r.imageUrl) };
  },
};

const demoPageImages: DemoRemover = {
  name: 'pageImages',
  label: (n) => countOf(n, 'demo page picture', 'demo page pictures'),
  count: (m) => m.count(PageContent, { where: { isDemo: true } }),
  async remove(m) {
    const rows = await m.find(PageContent, { where: { isDemo: true } });
    if (rows.length) await m.delete(PageContent, { isDemo: true });
    return { removed: rows.length, files: rows.map((r) => r.value) };
  },
};

const demoSections: DemoRemover = {
  name: 'sections',
  label: (n) => countOf(n, 'demo section', 'demo sections') + ' (home and history pages)',
  count: async (m) =>
    (await m.count(HomePageContent, { where: { isDemo: true } })) +
    (await m.count(HistorySection, { where: { isDemo: true } })),
  async remove(m) {
    const history = await m.find(HistorySection, { where: { isDemo: true }, select: { id: true, imageUrl: true } });
    const home = await m.delete(HomePageContent, { isDemo: true });
    if (history.length) await m.delete(HistorySection, { isDemo: true });
    return { removed: (home.affected ?? 0) + history.length, files: history.map((h) => h.imageUrl).filter(isText) };
  },
};

const demoPageTexts: DemoRemover = {
  name: 'pageTexts',
  label: (n) => countOf(n, 'sample page text', 'sample page texts'),
  count: (m) => m.count(PageText, { where: { isDemo: true } }),
  async remove(m) {
    const result = await m.delete(PageText, { isDemo: true });
    return { removed: result.affected ?? 0 };
  },
};

const demoNewsletters: DemoRemover = {
  name: 'newsletters',
  label: (n) => countOf(n, 'sample newsletter PDF', 'sample newsletter PDFs'),
  count: (m) => m.count(NewsletterIssue, { where: { isDemo: true } }),
  async remove(m) {
    const rows = await m.find(NewsletterIssue, { where: { isDemo: true }, select: { id: true, fileKey: true } });
    if (rows.length) await m.delete(NewsletterIssue, { isDemo: true });
    return { removed: rows.length, storageKeys: rows.map((r) => r.fileKey) };
  },
};

function isText(v: string | null | undefined): v is string {
  return typeof v === 'string' && v !== '';
}

const sampleSettings: DemoRemover = {
  name: 'settings',
  label: (n) =>
    countOf(
      n,
      'sample organisation detail (e-mail, phone, EIN, board...)',
      'sample organisation details (e-mail, phone, EIN, board...)',
    ),
  count: countSettingsPlaceholders,
  async remove(m) {
    return { removed: (await clearSettingsPlaceholders(m)).length };
  },
};

/**
 * Every remover, in the order they run. Another kind of demo content joins by adding its remover here, and the
 * confirmation, the count and the removal follow.
 */
export const DEMO_REMOVERS: DemoRemover[] = [
  demoEvents,
  demoPhotos,
  demoPageImages,
  demoSections,
  demoPageTexts,
  demoNewsletters,
  sampleSettings,
];

function summary(removers: DemoRemover[], counts: number[]): DemoContentSummaryDto {
  const items: DemoContentItem[] = removers.map((r, i) => ({
    name: r.name,
    count: counts[i],
    label: r.label(counts[i]),
  }));
  return { items, total: counts.reduce((a, b) => a + b, 0) };
}

/** What "Remove all demo content" would delete now. */
export async function countDemoContent(
  deps: Pick<AppDeps, 'db'>,
  removers: DemoRemover[] = DEMO_REMOVERS,
): Promise<DemoContentSummaryDto> {
  const counts: number[] = [];
  for (const r of removers) counts.push(await r.count(deps.db.read));
  return summary(removers, counts);
}

/**
 * Deletes every demo row in one transaction (all or nothing), then the stored files only they showed. A file
 * that cannot be deleted costs disk space, not correctness, so it is logged and the removal still counts.
 */
export async function removeDemoContent(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'> & Partial<Pick<AppDeps, 'siteSettings'>>,
  removers: DemoRemover[] = DEMO_REMOVERS,
): Promise<DemoContentSummaryDto> {
  const files = new Set<string>();
  const storageKeys = new Set<string>();
  const counts = await deps.db.write(async (m) => {
    const removed: number[] = [];
    for (const r of removers) {
      const result = await r.remove(m);
      removed.push(result.removed);
      for (const f of result.files ?? []) files.add(f);
      for (const k of result.storageKeys ?? []) storageKeys.add(k);
    }
    return removed;
  });
  for (const key of storageKeys) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      deps.log.error('could not delete a demo file', { key, err });
    }
  }
  // This instance's copy of the organisation's details follows at once (others notice the new version).
  await deps.siteSettings?.load();
  const ids = new Set([...files].map((f) => objectIdFromUrl(f)).filter(isText));
  for (const id of ids) {
    try {
      await deleteUploadIfUnreferenced(deps, id);
    } catch (err) {
      deps.log.error('could not delete a demo picture', { uploadId: id, err });
    }
  }
  return summary(removers, counts);
}
