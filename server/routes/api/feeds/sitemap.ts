import fs from 'node:fs';
import type { Database } from '@server/db/database';
import {
  Event,
  GalleryImage,
  HistorySection,
  HomePageContent,
  NewsletterIssue,
  PageContent,
} from '@server/db/entities';
import { CLIENT_MANIFEST } from '@server/lib/paths';
import { escapeHtml } from '@shared/lib/html';
import { hasPublicPage } from '@shared/lib/eventSchedule';
import { ALWAYS_IN_SITEMAP, PUBLIC_PAGE_LIST, type SitemapPage } from '@shared/publicPages';

/** The public pages a search engine always finds listed, besides each event's page (shared/publicPages.ts). */
export const PUBLIC_PAGES = ALWAYS_IN_SITEMAP;

/**
 * When the running site was built: the date of pages whose words live in the code (about, donate). Read once;
 * without a client build (tests from source) it is the moment the process started.
 */
let releasedAt: Date | null = null;
function releaseDate(): Date {
  if (!releasedAt) {
    try {
      releasedAt = fs.statSync(CLIENT_MANIFEST).mtime;
    } catch {
      releasedAt = new Date();
    }
  }
  return releasedAt;
}

/** W3C datetime, to the second, in UTC: 2026-11-25T19:40:06Z. */
export const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const newest = (...dates: Array<Date | null | undefined>): Date | null => {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
};

async function newestOf<T extends object>(
  db: Database,
  entity: new () => T,
  column: keyof T & string,
  where: Partial<Record<keyof T, unknown>> = {},
): Promise<Date | null> {
  const [row] = await db.repo(entity).find({
    select: { [column]: true } as never,
    where: where as never,
    order: { [column]: 'DESC' } as never,
    take: 1,
  });
  return row ? (row[column] as Date) : null;
}

/**
 * Every public page and every event with a public page (hasPublicPage: what /events and /past-events link to),
 * each with the date its content last changed: the newest of what the page shows, or the release date for pages
 * whose words live in the code.
 */
export async function buildSitemap(
  db: Database,
  siteUrl: string,
  now = new Date(),
): Promise<{ xml: string; lastModified: Date }> {
  const rows = await db.repo(Event).find({
    select: { id: true, updatedAt: true, date: true, time: true, isActive: true },
    order: { date: 'DESC', id: 'ASC' },
  });
  const events = rows.filter((e) => hasPublicPage(e, now));
  const released = releaseDate();
  const eventsChanged = newest(...events.map((e) => e.updatedAt)) ?? released;
  const [homeBlocks, pageImages, gallery, history] = await Promise.all([
    newestOf(db, HomePageContent, 'updatedAt'),
    newestOf(db, PageContent, 'updatedAt'),
    newestOf(db, GalleryImage, 'createdAt', { isPublic: true }),
    newestOf(db, HistorySection, 'updatedAt'),
  ]);
  // The newsletter archive is a page only while there is a newsletter (ADR 057).
  const newsletter = await newestOf(db, NewsletterIssue, 'createdAt');
  // Null leaves a page out for now. A page the list puts in the sitemap without a date here is a type error.
  const pageDates: Record<SitemapPage['path'], Date | null> = {
    '/': newest(homeBlocks, pageImages, eventsChanged, released)!,
    '/about': released,
    '/history': newest(history, released)!,
    '/events': eventsChanged,
    '/newsletters': newsletter,
    '/past-events': eventsChanged,
    '/gallery': newest(gallery, released)!,
    '/donate': released,
  };
  const urls = [
    ...PUBLIC_PAGE_LIST.flatMap((page) => {
      const lastmod = page.sitemap === 'never' ? null : pageDates[page.path];
      return lastmod ? [{ loc: `${siteUrl}${page.path}`, lastmod }] : [];
    }),
    ...events.map((e) => ({ loc: `${siteUrl}/events/${e.id}`, lastmod: e.updatedAt })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `<url><loc>${escapeHtml(u.loc)}</loc><lastmod>${w3cDate(u.lastmod)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return { xml, lastModified: newest(...urls.map((u) => u.lastmod))! };
}

/** Crawlers stay out of the admin pages and the API; the sitemap is named by its full address. */
export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
