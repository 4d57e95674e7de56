import fs from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { cacheEntities } from './entities';
import { DesktopCache1764400000000 } from './migrations';
import { ImportedGalleryImages1795824000000 } from './importedGalleryMigration';
import { OutboxConflictContext1795824000001 } from './conflictContextMigration';

/**
 * Opens (creating when new) the cache database in dataDir. WAL with synchronous=FULL: a draft is on disk
 * before request() answers, so it survives a crash of the app or the machine.
 */
export async function openCacheDatabase(dataDir: string): Promise<DataSource> {
  await fs.mkdir(dataDir, { recursive: true });
  const db = new DataSource({
    type: 'better-sqlite3',
    database: path.join(dataDir, 'desktop-cache.sqlite'),
    entities: cacheEntities,
    migrations: [DesktopCache1764400000000, ImportedGalleryImages1795824000000, OutboxConflictContext1795824000001],
    migrationsRun: true,
    enableWAL: true,
    prepareDatabase: (raw: { pragma(s: string): unknown }) => {
      raw.pragma('synchronous = FULL');
    },
  });
  await db.initialize();
  return db;
}
