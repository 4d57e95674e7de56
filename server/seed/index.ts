import { AppState, Event, GalleryImage, HistorySection, HomePageContent, PageContent, PageText } from '../db/entities';
import type { Database } from '../db/database';
import type { Storage } from '../services/storage';
import type { Logger } from '../lib/logger';
import type { Organisation } from '../../shared/organisation';
import { seedDemoContent } from './demo';

export interface SeedDeps {
  db: Database;
  storage: Storage;
  log: Logger;
  org: Organisation;
}

const SEEDED_KEY = 'demo-content-seeded-at';

/**
 * Demo content goes only into an empty database, and only once: after an admin deletes the samples they
 * stay deleted, because the first seeding is recorded in app_state.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const { db } = deps;
  if (await db.repo(AppState).findOneBy({ key: SEEDED_KEY })) return false;
  const counts = await Promise.all([
    db.repo(Event).count(),
    db.repo(GalleryImage).count(),
    db.repo(HomePageContent).count(),
    db.repo(PageContent).count(),
    db.repo(HistorySection).count(),
    db.repo(PageText).count(),
  ]);
  if (counts.some((n) => n > 0)) return false;
  const started = Date.now();
  await seedDemoContent(deps);
  await db.write((m) => m.save(m.create(AppState, { key: SEEDED_KEY, value: new Date().toISOString() })));
  deps.log.info('demo content seeded', { ms: Date.now() - started });
  return true;
}
