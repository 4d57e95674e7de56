import { randomUUID } from 'node:crypto';
import {
  Event,
  EventRegistration,
  GalleryImage,
  HistorySection,
  HomePageContent,
  PageContent,
  PageText,
} from '../db/entities';
import { PAGE_CONTENT_KEYS } from '../../shared/constants';
import { clockFromText } from '../../shared/lib/eventClock';
import type { SeedDeps } from './index';
import type { SceneName } from './artwork/render';
import { discardArtwork, storeArtwork, type ArtworkRequest } from './storeArtwork';
import { gallerySeeds } from './gallery';
import { buildDemoEvents } from './events';
import { homeSectionSeeds } from './homeContent';
import { historySectionSeeds } from './historySections';
import { pageTextSeeds } from './pageTexts';

/**
 * Photo-like 4:3 for the gallery and the about image; a wide 2:1 for the full-width background.
 * 1280 wide rather than 1600: the upload pipeline's WebP encoding is most of the seeding time, and at 1280
 * it makes three smaller sizes instead of four, which nearly halves the cost (about 3 s instead of 6 s of
 * start-up on a 2-core machine) while still filling a desktop lightbox.
 */
const GALLERY_SIZE = { width: 1280, height: 960 };
const PANORAMA_SIZE = { width: 2400, height: 1200 };
const INSERT_CHUNK = 50;

/**
 * Fills an empty database with demo content: painted gallery images stored like uploads, events around
 * today with their registrations, home page blocks, the two page images, history sections and page texts. Every
 * row carries the demo mark, so "Remove all demo content" finds exactly these (ADR 043). Images are stored first; the
 * rows then land in one transaction, and if that fails the stored images are removed again.
 */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  const { db, storage, org, log } = deps;
  const gallery = gallerySeeds(org);

  const requests: Record<string, ArtworkRequest> = {};
  gallery.forEach((g, i) => {
    requests[g.scene] = { scene: g.scene, seed: 101 + i * 17, ...GALLERY_SIZE, options: { banner: g.banner } };
  });
  requests.aboutMeadow = { scene: 'aboutMeadow', seed: 7, ...GALLERY_SIZE };
  requests.panorama = { scene: 'panorama', seed: 11, ...PANORAMA_SIZE };

  const started = Date.now();
  const images = await storeArtwork(storage, requests);
  log.debug('demo artwork stored', { images: Object.keys(images).length, ms: Date.now() - started });
  const urlOf = (scene: SceneName) => {
    const img = images[scene];
    if (!img) throw new Error(`demo content refers to an image that was not painted: ${scene}`);
    return img.url;
  };

  const now = new Date();
  const { events, registrations } = buildDemoEvents(org, now, urlOf);
  try {
    await db.write(async (m) => {
      await m.insert(
        GalleryImage,
        gallery.map((g, i) => ({
          id: randomUUID(),
          title: g.title,
          description: g.description,
          imageUrl: urlOf(g.scene),
          altText: g.altText,
          category: g.category,
          uploadedBy: null,
          isPublic: true,
          displayOrder: i,
          position: g.position,
          // A second apart, newest last, so "recently added" lists follow the gallery order.
          createdAt: new Date(now.getTime() - (gallery.length - i) * 1000),
          isDemo: true,
        })),
      );
      for (let i = 0; i < events.length; i += INSERT_CHUNK)
        await m.insert(
          Event,
          events.slice(i, i + INSERT_CHUNK).map((e) => ({ ...e, ...clockFromText(e.time), isDemo: true })),
        );
      for (let i = 0; i < registrations.length; i += INSERT_CHUNK)
        await m.insert(EventRegistration, registrations.slice(i, i + INSERT_CHUNK));
      await m.insert(
        HomePageContent,
        homeSectionSeeds(org).map((s) => ({ id: randomUUID(), ...s, updatedAt: now, updatedBy: null, isDemo: true })),
      );
      await m.insert(PageContent, [
        {
          id: randomUUID(),
          key: PAGE_CONTENT_KEYS.aboutImage,
          value: urlOf('aboutMeadow'),
          updatedAt: now,
          updatedBy: null,
          isDemo: true,
        },
        {
          id: randomUUID(),
          key: PAGE_CONTENT_KEYS.preserveBackground,
          value: urlOf('panorama'),
          updatedAt: now,
          updatedBy: null,
          isDemo: true,
        },
      ]);
      await m.insert(
        HistorySection,
        historySectionSeeds(org).map((h, i) => ({
          id: randomUUID(),
          title: h.title,
          content: h.content,
          imageUrl: urlOf(h.scene),
          imageAlt: h.imageAlt,
          isVisible: true,
          displayOrder: i + 1,
          createdAt: now,
          updatedAt: now,
          updatedBy: null,
          isDemo: true,
        })),
      );
      await m.insert(
        PageText,
        pageTextSeeds(org).map((t) => ({ id: randomUUID(), ...t, isDemo: true, updatedAt: now, updatedBy: null })),
      );
    });
  } catch (err) {
    await discardArtwork(storage, Object.values(images));
    throw err;
  }
}
